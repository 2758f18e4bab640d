import FlowRecords

/// One source's continuous stretch of sleep records (SPEC section 2): segments joined
/// while each starts less than 30 minutes after the latest end so far.
public struct SleepEpisode: Sendable {
    /// Index into the history's sources.
    public var source: Int
    /// The source's name (ties between candidates are broken on it).
    public var sourceName: String
    /// Earliest start, with the offset written on that segment.
    public var start: Timestamp
    /// Latest end, with the offset written on that segment (first in start order on ties).
    public var end: Timestamp
    /// Union of the `asleep`, `core`, `deep` and `rem` intervals.
    public let asleep: [Interval]
    /// Seconds of `core`, `deep` and `rem` (each the union of its own intervals).
    public var coreSeconds: Double, deepSeconds: Double, remSeconds: Double
    /// True when any `core`, `deep` or `rem` segment is present (for a summary night: a
    /// `deep` or `rem` total).
    public var hasStageDetail: Bool
    /// True for a summary night (SPEC 19): known by its bed span and totals, so its asleep
    /// time has no intervals (`asleep` is empty) and its wake-ups are not known.
    public var isSummary = false

    /// The span from earliest start to latest end.
    public var span: Interval { Interval(start: start.instant, end: end.instant) }
    /// Asleep time in seconds (the length of `asleep`, kept: candidates are compared on it often).
    public let asleepSeconds: Double

    /// The gap, in seconds, that still joins a segment to an episode (exclusive).
    public static let joinGap: Double = 30 * 60

    /// Builds every source's episodes from sleep segments of any stage, and a summary night
    /// from each `in_bed` segment that has totals over exactly its span.
    public static func episodes(
        from segments: [SleepSegment], totals: [SleepTotal] = [], sourceNames: [String]
    ) -> [SleepEpisode] {
        var out: [SleepEpisode] = []
        var segments = segments
        if !totals.isEmpty {
            let nights = summaryNights(segments: segments, totals: totals, sourceNames: sourceNames)
            out = nights.map(\.episode)
            let taken = Set(nights.map(\.segment))
            segments = segments.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
        }
        var bySource: [Int: [SleepSegment]] = [:]
        for s in segments { bySource[s.source, default: []].append(s) }
        for source in bySource.keys.sorted() {
            // A stable sort on start keeps file order among equal starts.
            let sorted = bySource[source]!.enumerated().sorted {
                $0.element.start.instant != $1.element.start.instant
                    ? $0.element.start.instant < $1.element.start.instant : $0.offset < $1.offset
            }.map(\.element)
            var group: [SleepSegment] = []
            var latestEnd = -Double.infinity
            for seg in sorted {
                if !group.isEmpty, !(seg.start.instant - latestEnd < joinGap) {
                    out.append(episode(group, name: sourceNames[source]))
                    group = []
                }
                group.append(seg)
                latestEnd = group.count == 1 ? seg.end.instant : max(latestEnd, seg.end.instant)
            }
            if !group.isEmpty { out.append(episode(group, name: sourceNames[source])) }
        }
        return out
    }

    /// The summary nights: each `in_bed` segment with totals of its source over the same span
    /// (asleep time: the `asleep` total when given, else core + deep + rem), and its index.
    static func summaryNights(
        segments: [SleepSegment], totals: [SleepTotal], sourceNames: [String]
    ) -> [(segment: Int, episode: SleepEpisode)] {
        struct Span: Hashable { var start: Double, end: Double, source: Int }
        var bySpan: [Span: [SleepStage: Double]] = [:]
        for t in totals {
            bySpan[Span(start: t.start.instant, end: t.end.instant, source: t.source), default: [:]][t.stage] =
                t.minutes
        }
        var out: [(Int, SleepEpisode)] = []
        for (i, seg) in segments.enumerated() where seg.stage == .inBed {
            let key = Span(start: seg.start.instant, end: seg.end.instant, source: seg.source)
            guard let minutes = bySpan.removeValue(forKey: key) else { continue }
            let core = (minutes[.core] ?? 0) * 60
            let deep = (minutes[.deep] ?? 0) * 60
            let rem = (minutes[.rem] ?? 0) * 60
            var night = SleepEpisode(
                source: seg.source, sourceName: sourceNames[seg.source], start: seg.start, end: seg.end, asleep: [],
                coreSeconds: core, deepSeconds: deep, remSeconds: rem,
                hasStageDetail: minutes[.deep] != nil || minutes[.rem] != nil,
                asleepSeconds: minutes[.asleep].map { $0 * 60 } ?? core + deep + rem)
            night.isSummary = true
            out.append((i, night))
        }
        return out
    }

    private static func episode(_ group: [SleepSegment], name: String) -> SleepEpisode {
        var end = group[0].end
        for seg in group where seg.end.instant > end.instant { end = seg.end }
        func union(_ keep: (SleepStage) -> Bool) -> [Interval] {
            Interval.union(
                group.filter { keep($0.stage) }.map { Interval(start: $0.start.instant, end: $0.end.instant) })
        }
        let asleep = union { $0.isAsleep }
        return SleepEpisode(
            source: group[0].source, sourceName: name, start: group[0].start, end: end,
            asleep: asleep,
            coreSeconds: Interval.totalLength(union { $0 == .core }),
            deepSeconds: Interval.totalLength(union { $0 == .deep }),
            remSeconds: Interval.totalLength(union { $0 == .rem }),
            hasStageDetail: group.contains { $0.stage.isStageDetail },
            asleepSeconds: Interval.totalLength(asleep))
    }

    /// Candidate order for Main(D): more asleep time first, then source name, then earlier start.
    static func isPreferred(_ a: SleepEpisode, over b: SleepEpisode) -> Bool {
        let sa = a.asleepSeconds
        let sb = b.asleepSeconds
        if sa != sb { return sa > sb }
        if a.sourceName != b.sourceName { return a.sourceName < b.sourceName }
        return a.start.instant < b.start.instant
    }
}
