import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowReport
import FlowTestSupport

/// 40 hand-made mornings whose sleep cycles 7, 7.5, 8 h, scored by the reference model, and
/// the report's default range over them.
func referenceHistory(named name: String) throws -> (ScoredHistory, ClosedRange<CalendarDay>) {
    let rows = (0..<40).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) }
    let history = try ScoredHistory(
        name: name, table: FeatureTable(settings: FeatureSettings(), rows: rows),
        model: RecoveryModel.reference(), modelFile: nil)
    return (history, try ReportPlan.range(DayWindow(), history: history.days))
}

/// The page's input for the reference history, with `quality` when given.
func referenceInput(named name: String = "h.csv", quality: ModelQuality? = nil) throws -> ReportInput {
    let (history, range) = try referenceHistory(named: name)
    return history.report(range: range, records: nil, checkins: nil, quality: quality, toolVersion: "t")
}
