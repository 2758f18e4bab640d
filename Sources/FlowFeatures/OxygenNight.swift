import FlowRecords

/// A night's blood oxygen (SPEC 22), from the readings inside Main(D)'s span in time order:
/// how many, the lowest, the share below 90 %, and the oxygen desaturation index (dips of 3 %
/// or more an hour) when the readings are dense and long enough to count dips at all.
public struct OxygenNight: Equatable, Sendable {
    /// The readings counted (each a valid minute, or an instant of a sparser device).
    public var validMinutes: Int
    /// The lowest reading, %.
    public var nadir: Double
    /// 100 · the share of readings below 90 %.
    public var t90: Double
    /// The median time between consecutive readings, in seconds (0 for a single reading).
    public var spacingSeconds: Double
    /// Dips of 3 % or more an hour; nil when the readings cannot show them (see `odiReason`).
    public var odi3: Double?

    /// The most readings a dip index needs, the widest median spacing it accepts (s), the
    /// drop that makes a dip (%), the readings a baseline looks back over, and the first
    /// reading that may start a dip.
    public static let fewestReadings = 240, widestSpacing = 90.0, drop = 3.0, baselineReadings = 10, firstStart = 5

    /// The night from `readings` (time, value), in time order; nil when there are none.
    /// - Complexity: O(n · 10 log 10).
    public init?(readings: [(time: Double, value: Double)]) {
        guard let first = readings.first else { return nil }
        validMinutes = readings.count
        nadir = readings.reduce(first.value) { min($0, $1.value) }
        t90 = 100 * Double(readings.filter { $0.value < 90 }.count) / Double(readings.count)
        let gaps = zip(readings.dropFirst(), readings).map { $0.time - $1.time }
        spacingSeconds = gaps.isEmpty ? 0 : ImputationChain.median(gaps)
        odi3 =
            readings.count >= OxygenNight.fewestReadings && spacingSeconds <= OxygenNight.widestSpacing
            ? Double(OxygenNight.dips(readings.map(\.value))) / (Double(readings.count) / 60) : nil
    }

    /// A night from its numbers (as a feature table holds them).
    public init(validMinutes: Int, nadir: Double, t90: Double, spacingSeconds: Double, odi3: Double?) {
        (self.validMinutes, self.nadir, self.t90) = (validMinutes, nadir, t90)
        (self.spacingSeconds, self.odi3) = (spacingSeconds, odi3)
    }

    /// Why there is no dip index, when there is none: the readings are too sparse, or too few.
    public var odiReason: String? {
        guard odi3 == nil else { return nil }
        if spacingSeconds > OxygenNight.widestSpacing {
            let minutes = spacingSeconds / 60
            let every = minutes >= 10 ? NumberFormat.decimals(minutes, 0) : NumberFormat.decimals(minutes, 1)
            return "samples too sparse for a desaturation index: one every \(every) min"
        }
        return "fewer than \(OxygenNight.fewestReadings) valid minutes (\(validMinutes))"
    }

    /// The dips of `values` (by position, not clock): a reading from the sixth on starts one
    /// when it is at least 3 below B, the median of the up to 10 readings just before it; the
    /// dip lasts while later readings stay at or below that B − 3 and ends at the first above
    /// it, which cannot start one itself: the next may start at the reading after it.
    public static func dips(_ values: [Double]) -> Int {
        var count = 0
        var i = firstStart
        while i < values.count {
            let line = ImputationChain.median(Array(values[max(0, i - baselineReadings)..<i])) - drop
            guard values[i] <= line else {
                i += 1
                continue
            }
            count += 1
            var j = i + 1
            while j < values.count, values[j] <= line { j += 1 }
            i = j + 1
        }
        return count
    }
}
