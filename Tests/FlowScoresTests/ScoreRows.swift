import FlowFeatures
import FlowRecords

/// Rows for score tests: `count` rows, every feature observed with `usual` values unless a
/// row's `changes` say otherwise; a value of nil there means "not observed" (filled in).
func scoreRows(
    _ count: Int, usual: [Feature: Double], changes: [Int: [Feature: Double?]] = [:],
    flags: [Int: Set<MissingFlag>] = [:], daytime: (Int) -> (Double?, Double?) = { _ in (nil, nil) }
) -> [FeatureRow] {
    (0..<count).map { i in
        var values = Feature.allCases.map { usual[$0] ?? $0.baseline(sleepNeedHours: 8) }
        var provenance = Array(repeating: Provenance.observed, count: Feature.allCases.count)
        for (f, v) in changes[i] ?? [:] {
            if let v { values[f.index] = v } else { provenance[f.index] = .baseline }
        }
        var rowFlags = MissingFlag.allCases.map { flags[i]?.contains($0) ?? false }
        for (flag, features) in [
            (MissingFlag.hrvMissing, [Feature.hrvSDNN]), (.strainMissing, [.strainLoad]),
            (.sleepingHRMissing, [.sleepingHR]), (.rhrMissing, [.restingHR]),
        ] where features.contains(where: { provenance[$0.index] != .observed }) {
            rowFlags[flag.index] = true
        }
        let (hr, hrv) = daytime(i)
        return FeatureRow(
            day: CalendarDay(year: 2026, month: 3, day: 1)!.adding(days: i), values: values, provenance: provenance,
            flags: rowFlags, daytimeHR: hr, daytimeHRV: hrv)
    }
}

/// The usual values of the score tests' person: 30 earlier rows at these, then the day.
let usualDay: [Feature: Double] = [
    .sleepHours: 8, .sleepEfficiency: 0.9, .deepShare: 0.2, .remShare: 0.22, .wakeCount: 2,
    .hrvSDNN: 50, .sleepingHR: 55, .restingHR: 60, .strainLoad: 100,
]
