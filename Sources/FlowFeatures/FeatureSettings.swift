import FlowRecords

/// The settings a feature table is computed with. A table records them, and a later
/// command refuses a table made with other settings.
public struct FeatureSettings: Equatable, Sendable {
    /// Maximum heart rate for the strain zones (bpm).
    public var maxHR: Double
    /// Nightly sleep need for `sleep_debt` (hours).
    public var sleepNeedHours: Double
    /// Days looked back for the imputation median and the personal references.
    public var windowDays: Int
    /// Observed cells needed in the window before the median is used.
    public var minObservations: Int

    /// SPEC defaults: max HR 190, sleep need 8 h, window 14 days, 5 observations.
    public init(maxHR: Double = 190, sleepNeedHours: Double = 8, windowDays: Int = 14, minObservations: Int = 5) {
        (self.maxHR, self.sleepNeedHours, self.windowDays) = (maxHR, sleepNeedHours, windowDays)
        self.minObservations = minObservations
    }

    /// Max HR from age: 208 - 0.7 · age (Tanaka).
    public static func maxHR(forAge age: Double) -> Double { 208 - 0.7 * age }

    /// The `#` comment line a feature table CSV starts with.
    public var commentLine: String { "# flow features: " + words }

    /// The settings as `key=value` words, as the comment line and messages name them.
    public var words: String { pairs.map { "\($0.name)=\($0.value)" }.joined(separator: " ") }

    /// The settings as names and values, in the order the comment line writes them.
    public var pairs: [(name: String, value: String)] {
        [
            ("max_hr", NumberFormat.shortest(maxHR)), ("sleep_need_hours", NumberFormat.shortest(sleepNeedHours)),
            ("window_days", String(windowDays)), ("min_observations", String(minObservations)),
        ]
    }

    /// The values a settings line may hold: what the command-line options accept, and a
    /// window of at most a year with no more observations required than it has days.
    public static let maxHRRange = 100.0...250, sleepNeedRange = 3.0...14, windowRange = 1...365

    /// Reads the settings back from a table's `#` line (any prefix before the first `key=`);
    /// nil when a key is missing, not a decimal number, or outside its range.
    public init?(commentLine line: String) {
        var values: [String: Double] = [:]
        for word in line.split(separator: " ") {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2, case .finite(let v) = DecimalParser.parse(String(parts[1])) {
                values[String(parts[0])] = v
            }
        }
        guard let hr = values["max_hr"], let need = values["sleep_need_hours"],
            let window = values["window_days"], let minObs = values["min_observations"],
            FeatureSettings.maxHRRange.contains(hr), FeatureSettings.sleepNeedRange.contains(need),
            window == window.rounded(), minObs == minObs.rounded(),
            Double(FeatureSettings.windowRange.lowerBound)...Double(FeatureSettings.windowRange.upperBound) ~= window,
            minObs >= 1, minObs <= window
        else { return nil }
        self.init(maxHR: hr, sleepNeedHours: need, windowDays: Int(window), minObservations: Int(minObs))
    }

    /// A number as the shortest text that reads back to the same Double (`8`, not `8.0`).
}
