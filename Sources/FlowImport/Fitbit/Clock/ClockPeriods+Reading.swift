import FlowRecords

extension ClockPeriods {
    /// The period that holds a UTC instant: the last one beginning at or before it (the first
    /// period also covers the time before it).
    /// - Complexity: O(log periods).
    func period(atInstant t: Double) -> Period {
        var (lo, hi) = (0, periods.count)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if periods[mid].from <= t { lo = mid } else { hi = mid }
        }
        return periods[lo]
    }

    /// The clock a UTC record is read on: its period's.
    func offset(atInstant t: Double) -> Int32 { period(atInstant: t).clock.offset(atInstant: t) }

    /// The clock a time written on the wall clock is read on: that of the latest main sleep that
    /// starts at or before it (a nap, a day's value, the night's own stages), else the first
    /// period's.
    /// - Complexity: O(log nights + log periods).
    func clock(atWall w: Double) -> LivedClock {
        var (lo, hi) = (-1, nights.count)  // nights[lo].start <= w < nights[hi].start
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if nights[mid].start <= w { lo = mid } else { hi = mid }
        }
        guard lo >= 0 else { return periods[0].clock }
        var (a, b) = (0, periods.count)
        while b - a > 1 {
            let mid = (a + b) / 2
            if periods[mid].first <= lo { a = mid } else { b = mid }
        }
        return periods[a].clock
    }

    /// True when every night is on one clock: the history is read as it always was.
    var isSingle: Bool { periods.count == 1 }

    /// The nights with evidence whose clock is not their period's (stays shorter than four
    /// nights, or nights the evidence misplaces).
    var misfits: Int { periods.reduce(0) { $0 + $1.withEvidence - $1.fitting } }

    /// The offsets in force over time, period by period: what the records timed in UTC are put on.
    var timeline: OffsetTimeline {
        OffsetTimeline(
            periods.enumerated().flatMap { k, p -> [(from: Double, offset: Int32)] in
                p.clock.stretches(from: p.from, to: k + 1 < periods.count ? periods[k + 1].from : .infinity)
            })
    }
}
