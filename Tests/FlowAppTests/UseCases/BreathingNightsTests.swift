import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowTestSupport
import FlowVitals
import XCTest

/// `BreathingNights`: each night's oxygen from the records, and the pattern of each morning.
final class BreathingNightsTests: FolderTestCase {
    /// 30 nights, the last 20 (indices 10-29) dipping 6 times an hour. Every night has a value,
    /// so the pattern comes on the morning of the tenth dipping night (index 19), whose row is
    /// the morning after: 2026-05-21.
    func testTheNightsAndThePatternsFirstMorning() throws {
        try breathingRecords(nights: 30, dipping: Set(10..<30)).write(
            toFile: path("records.csv"), atomically: false, encoding: .utf8)
        let r = try BreathingNights.run(
            history: HistoryRequest(path: path("records.csv")), settings: FeatureSettings(), window: DayWindow())
        XCTAssertTrue(r.measured)
        let measured = r.nights.filter { $0.oxygen != nil }
        XCTAssertEqual(measured.count, 30)
        XCTAssertEqual(measured.map { $0.oxygen?.validMinutes }, Array(repeating: 400, count: 30))
        XCTAssertEqual(try XCTUnwrap(measured[0].oxygen?.odi3), 0)
        XCTAssertEqual(try XCTUnwrap(measured[10].oxygen?.odi3), 40 / (400 / 60.0), accuracy: 1e-12)
        XCTAssertEqual(measured.filter { $0.elevated == true }.map(\.day.description).first, "2026-05-12")
        let first = try XCTUnwrap(zip(r.nights, r.patterns).first { $0.1 != nil })
        XCTAssertEqual(first.0.day.description, "2026-05-21")
        XCTAssertEqual(first.1?.elevated, 10)
        XCTAssertEqual(first.1?.nights, 20)  // the table's first row (05-01) has no night: 20 of 21 rows
        XCTAssertEqual(try XCTUnwrap(first.1?.meanODI), 6, accuracy: 1e-12)
    }
}
