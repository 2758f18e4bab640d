import FlowRecords

/// Steps per local clock hour, deduplicated across sources (SPEC section 2): each sample
/// is split over the hours it overlaps in proportion to time (on its start's clock), parts
/// are summed per hour and source, and an hour counts the maximum over sources.
public struct HourlySteps: Sendable {
    /// Steps per local hour key (hours since 1970-01-01 00:00 local).
    public var byHour: [Int: Double] = [:]
    /// Local days (ordinals) with at least one step sample.
    public var daysWithSamples: Set<Int> = []

    private struct Key: Hashable {
        var hour: Int
        var source: Int
    }

    /// Buckets step samples into hours.
    public init(samples: [Measurement]) {
        var perSource: [Key: Double] = [:]
        for m in samples {
            let offset = Double(m.start.offsetSeconds)
            let s = m.start.instant + offset
            let e = m.end.instant + offset
            if e <= s {
                let h = Int((s / 3600).rounded(.down))
                perSource[Key(hour: h, source: m.source), default: 0] += m.value
                daysWithSamples.insert(HourlySteps.day(ofHour: h))
                continue
            }
            let first = Int((s / 3600).rounded(.down))
            let last = Int((e / 3600).rounded(.up)) - 1
            for h in first...max(first, last) {
                let lo = max(s, Double(h) * 3600)
                let hi = min(e, Double(h + 1) * 3600)
                guard hi > lo else { continue }
                perSource[Key(hour: h, source: m.source), default: 0] += m.value * (hi - lo) / (e - s)
                daysWithSamples.insert(HourlySteps.day(ofHour: h))
            }
        }
        for (key, v) in perSource { byHour[key.hour] = max(byHour[key.hour] ?? 0, v) }
    }

    /// The day ordinal an hour key belongs to.
    static func day(ofHour h: Int) -> Int { h >= 0 ? h / 24 : (h - 23) / 24 }

    /// The 24 hourly values of a local day (0 for hours without steps).
    public func hours(ofDay day: Int) -> [Double] {
        (0..<24).map { byHour[day * 24 + $0] ?? 0 }
    }
}
