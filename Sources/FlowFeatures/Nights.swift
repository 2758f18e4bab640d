import FlowRecords

/// Main sleep per day, bed spans and naps (SPEC section 2), from every source's episodes.
public struct Nights: Sendable {
    /// Every episode of every source.
    public var episodes: [SleepEpisode]
    /// Main(D): the index into `episodes` for each day (by ordinal) that has one.
    public var mainByDay: [Int: Int]
    /// Main(D)'s span widened by overlapping `in_bed` segments of any source.
    public var bedSpanByDay: [Int: Interval]
    /// Nap seconds for each day (by ordinal) that has any.
    public var napSecondsByDay: [Int: Double]
    /// The spans of all main episodes, merged, sorted.
    public var mainSpans: [Interval]

    /// Episodes end in [D-1 18:00, D 18:00) to be candidates for D.
    static let windowEndHour: Double = 18
    /// Candidates start before D 12:00.
    static let latestStartHour: Double = 12
    /// Candidates hold at least this much asleep time.
    static let minimumAsleep: Double = 60 * 60

    /// Selects Main(D) for every day among staged episodes and summary nights alike, widens
    /// bed spans and collects naps.
    public init(segments: [SleepSegment], totals: [SleepTotal] = [], sourceNames: [String]) {
        let episodes = SleepEpisode.episodes(from: segments, totals: totals, sourceNames: sourceNames)
        self.episodes = episodes
        var candidates: [Int: [Int]] = [:]
        for (i, e) in episodes.enumerated() {
            let endLocal = e.end.localSeconds
            let day = Int(((endLocal - Nights.windowEndHour * 3600) / 86_400).rounded(.down)) + 1
            let startLimit = Double(day) * 86_400 + Nights.latestStartHour * 3600
            guard e.start.localSeconds < startLimit, e.asleepSeconds >= Nights.minimumAsleep else { continue }
            candidates[day, default: []].append(i)
        }
        var main: [Int: Int] = [:]
        for (day, list) in candidates {
            var best = list[0]
            for i in list.dropFirst() where SleepEpisode.isPreferred(episodes[i], over: episodes[best]) { best = i }
            let lSpan = episodes[best].span
            var staged: Int?
            for i in list where episodes[i].hasStageDetail && episodes[i].span.overlaps(lSpan) {
                if let s = staged, !SleepEpisode.isPreferred(episodes[i], over: episodes[s]) { continue }
                staged = i
            }
            main[day] = staged ?? best
        }
        mainByDay = main
        let mainSpans = Interval.union(main.values.map { episodes[$0].span })
        self.mainSpans = mainSpans

        let inBed = segments.filter { $0.stage == .inBed }.map {
            Interval(start: $0.start.instant, end: $0.end.instant)
        }
        var bed: [Int: Interval] = [:]
        for (day, i) in main {
            let span = episodes[i].span
            var wide = span
            for b in inBed where b.overlaps(span) {
                wide.start = min(wide.start, b.start)
                wide.end = max(wide.end, b.end)
            }
            bed[day] = wide
        }
        bedSpanByDay = bed
        napSecondsByDay = Nights.naps(episodes: episodes, main: main, mainSpans: mainSpans)
    }

    /// Naps for D: whole non-main episodes that overlap no main span, start at or after
    /// the end of Main(D-1) (D-1 00:00 without one) and end at or before the start of
    /// Main(D) (D 00:00 without one); their asleep intervals unioned across sources.
    private static func naps(episodes: [SleepEpisode], main: [Int: Int], mainSpans: [Interval]) -> [Int: Double] {
        let mainSet = Set(main.values)
        var byStartDay: [Int: [Int]] = [:]
        for (i, e) in episodes.enumerated() where !mainSet.contains(i) {
            let k = mainSpans.partitionPoint { $0.end > e.span.start }
            if k < mainSpans.count, mainSpans[k].overlaps(e.span) { continue }
            byStartDay[e.start.localDay.ordinal, default: []].append(i)
        }
        guard let lo = byStartDay.keys.min(), let hi = byStartDay.keys.max() else { return [:] }
        var out: [Int: Double] = [:]
        for day in (lo - 1)...(hi + 5) {
            var asleep: [Interval] = []
            var summaryAsleep = 0.0
            for startDay in (day - 4)...(day + 1) {
                for i in byStartDay[startDay] ?? [] {
                    let e = episodes[i]
                    let afterPrevious: Bool
                    if let p = main[day - 1] {
                        afterPrevious = e.start.instant >= episodes[p].end.instant
                    } else {
                        afterPrevious = e.start.localSeconds >= Double(day - 1) * 86_400
                    }
                    let beforeMain: Bool
                    if let m = main[day] {
                        beforeMain = e.end.instant <= episodes[m].start.instant
                    } else {
                        beforeMain = e.end.localSeconds <= Double(day) * 86_400
                    }
                    guard afterPrevious && beforeMain else { continue }
                    // A summary nap has no intervals to union: its asleep total adds as it is.
                    if e.isSummary { summaryAsleep += e.asleepSeconds } else { asleep += e.asleep }
                }
            }
            let total = Interval.totalLength(Interval.union(asleep)) + summaryAsleep
            if total > 0 { out[day] = total }
        }
        return out
    }

    /// True when `t` lies inside the span of some main episode.
    public func isInsideMainSpan(_ t: Double) -> Bool {
        let k = mainSpans.partitionPoint { $0.end > t }
        return k < mainSpans.count && mainSpans[k].contains(t)
    }
}
