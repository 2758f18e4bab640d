import FlowRecords

/// A simulated menstrual cycle, day by day: cycles of 24-33 days (about 28.5), a period of 4-6
/// days at the start of each, and the luteal phase (the last 14 days of a cycle), in which
/// resting heart rate, sleeping heart rate and skin temperature run higher and HRV lower, as
/// wearable studies report. Drawn from a generator of its own, so a person without cycles
/// keeps every other record.
struct SimulatedCycle: Sendable {
    /// Each day's cycle day (1 on a period's first day), its cycle's length, and the period's
    /// flow that day (1 light, 2 medium, 3 heavy; nil when not bleeding).
    struct Day: Sendable, Equatable {
        var cycleDay: Int, length: Int, flow: Int?

        /// True in the last 14 days of the cycle, after ovulation.
        var isLuteal: Bool { cycleDay > length - SimulatedCycle.lutealDays }
    }

    /// The luteal phase's length, and what it adds: resting HR (bpm), HRV (ms), temperature (°C).
    static let lutealDays = 14, heartRateRise = 2.0, hrvFall = 4.0, temperatureRise = 0.3

    /// Days 0…`days`−1.
    let days: [Day]

    /// The schedule for `days` days, the first cycle begun up to 20 days before day 0.
    init(days count: Int, rng: inout SeededGenerator) {
        var out: [Day] = []
        out.reserveCapacity(count)
        var start = -rng.integer(0, 20)
        while out.count < count {
            let length = min(33, max(24, Int(rng.normal(28.5, 1.8).rounded())))
            let period = rng.integer(4, 6)
            for c in 1...length where start + c - 1 >= 0 && out.count < count {
                let flow: Int? = c > period ? nil : c == 2 ? 3 : c <= 3 ? 2 : 1
                out.append(Day(cycleDay: c, length: length, flow: flow))
            }
            start += length
        }
        days = out
    }
}
