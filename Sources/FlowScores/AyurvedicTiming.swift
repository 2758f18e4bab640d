/// When the night was slept, read against the Ayurvedic day (SPEC 20.2): asleep by 22:00, the
/// pitta hours 22:00-02:00 spent asleep, up within vata's 04:00-06:00. A tradition's clock, not a
/// measurement of how well one slept; it reads the night's own measured times only.
enum AyurvedicTiming {
    /// The component weights: onset, pitta, wake.
    static let weights = (onset: 0.4, pitta: 0.4, wake: 0.2)
    /// The pitta period, in hours after the morning's 00:00: 22:00 to 02:00.
    static let pitta = -2.0...2.0
    /// The wake window that scores in full, 04:00 to 06:00, and the hours either side over which it falls to 0.
    static let wakeWindow = 4.0...6.0, wakeFalloff = 2.0
    /// Why a night has no timing score.
    static let why = "no measured sleep midpoint and time in bed"

    /// 100 when asleep by 22:00 (−2), falling linearly to 0 at midnight.
    static func onset(_ onset: Double) -> Double { 100 * min(1, max(0, -onset / 2)) }

    /// 100 · the share of 22:00-02:00 inside [onset, wake].
    static func pitta(onset: Double, wake: Double) -> Double {
        let overlap = max(0, min(wake, pitta.upperBound) - max(onset, pitta.lowerBound))
        return 100 * overlap / (pitta.upperBound - pitta.lowerBound)
    }

    /// 100 for a wake time from 04:00 to 06:00, falling linearly to 0 at 02:00 and at 08:00.
    static func wake(_ wake: Double) -> Double {
        let outside = max(wakeWindow.lowerBound - wake, wake - wakeWindow.upperBound, 0)
        return 100 * max(0, 1 - outside / wakeFalloff)
    }

    /// The score of a row: 0.4 onset + 0.4 pitta + 0.2 wake, from its measured mid-sleep and time in bed.
    static func score(_ d: DayInputs) -> Score {
        let onset = d.row.bedTime
        let wake = d.row.wakeTime
        let times = onset.flatMap { o in wake.map { [("onset_hours", o), ("wake_hours", $0)] } }
        let parts = [
            Part(name: "onset", weight: weights.onset, value: onset.map(Self.onset), why: why, details: times ?? []),
            Part(
                name: "pitta", weight: weights.pitta,
                value: onset.flatMap { o in wake.map { pitta(onset: o, wake: $0) } }, why: why),
            Part(name: "wake", weight: weights.wake, value: wake.map(Self.wake), why: why),
        ]
        return Score.combine(.ayurvedicTiming, parts, required: ["onset"], clampParts: false, baselineDays: [])
    }
}
