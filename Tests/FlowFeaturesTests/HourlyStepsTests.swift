import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class HourlyStepsTests: XCTestCase {
    func testStepsAreSplitAcrossHoursAndDeduplicatedAsTheMaximumOverSources() throws {
        let t = table([
            record("steps", "01T10:50", "01T11:10", 200, "Watch"),  // 100 to 10:00, 100 to 11:00
            record("steps", "01T10:55", "01T11:05", 150, "Phone"),  // 75 and 75: the watch's count wins
            record("steps", "01T11:00", "01T11:10", 300, "Phone"),  // phone hour 11 = 375: it wins
            record("heart_rate", "02T09:00", nil, 60),
        ])
        let row = try XCTUnwrap(t.row(2))
        XCTAssertEqual(row[.steps], 475, accuracy: 1e-9)
        XCTAssertEqual(row[.activeHours], 1)
        let p = [100.0 / 475, 375.0 / 475]
        XCTAssertEqual(row[.movementSpread], -(p[0] * log(p[0]) + p[1] * log(p[1])) / log(24), accuracy: 1e-12)
    }
}
