import FlowRecords
import XCTest

@testable import FlowTonight

/// Which mornings are free: typed as `sat,sun` or `none`, anything else named back.
final class FreeDaysTests: XCTestCase {
    func testListsReadAndWrittenBack() throws {
        XCTAssertEqual(try FreeDays(list: "sat,sun"), .weekend)
        XCTAssertEqual(try FreeDays(list: "Fri, sat").weekdays, [.friday, .saturday])
        XCTAssertEqual(try FreeDays(list: "sun,sat,sun").weekdays, [.saturday, .sunday])
        XCTAssertEqual(try FreeDays(list: "none"), FreeDays.none)
        XCTAssertEqual(try FreeDays(list: "NONE"), FreeDays.none)
        XCTAssertEqual(try FreeDays(list: "sun,fri").list, "fri,sun")
        XCTAssertEqual(FreeDays.none.list, "none")
    }

    func testAWordThatIsNoWeekdayIsNamed() {
        for (list, word) in [
            ("saturday", "saturday"), ("sat,,sun", ""), ("", ""), ("sat;sun", "sat;sun"), ("sat,x", "x"),
        ] {
            XCTAssertThrowsError(try FreeDays(list: list), list) { error in
                XCTAssertEqual(error as? FreeDaysError, .unknownDay(word), list)
                XCTAssertEqual((error as? FreeDaysError)?.kind, .request)
            }
        }
        XCTAssertTrue(
            FreeDaysError.unknownDay("x").description.hasPrefix("'x' is not a day of the week: give mon, tue"))
    }

    /// 2026-07-03 is a Friday, 2026-07-04 a Saturday.
    func testTheKindOfAMorning() throws {
        let friday = try XCTUnwrap(CalendarDay(iso: "2026-07-03"))
        XCTAssertEqual(FreeDays.weekend.kind(of: friday), .work)
        XCTAssertEqual(FreeDays.weekend.kind(of: friday.adding(days: 1)), .free)
        XCTAssertTrue(FreeDays(weekdays: [.friday]).isFree(friday))
        XCTAssertFalse(FreeDays.none.isFree(friday.adding(days: 1)))
    }
}
