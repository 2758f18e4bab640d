import FlowRecords
import XCTest

final class TimestampParserTests: XCTestCase {
    func testBothTimestampSpellingsGiveTheSameInstantAndOffset() throws {
        let iso = try TimestampParser.parse("2026-03-01T23:10:00+01:00").get()
        let apple = try TimestampParser.parse("2026-03-01 23:10:00 +0100").get()
        XCTAssertEqual(iso, apple)
        // 2026-03-01 is day 20513 since 1970-01-01; 23:10 at +01:00 is 22:10 UTC.
        XCTAssertEqual(iso.instant, 20513 * 86_400 + 22 * 3600 + 600)
        XCTAssertEqual(iso.offsetSeconds, 3600)
        XCTAssertEqual(iso.localDay, CalendarDay(year: 2026, month: 3, day: 1))
        let z = try TimestampParser.parse("2026-03-01T22:10:00.250Z").get()
        XCTAssertEqual(z.instant, iso.instant + 0.25)
        XCTAssertEqual(z.offsetSeconds, 0)
        XCTAssertEqual(try TimestampParser.parse("2026-03-01T17:10:00-05:00").get().instant, iso.instant)
    }

    func testTimestampsWithoutOffsetOrImpossibleAreTold() {
        for text in ["2026-03-01T23:10:00", "2026-03-01 23:10"] {
            guard case .failure(.noOffset) = TimestampParser.parse(text) else { return XCTFail(text) }
        }
        for text in ["2026-02-30T10:00:00Z", "2026-03-01T24:00:00Z", "yesterday", "2026-03-01T10:00:00+25:00", ""] {
            guard case .failure(.unparseable) = TimestampParser.parse(text) else { return XCTFail(text) }
        }
    }
}
