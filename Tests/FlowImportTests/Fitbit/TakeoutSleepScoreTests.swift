import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// Fitbit's own sleep score, at the wall-clock time its `Z` pretends is UTC.
final class TakeoutSleepScoreTests: FolderTestCase {
    func testTheScoreAtTheNightsEnd() throws {
        let file = try write(
            "sleep_log_entry_id,timestamp,overall_score,composition_score\n1,2025-08-14T07:00:00Z,83,20\n2,soon,80,20\n",
            "sleep_score.csv", in: "Takeout/Sleep Score")
        let export = try ExportFiles(path: folder.path)
        XCTAssertEqual(TakeoutSleepScore.file(export, root: "Takeout"), "Takeout/Sleep Score/sleep_score.csv")
        XCTAssertNil(TakeoutSleepScore.file(export, root: "elsewhere"))
        let (history, report) = try readTakeout { try TakeoutSleepScore.read(file: file, into: &$0) }
        XCTAssertEqual(history.deviceSleep.map(\.value), [83])
        XCTAssertEqual(history.deviceSleep.map(\.start.instant), [august14(7)])
        XCTAssertEqual(report.rejected[.unparseableTime], 1)
    }
}
