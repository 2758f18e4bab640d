import FlowApp
import FlowFeatures
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// `FindInsights`: check-ins read from their file and paired with the next mornings.
final class FindInsightsTests: FolderTestCase {
    /// Four logged evenings are short of 10 + 10 days: every pair of the one behaviour is listed
    /// untested; a check-in file with a bad cell names its line.
    func testAFewEveningsAreNotEnoughAndABadCellIsNamed() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 20, seed: 4))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        let history = HistoryRequest(path: path("records.csv"))
        try "date,alcohol\n2026-01-03,1\n2026-01-04,0\n2026-01-05,2\n2026-01-06,0\n"
            .write(toFile: path("checkins.csv"), atomically: false, encoding: .utf8)
        let report = try FindInsights.run(history: history, checkins: path("checkins.csv"), settings: FeatureSettings())
        XCTAssertEqual(report.tested, 0)
        XCTAssertFalse(report.insights.isEmpty)
        XCTAssertEqual(Set(report.insights.map(\.behaviour)), ["alcohol"])
        try "date,alcohol\n2026-01-03,yes\n".write(toFile: path("bad.csv"), atomically: false, encoding: .utf8)
        XCTAssertThrowsError(
            try FindInsights.run(history: history, checkins: path("bad.csv"), settings: FeatureSettings())
        ) { error in XCTAssertTrue("\(error)".contains("bad.csv:2"), "\(error)") }
    }

    /// The check-ins kept in a library are read without a file: the same insights as the file
    /// given beside the same records.
    func testALibrarysCheckinsNeedNoFile() throws {
        let sample = TestPaths.package("Datasets/sample")
        let records = sample.appendingPathComponent("records.csv").path
        let checkins = sample.appendingPathComponent("checkins.csv").path
        _ = try ImportHistory.run(
            ImportHistory.Request(
                inputs: [records, checkins], library: path("l.sqlite"), zone: nil, importedAt: 1_800_000_000,
                flowVersion: "test"))
        let fromLibrary = try FindInsights.run(
            history: HistoryRequest(path: path("l.sqlite")), checkins: nil, settings: FeatureSettings())
        let fromFiles = try FindInsights.run(
            history: HistoryRequest(path: records), checkins: checkins, settings: FeatureSettings())
        XCTAssertEqual(fromLibrary.tested, fromFiles.tested)
        XCTAssertEqual(fromLibrary.insights.map(\.behaviour), fromFiles.insights.map(\.behaviour))
        XCTAssertEqual(fromLibrary.insights.map { $0.test?.p }, fromFiles.insights.map { $0.test?.p })
        // Records alone, and no check-ins anywhere: the file is asked for.
        XCTAssertThrowsError(
            try FindInsights.run(history: HistoryRequest(path: records), checkins: nil, settings: FeatureSettings()))
    }
}
