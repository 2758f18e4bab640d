import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowKit

/// A window of days: its bounds inclusive, either one open, and an empty selection an error
/// naming the history's span.
final class DayWindowTests: XCTestCase {
    private let d = CalendarDay(year: 2026, month: 6, day: 10)!

    func testBoundsAreInclusiveAndOptional() {
        let w = DayWindow(from: d, to: d.adding(days: 2))
        XCTAssertEqual((-1...3).map { w.contains(d.adding(days: $0)) }, [false, true, true, true, false])
        XCTAssertTrue(DayWindow(from: nil, to: d).contains(d.adding(days: -400)))
        XCTAssertTrue(DayWindow().contains(d))
    }

    func testAnEmptySelectionIsAnError() throws {
        let days = (0..<5).map { d.adding(days: $0) }
        let history = days[0]...days[4]
        XCTAssertEqual(try DayWindow(from: days[3], to: nil).select(days, of: history) { $0 }, [days[3], days[4]])
        XCTAssertThrowsError(try DayWindow(from: d.adding(days: 9), to: nil).select(days, of: history) { $0 }) {
            XCTAssertEqual($0 as? RequestError, .noDayInRange(history: history))
        }
    }
}
