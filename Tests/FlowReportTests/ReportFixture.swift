import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTestSupport

@testable import FlowReport

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

/// A section's markup for `input`.
func sectionMarkup<Section: PageSection>(_ section: Section.Type, _ input: ReportInput) -> String {
    HTML.join(section.body(input)).markup
}

/// How many times `piece` stands in `text`.
func count(_ piece: String, in text: String) -> Int { text.components(separatedBy: piece).count - 1 }

/// The reference history's page input and one section's markup for it.
func referenceSection<Section: PageSection>(_ section: Section.Type) throws -> (ReportInput, String) {
    let input = try referenceInput()
    return (input, sectionMarkup(section, input))
}

/// A section's markup as a desk shows it (the phone's drawings left out).
func deskMarkup<Section: PageSection>(_ section: Section.Type, _ input: ReportInput) -> String {
    onScreen(sectionMarkup(section, input))
}
