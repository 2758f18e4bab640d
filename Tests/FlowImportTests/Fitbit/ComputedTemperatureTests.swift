import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// The Computed Temperature's nightly value at the middle of its own night.
final class ComputedTemperatureTests: FolderTestCase {
    func testAtItsNightsMiddle() throws {
        let file = try write(
            "type,sleep_start,sleep_end,temperature_samples,nightly_temperature\n"
                + "SKIN,2025-08-13T23:30,2025-08-14T06:30,100,33.75\nSKIN,2025-08-14T23:30,2025-08-15T06:30,100,nan\n",
            "Computed Temperature - 2025-08-01.csv", in: "Takeout/Temperature")
        let (history, report) = try readTakeout { try ComputedTemperature.read(file: file, into: &$0) }
        // 23:30 to 06:30: its middle is 03:00.
        XCTAssertEqual(history.wristTemperature.map(\.value), [33.75])
        XCTAssertEqual(history.wristTemperature.map(\.start.instant), [august14(3)])
        XCTAssertEqual(report.rejected[.nonFinite], 1)
        XCTAssertEqual(
            ComputedTemperature.files(try ExportFiles(path: path("Takeout")), root: ""),
            ["Temperature/Computed Temperature - 2025-08-01.csv"])
    }
}
