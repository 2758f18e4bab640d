import FlowFeatures
import FlowKit
import FlowRecords
import FlowTestSupport
import XCTest

/// The reference scores of one day or a window; a window the history does not reach refused.
final class ReferenceScoresSelectionTests: XCTestCase {
    func testADayAWindowAndOneOutside() throws {
        let table = FeatureTable(settings: FeatureSettings(), rows: (0..<5).map { row($0) })
        let day = try XCTUnwrap(CalendarDay(iso: "2026-01-03"))
        XCTAssertEqual(try table.referenceScores(history: "h", date: day, window: DayWindow()).map(\.day), [day])
        XCTAssertEqual(
            try table.referenceScores(history: "h", date: nil, window: DayWindow(from: day)).map(\.day.description),
            ["2026-01-03", "2026-01-04", "2026-01-05"])
        XCTAssertEqual(try table.referenceScores(history: "h", date: nil, window: DayWindow()).count, 5)
        XCTAssertThrowsError(
            try table.referenceScores(history: "h", date: nil, window: DayWindow(from: day.adding(days: 30))))
    }
}
