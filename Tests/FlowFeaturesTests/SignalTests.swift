import FlowFeatures
import FlowRecords
import XCTest

/// What a model can weigh: the 19 features then the load columns, by name, in table order,
/// and their values in a row (a load cell may be empty, a feature never).
final class SignalTests: XCTestCase {
    func testNamesAndTableOrder() {
        XCTAssertEqual(Signal.allCases.count, 19 + 9)
        XCTAssertEqual(Signal(rawValue: "resting_hr"), .feature(.restingHR))
        XCTAssertEqual(Signal(rawValue: "session_load"), .load(.sessionLoad))
        XCTAssertNil(Signal(rawValue: "mood"))
        XCTAssertEqual(Signal.load(.acwr).rawValue, "acwr")
        // The last feature is 18, the first load column 19.
        XCTAssertEqual(Signal.feature(.strainLoad).order, 18)
        XCTAssertEqual(Signal.load(.trimp).order, 19)
        XCTAssertEqual(Signal.load(.sessionLoad).order, 27)
        XCTAssertTrue(Signal.feature(.strainLoad) < .load(.trimp))
        XCTAssertEqual(Signal.allCases.sorted(), Signal.allCases)
        XCTAssertEqual(Signal.load(.form).range, -10_000...10_000)
        XCTAssertEqual(Signal.feature(.sleepHours).unit, "h")
        XCTAssertNil(Signal.load(.atl).feature)
    }

    func testValuesInARow() throws {
        var row = FeatureRow(
            day: try XCTUnwrap(CalendarDay(iso: "2026-03-01")), values: (0..<19).map(Double.init),
            provenance: Array(repeating: .observed, count: 19), flags: Array(repeating: false, count: 9))
        XCTAssertEqual(row.value(.feature(.steps)), 10)
        // A table without load columns: every load cell is empty.
        XCTAssertNil(row.value(.load(.atl)))
        XCTAssertFalse(row.isObserved(.load(.atl)))
        row.load = LoadColumns(cells: [nil, 0, 12.5, 30, 17.5, nil, nil, nil, 240])
        XCTAssertEqual(row.value(.load(.atl)), 12.5)
        XCTAssertEqual(row.value(.load(.sessionLoad)), 240)
        XCTAssertNil(row.value(.load(.trimp)))
        XCTAssertTrue(row.isObserved(.load(.form)))
        XCTAssertTrue(row.isObserved(.feature(.steps)))
    }
}
