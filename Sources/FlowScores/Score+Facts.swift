import FlowRecords

extension Score {
    /// What the score was read from, in the person's units, one phrase a part: Activeness's steps
    /// and active energy against their usual ("6,210 steps (usual 8,400)", "310 kcal active
    /// (usual 420)"), Strain's load against the capacity ("a load of 126 zone-minutes against a
    /// capacity of 100"), and for the scores made of sub-scores each part's points of 100
    /// ("duration 80", "sleeping HRV 87"). The one place a score's parts are said, for the
    /// morning and for a comparison with a device's score.
    public var facts: [String] {
        switch kind {
        case .activeness:
            return [("steps", "steps"), ("energy", "kcal active")].compactMap { name, unit in
                guard let c = components.first(where: { $0.name == name }), c.details.count >= 2 else { return nil }
                return "\(NumberFormat.grouped(Int(c.details[0].1.rounded()))) \(unit) "
                    + "(usual \(NumberFormat.grouped(Int(c.details[1].1.rounded()))))"
            }
        case .strain:
            guard let load = components.first?.details.first?.1,
                let capacity = details.first(where: { $0.0 == "capacity" })?.1
            else { return [] }
            return [
                "a load of \(NumberFormat.decimals(load, 0)) zone-minutes against a capacity of "
                    + NumberFormat.decimals(capacity, 0)
            ]
        default:
            return components.map { "\(Score.partWords[$0.name] ?? $0.name) \(NumberFormat.decimals($0.value, 0))" }
        }
    }

    /// A part's name as a person reads it, where its column name is not a word.
    static let partWords = [
        "hrv": "HRV", "rhr": "resting heart rate", "strain_recovery": "recovery from strain",
        "sleeping_hrv": "sleeping HRV", "sleeping_hr": "sleeping heart rate", "daytime_hr": "daytime heart rate",
        "daytime_hrv": "daytime HRV",
    ]
}
