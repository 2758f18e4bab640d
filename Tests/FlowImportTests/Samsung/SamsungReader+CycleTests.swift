import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// Samsung's `cycle.flow` and `cycle.prediction`, written from the cycle sheet's layout (§8):
/// each flow row a bleeding day on its local date, the forecast counted as left out.
final class SamsungReaderCycleTests: FolderTestCase {
    func testFlowRowsAreBleedingDaysAndThePredictionIsLeftOut() throws {
        // 2025-01-02 23:30 UTC at UTC+0100 is 3 January 00:30 local.
        let tables = [
            (
                "shealth.cycle.flow", "start_time,amount,time_offset",
                ["2025-01-02 23:30:00.000,2,UTC+0100", "2025-01-04 08:00:00.000,1,UTC+0100", "soon,1,UTC+0100"]
            ),
            ("shealth.cycle.prediction", "start_time,end_time", ["2025-01-30,2025-02-03", "2025-02-27,2025-03-03"]),
        ]
        let root = try writeSamsungExport()
        for (name, header, rows) in tables { try samsungTable(name, header, rows) }
        let (history, report) = try SamsungHealthExport.read(path: root)
        XCTAssertEqual(
            history.menstrualFlow.map(\.start.iso8601), ["2025-01-03T00:00:00+01:00", "2025-01-04T00:00:00+01:00"])
        XCTAssertEqual(history.menstrualFlow.map(\.value), [0, 0])
        XCTAssertEqual(report.rejected[.forecast], 2)
        XCTAssertEqual(report.rejected[.unparseableTime], 1)
        XCTAssertEqual(report.cycle, "1 period start, 2025-01-03, from 2 bleeding days")
    }
}
