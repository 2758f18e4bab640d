/// Strain (about D-1): the day's strain load against the person's capacity, 100 · load /
/// capacity, at most 100. The capacity is 500 until 7 of the 14 rows before have an observed
/// load, then 2.5 times their mean (at least 100), so a usual day reads 40.
enum StrainScore {
    static let defaultCapacity = 500.0, capacityWindow = 14, capacityMinimum = 7, usualShare = 2.5,
        lowestCapacity = 100.0

    static func score(_ d: DayInputs) -> Score {
        let history = ScoreBaseline(d.columns.strainLoad, before: d.i, window: capacityWindow, minimum: capacityMinimum)
        let personal = history.days >= capacityMinimum
        let capacity = personal ? max(lowestCapacity, usualShare * (history.mean ?? 0)) : defaultCapacity
        let load = d.observed(.strainLoad)
        let part = Part(
            name: "strain_load", weight: 1, value: load.map { 100 * $0 / capacity },
            why: "strain_load not observed (fewer than 12 heart-rate samples on D-1)",
            details: load.map { [("strain_load", $0)] } ?? [])
        var s = Score.combine(
            .strain, [part], required: ["strain_load"], clampParts: false,
            baselineDays: [("strain_load", history.days)], clampScore: 0...100)
        if s.value != nil {
            // The capacity, and the usual day's load it was made from (when it was the person's).
            s.details = [("capacity", capacity)] + (personal ? history.mean.map { [("usual_load", $0)] } ?? [] : [])
            s.capacitySource = personal ? "personal" : "default"
        }
        return s
    }
}
