/// What a Takeout's UTC streams say about where its nights lie, counted once as they are read:
/// heart rate averaged per UTC minute, and the times of every minute-SpO2 row (the device's
/// invalid marks of 50 included: a row shows the watch was reading oxygen, whatever it read).
/// Each night's evidence is then read from these buckets, never by scanning the samples once
/// per candidate offset.
struct MinuteEvidence {
    /// Heart rate summed and counted per UTC minute, in chunks of a UTC day.
    private var daySlot: [Int: Int] = [:]
    private var sums: [[Float]] = [], counts: [[UInt16]] = []
    private var last = (day: Int.min, slot: -1)
    /// The times of the minute-SpO2 rows, in the order read.
    private(set) var spo2Times: [Double] = []

    /// True when no heart rate and no SpO2 row was seen.
    var isEmpty: Bool { sums.isEmpty && spo2Times.isEmpty }

    /// Counts a heart-rate sample at a UTC instant.
    /// - Complexity: O(1); a day's chunk is looked up only when the day changes.
    mutating func heartRate(at instant: Double, bpm: Double) {
        guard bpm.isFinite, let minute = minuteOf(instant) else { return }
        let day = minute >= 0 ? minute / 1440 : (minute - 1439) / 1440
        if day != last.day {
            if let slot = daySlot[day] {
                last = (day, slot)
            } else {
                daySlot[day] = sums.count
                last = (day, sums.count)
                sums.append([Float](repeating: 0, count: 1440))
                counts.append([UInt16](repeating: 0, count: 1440))
            }
        }
        let k = minute - day * 1440
        guard counts[last.slot][k] < UInt16.max else { return }
        sums[last.slot][k] += Float(bpm)
        counts[last.slot][k] += 1
    }

    /// Notes a minute-SpO2 row at a UTC instant.
    mutating func spo2(at instant: Double) {
        if instant.isFinite { spo2Times.append(instant) }
    }

    /// The buckets ready to be asked: per-minute means with running sums, and the SpO2 times sorted.
    func finished() -> NightWindows {
        var minutes: [(minute: Int, mean: Double)] = []
        for (day, slot) in daySlot.sorted(by: { $0.key < $1.key }) {
            for k in 0..<1440 where counts[slot][k] > 0 {
                minutes.append((day * 1440 + k, Double(sums[slot][k]) / Double(counts[slot][k])))
            }
        }
        return NightWindows(minutes: minutes, spo2: spo2Times.sorted())
    }
}

/// The evidence buckets, ready for questions about a window of time: how many minutes have heart
/// rate and their mean heart rate, how many UTC minutes hold a SpO2 row.
struct NightWindows {
    /// The first minute held (minutes since 1970-01-01 00:00 UTC).
    private let first: Int
    /// Running sums over the minutes from `first`: of the minute means, and of the minutes with heart rate.
    private let sums: [Double], counts: [Int32]
    /// Every SpO2 row's time, sorted.
    private let spo2: [Double]

    init(minutes: [(minute: Int, mean: Double)], spo2: [Double]) {
        self.spo2 = spo2
        guard let lo = minutes.first?.minute, let hi = minutes.last?.minute else {
            (first, sums, counts) = (0, [0], [0])
            return
        }
        first = lo
        var s = [Double](repeating: 0, count: hi - lo + 2)
        var c = [Int32](repeating: 0, count: hi - lo + 2)
        var k = 0
        for m in lo...hi {
            let i = m - lo
            s[i + 1] = s[i]
            c[i + 1] = c[i]
            if k < minutes.count, minutes[k].minute == m {
                s[i + 1] += minutes[k].mean
                c[i + 1] += 1
                k += 1
            }
        }
        (sums, counts) = (s, c)
    }

    /// The minutes that start in [from, to): their number, and of those with heart rate the
    /// number and the sum of their means.
    func heartRate(from: Double, to: Double) -> (minutes: Int, withRate: Int, sum: Double) {
        guard let a = minuteOf(from, up: true), let b = minuteOf(to, up: true), b > a else { return (0, 0, 0) }
        func index(_ m: Int) -> Int { min(max(m - first, 0), sums.count - 1) }
        let (i, j) = (index(a), index(b))
        return (b - a, Int(counts[j] - counts[i]), sums[j] - sums[i])
    }

    /// How many distinct UTC minutes hold a SpO2 row timed in [from, to).
    func spo2Minutes(from: Double, to: Double) -> Int {
        var i = lowerBound(from)
        var n = 0
        var lastMinute = Int.min
        while i < spo2.count, spo2[i] < to {
            let m = minuteOf(spo2[i]) ?? Int.min
            if m != lastMinute { (n, lastMinute) = (n + 1, m) }
            i += 1
        }
        return n
    }

    /// True when some SpO2 row was read.
    var hasSpO2: Bool { !spo2.isEmpty }

    /// The UTC instants the heart rate and SpO2 cover, first to last (nil without either).
    var span: ClosedRange<Double>? {
        var lo = spo2.first ?? .infinity
        var hi = spo2.last ?? -.infinity
        if sums.count > 1 {
            lo = min(lo, Double(first) * 60)
            hi = max(hi, Double(first + sums.count - 2) * 60 + 60)
        }
        return lo <= hi ? lo...hi : nil
    }

    private func lowerBound(_ t: Double) -> Int {
        var (lo, hi) = (0, spo2.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if spo2[mid] < t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

/// The minute (since 1970-01-01 00:00 UTC) an instant lies in, or the first that starts at or
/// after it (`up`); nil for an instant no clock holds (not finite, or beyond ±3,000 years).
func minuteOf(_ instant: Double, up: Bool = false) -> Int? {
    guard instant.isFinite, instant.magnitude < 1e11 else { return nil }
    return Int(exactly: (instant / 60).rounded(up ? .up : .down))
}
