import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

extension FolderTestCase {
    /// The WHOOP fixture written into the test's folder and read as `--history` reads it.
    func readWhoop(cyclesOnly: Bool = false) throws -> (RecordHistory, ImportReport, FeatureTable) {
        try WhoopFixture.write(to: path("my_whoop_data_2024_05_03"), cyclesOnly: cyclesOnly)
        let folder = path("my_whoop_data_2024_05_03")
        XCTAssertEqual(try HistoryFormat.detect(path: folder), .whoop)
        let (history, report) = try HistoryFormat.whoop.records(OpenedHistory(path: folder))
        return (history, report, FeatureTable(history: history))
    }
}
