/// The clocks a Takeout's person lived on, night by night: one clock for each main sleep chosen
/// at least cost over the whole history (a Viterbi pass), a night that contradicts its clock
/// costing 1 and a change of clock 1.5, so a stay of four nights or more away is followed and a
/// shorter trip is not; then the periods those clocks make, and where in time each begins.
struct ClockPeriods: Sendable {
    /// One stretch of nights on one clock.
    struct Period: Sendable {
        /// The clock.
        var clock: LivedClock
        /// Its first and last night (positions in `nights`).
        var first: Int, last: Int
        /// The UTC instant it begins at (minus infinity for the first period).
        var from: Double
        /// Its nights with evidence, and how many of them fit its clock.
        var withEvidence = 0, fitting = 0
    }

    /// The main sleeps, in the order of their wall-clock start, with their evidence.
    let nights: [NightEvidence]
    /// The periods, in time order (at least one).
    let periods: [Period]
    /// The profile's zone, when the Takeout has one.
    let profile: String?

    /// What a change of clock costs, and a night that contradicts its clock, in half points.
    static let changeCost = 3, contradictionCost = 2

    /// How many nights with evidence are needed to choose a clock without a profile zone.
    static let fewestNights = 4

    /// Chooses the clocks of `nights` (sorted by wall-clock start) among the profile zone, the
    /// 40 offsets and the tz zones of `zones`; nil when there is no profile and fewer than four
    /// nights give evidence. `span` bounds the instants the zones' offsets are worked out for.
    static func infer(
        nights: [NightEvidence], profile: String?, zones: [String] = LivedClock.regionZones,
        span: ClosedRange<Double>
    ) -> ClockPeriods? {
        let profileClock = profile.flatMap { LivedClock(zone: $0, over: span) }
        guard profileClock != nil || nights.filter({ $0.plausible != nil }).count >= fewestNights else { return nil }
        guard !nights.isEmpty else {
            return profileClock.map {
                ClockPeriods(
                    nights: [], periods: [Period(clock: $0, first: 0, last: -1, from: -.infinity)], profile: profile)
            }
        }
        let clocks = candidates(nights, profile: profileClock, zones: zones, span: span)
        var path = cheapest(nights, clocks: clocks, profileFirst: profileClock != nil)
        settle(&path, nights, clocks)
        return ClockPeriods(nights: nights, periods: periods(path, nights, clocks), profile: profile)
    }

    /// One clock given for the whole history (`--tz ZONE`, or the profile when nothing moves).
    static func single(_ clock: LivedClock, nights: [NightEvidence], profile: String?) -> ClockPeriods {
        let path = Array(repeating: 0, count: nights.count)
        return ClockPeriods(nights: nights, periods: periods(path, nights, [clock]), profile: profile)
    }

    /// The candidate clocks in their order (the profile's zone, the 40 offsets, the tz zones by
    /// name), two that give the same offsets at every night's start and end counted as one, the
    /// earlier in the order.
    static func candidates(
        _ nights: [NightEvidence], profile: LivedClock?, zones: [String], span: ClosedRange<Double>
    ) -> [LivedClock] {
        var all: [LivedClock] = profile.map { [$0] } ?? []
        all += CandidateOffsets.all.map { LivedClock(fixed: $0) }
        all += zones.compactMap { LivedClock(zone: $0, over: span) }
        var seen = Set<[Int32]>()
        return all.filter { clock in
            seen.insert(nights.flatMap { [clock.offset(atWall: $0.start), clock.offset(atWall: $0.end)] }).inserted
        }
    }

    /// The least-cost clock of each night: a contradiction costs 2, a change 3 (half points), and,
    /// with a profile zone (clock 0), so does a first or last night on another clock. Ties go to
    /// more nights on the profile zone, then to the clock earlier in the order.
    /// - Complexity: O(nights × clocks).
    static func cheapest(_ nights: [NightEvidence], clocks: [LivedClock], profileFirst: Bool) -> [Int] {
        let c = clocks.count
        /// A running total: its cost, and its nights on the profile zone (more is better).
        struct Total: Comparable {
            var cost: Int, onProfile: Int
            static func < (a: Total, b: Total) -> Bool {
                a.cost != b.cost ? a.cost < b.cost : a.onProfile > b.onProfile
            }
        }
        func night(_ n: Int, _ k: Int) -> Total {
            let fits = nights[n].fits(
                startOffset: clocks[k].offset(atWall: nights[n].start),
                endOffset: clocks[k].offset(atWall: nights[n].end))
            return Total(cost: fits ? 0 : contradictionCost, onProfile: profileFirst && k == 0 ? 1 : 0)
        }
        func plus(_ a: Total, _ b: Total) -> Total {
            Total(cost: a.cost + b.cost, onProfile: a.onProfile + b.onProfile)
        }
        var totals = (0..<c).map { k in
            plus(night(0, k), Total(cost: profileFirst && k != 0 ? changeCost : 0, onProfile: 0))
        }
        var back = [[Int32]](repeating: [], count: nights.count)
        for n in 1..<nights.count {
            // The best and second best clocks so far (a change comes from the best other than oneself).
            var best = 0
            var second = -1
            for k in 1..<c {
                if totals[k] < totals[best] {
                    (second, best) = (best, k)
                } else if second < 0 || totals[k] < totals[second] {
                    second = k
                }
            }
            var next = totals
            var from = [Int32](repeating: 0, count: c)
            for k in 0..<c {
                let other = k == best ? second : best
                var t = totals[k]
                from[k] = Int32(k)
                if other >= 0 {
                    let changed = Total(cost: totals[other].cost + changeCost, onProfile: totals[other].onProfile)
                    if changed < t { (t, from[k]) = (changed, Int32(other)) }
                }
                next[k] = plus(t, night(n, k))
            }
            (totals, back[n]) = (next, from)
        }
        if profileFirst { for k in 1..<c { totals[k].cost += changeCost } }
        var last = 0
        for k in 1..<c where totals[k] < totals[last] { last = k }
        var path = [Int](repeating: last, count: nights.count)
        for n in stride(from: nights.count - 1, to: 0, by: -1) { path[n - 1] = Int(back[n][path[n]]) }
        return path
    }

    /// The rules after the cheapest path: nights before the first night with evidence take its
    /// clock, and a change is placed at the first night of the new period whose evidence excludes
    /// the old clock (the nights before it, without evidence or fitting both, stay in the old one).
    static func settle(_ path: inout [Int], _ nights: [NightEvidence], _ clocks: [LivedClock]) {
        if let first = nights.firstIndex(where: { $0.plausible != nil }) {
            for n in 0..<first { path[n] = path[first] }
        }
        var n = 1
        while n < path.count {
            let (old, new) = (path[n - 1], path[n])
            guard old != new else {
                n += 1
                continue
            }
            var end = n
            while end < path.count, path[end] == new { end += 1 }
            let excluding = (n..<end).first { j in
                !nights[j].fits(
                    startOffset: clocks[old].offset(atWall: nights[j].start),
                    endOffset: clocks[old].offset(atWall: nights[j].end))
            }
            for j in n..<(excluding ?? end) { path[j] = old }
            n = (excluding ?? end) + 1
        }
    }

    /// The periods a path of clocks makes: each run of one clock, beginning halfway between the
    /// UTC end of the run before's last night and the UTC start of its own first night.
    static func periods(_ path: [Int], _ nights: [NightEvidence], _ clocks: [LivedClock]) -> [Period] {
        var out: [Period] = []
        for (n, k) in path.enumerated() {
            let clock = clocks[k]
            let night = nights[n]
            let fits = night.fits(
                startOffset: clock.offset(atWall: night.start), endOffset: clock.offset(atWall: night.end))
            if let last = out.last, path[last.first] == k {
                out[out.count - 1].last = n
            } else {
                var from = -Double.infinity
                if let before = out.last {
                    let end = nights[before.last].end - Double(before.clock.offset(atWall: nights[before.last].end))
                    from = (end + night.start - Double(clock.offset(atWall: night.start))) / 2
                }
                out.append(Period(clock: clock, first: n, last: n, from: from))
            }
            if night.plausible != nil {
                out[out.count - 1].withEvidence += 1
                if fits { out[out.count - 1].fitting += 1 }
            }
        }
        return out
    }
}
