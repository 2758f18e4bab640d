import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// Forgetting and checking what a library holds.
final class LibraryContentsTests: FolderTestCase {

    /// Forgetting counts, then deletes for good: a source's records, or those before a day.
    func testForgetASourceOrThePast() throws {
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(history(oneNight), nil)], importedAt: "t")
        XCTAssertEqual(try library.count(.source("Ring")), 1)
        XCTAssertEqual(try library.forget(.source("Ring")), 1)
        XCTAssertEqual(try library.recordCount(), 2)
        XCTAssertEqual(try library.holdings().sources.map(\.source), ["Watch"])
        // The night ends on 03-02 and the heart rate is on 03-02: nothing ends before 03-02, both before 03-03.
        XCTAssertEqual(try library.count(.before(try XCTUnwrap(CalendarDay(iso: "2026-03-02")))), 0)
        XCTAssertEqual(try library.forget(.before(try XCTUnwrap(CalendarDay(iso: "2026-03-03")))), 2)
        XCTAssertEqual(try library.recordCount(), 0)
    }

    /// The check passes a sound library and names a record no import would accept.
    func testTheCheckNamesABadRecord() throws {
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(history(oneNight), nil)], importedAt: "t")
        XCTAssertEqual(try library.check(), [])
        try library.db.execute(
            "INSERT INTO records VALUES ('heart_rate', '2026-03-02T05:00:00+01:00', '2026-03-02T05:00:00+01:00', "
                + "1772424000, 1772424000, 400, 'Watch')")
        XCTAssertEqual(
            try library.check(),
            ["record 2 (heart_rate, 2026-03-02T05:00:00+01:00): value 400 outside what an import accepts"])
    }

}
