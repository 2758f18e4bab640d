import FlowFeatures
import FlowRecords
import FlowScores

/// Hand-made nights for the planner's tests: one row a day from `first` to `last`, each night's
/// mid-sleep, time in bed and sleep measured only where `nights` gives them (the others filled
/// in: 3.5, 7.75 and 7 h, never read).
func nightRows(
    from first: String, to last: String, _ nights: [String: (mid: Double?, inBed: Double?, sleep: Double?)]
)
    -> [FeatureRow]
{
    let start = CalendarDay(iso: first)!
    return (0...(CalendarDay(iso: last)!.ordinal - start.ordinal)).map { k in
        let day = start.adding(days: k)
        var values = Feature.allCases.map { $0.baseline(sleepNeedHours: 8) }
        var provenance = Array(repeating: Provenance.baseline, count: Feature.allCases.count)
        let night = nights[day.description]
        for (feature, value) in [
            (Feature.sleepMidpoint, night?.mid), (.inBedHours, night?.inBed), (.sleepHours, night?.sleep),
        ] {
            if let value { (values[feature.index], provenance[feature.index]) = (value, .observed) }
        }
        return FeatureRow(
            day: day, values: values, provenance: provenance,
            flags: MissingFlag.allCases.map { _ in false })
    }
}

/// A need of `base` hours for every row, without debt, strain or nap, each night slept `base`.
func plainNeeds(_ rows: [FeatureRow], base: Double = 8) -> [NightNeed] {
    rows.map { NightNeed(day: $0.day, base: base, debt: 0, strain: 0, napCredit: 0, sleepHours: base) }
}

/// The nights of the planner's worked examples (TonightTests describes them), 2026-06-04 … 2026-07-02.
func juneNights() -> [FeatureRow] {
    nightRows(
        from: "2026-06-04", to: "2026-07-02",
        [
            "2026-06-04": (1, 8, 7.75),
            "2026-06-27": (4, 9, 8.5),
            "2026-06-29": (2.5, 8, 7.5), "2026-06-30": (3, 8, 7.75), "2026-07-01": (2, 8.5, 8),
            "2026-07-02": (nil, 7.5, 7),
        ])
}
