import FlowCompare
import FlowFeatures
import FlowGarden
import FlowInference
import FlowMorning
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// Everything the report shows, computed by the same library calls the other commands make;
/// the report only draws it.
public struct ReportInput: Sendable {
    /// The history as the user named it.
    public var historyName: String
    /// The days the report covers.
    public var range: ClosedRange<CalendarDay>
    /// Why these dates, when the report chose them and they are not the history's last days.
    public var rangeNote: String?
    /// The whole feature table's rows.
    public var rows: [FeatureRow]
    /// Every row's score (or why it has none) with the model in use.
    public var results: [DayResult]
    /// The model in use and how the user named it.
    public var model: RecoveryModel, modelName: String
    /// Week, month and year views as of the range's end, per metric that has readings.
    public var trends: [(metric: Metric, views: [TrendView])]
    /// Every row's reference scores.
    public var scores: [DayScores]
    /// The insights, when there are check-ins (given, or the export's own journal).
    public var insights: InsightReport?
    /// Where the check-ins came from ("your check-ins", "WHOOP's journal").
    public var checkinsName = "your check-ins"
    /// The garden as of the range's end.
    public var garden: Garden
    /// How well the model predicts the person's labels, when labels were given.
    public var quality: ModelQuality?
    /// Each row's training load (empty for a feature table, which keeps no heart rate).
    public var load: [LoadDay] = []
    /// Whether the history holds heart-rate samples (false: no training load can exist).
    public var hasHeartRate = true
    /// Each row's vitals against the person's own ranges.
    public var vitals: [VitalsNight] = []
    /// Each row's breathing during sleep (SPEC 22).
    public var breathing: [BreathingNight] = []
    /// The device's own scores beside flow's over the range (empty: the history has none).
    public var comparisons: [DeviceComparison] = []
    /// What the device is called (`WHOOP`), or "your device".
    public var deviceName = "your device"
    /// The morning the first screen shows, as `flow today` gathers it (nil for a range without a row).
    public var morning: Morning?
    /// The HRV measure the table's HRV column holds, so the page names it (`HRV (RMSSD)`).
    public var hrv: HRVMeasure = .sdnn
    /// flow's version.
    public var toolVersion: String

    /// An input from its parts.
    public init(
        historyName: String, range: ClosedRange<CalendarDay>, rows: [FeatureRow], results: [DayResult],
        model: RecoveryModel, modelName: String, trends: [(metric: Metric, views: [TrendView])], scores: [DayScores],
        insights: InsightReport?, garden: Garden, quality: ModelQuality?, toolVersion: String
    ) {
        (self.historyName, self.range, self.rows, self.results, self.model) = (historyName, range, rows, results, model)
        (self.modelName, self.trends, self.scores, self.insights) = (modelName, trends, scores, insights)
        (self.garden, self.quality, self.toolVersion) = (garden, quality, toolVersion)
    }
}
