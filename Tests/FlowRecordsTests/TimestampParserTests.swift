import XCTest

@testable import FlowRecords

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

    /// Apple's spelling, read at fixed places, gives exactly what the general parser gives for
    /// the same time spelt the ISO way, or refuses it the same way: leap days, month and day
    /// limits, 23:59:59, offsets east and west up to 18 hours, and values just out of range.
    func testApplesSpellingReadAtFixedPlacesAgreesWithTheGeneralParser() {
        var checked = 0
        for (y, mo, d) in [
            (2024, 2, 29), (2026, 2, 29), (2026, 2, 28), (2026, 12, 31), (2026, 13, 1), (1999, 4, 31), (2100, 2, 29),
        ] {
            for (h, mi, s) in [(0, 0, 0), (23, 59, 59), (24, 0, 0), (12, 60, 0), (12, 0, 60)] {
                for (sign, oh, om) in [
                    ("+", 1, 0), ("-", 5, 30), ("+", 18, 0), ("+", 19, 0), ("-", 0, 60), ("+", 14, 45),
                ] {
                    let date = String(format: "%04d-%02d-%02d", y, mo, d)
                    let time = String(format: "%02d:%02d:%02d", h, mi, s)
                    let apple = "\(date) \(time) \(sign)" + String(format: "%02d%02d", oh, om)
                    let iso = "\(date)T\(time)\(sign)" + String(format: "%02d:%02d", oh, om)
                    var copy = apple
                    let fast = copy.withUTF8 { TimestampParser.appleTime($0) }
                    switch (TimestampParser.parse(apple), TimestampParser.parse(iso)) {
                    case (.success(let a), .success(let b)):
                        XCTAssertEqual(a, b, apple)
                        XCTAssertEqual(fast, b, apple)
                    case (.failure(let a), .failure(let b)):
                        XCTAssertEqual(a, b, apple)
                        XCTAssertNil(fast, apple)
                    default: XCTFail("\(apple) and \(iso) disagree")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 7 * 5 * 6)
        // 2024-02-29 23:59:59 -05:30 is 2024-03-01 05:29:59 UTC: day 19783 since 1970.
        let expected: Double = 19783 * 86_400 + 5 * 3600 + 29 * 60 + 59
        XCTAssertEqual(try TimestampParser.parse("2024-02-29 23:59:59 -0530").get().instant, expected)
    }
}
