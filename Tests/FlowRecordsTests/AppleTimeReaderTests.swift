import XCTest

@testable import FlowRecords

final class AppleTimeReaderTests: XCTestCase {
    private func read(_ text: String, with reader: inout AppleTimeReader) -> Timestamp? {
        var copy = text
        return copy.withUTF8 { reader.read($0) }
    }

    /// 2026-03-01 is day 20513 since 1970-01-01 (TimestampParserTests works it out), so its
    /// local midnight at +01:00 is 20513 × 86,400 − 3,600 seconds after the epoch.
    func testARunOfTimesOnOneDayAndTheDaysAfterIt() throws {
        var reader = AppleTimeReader()
        let midnight = 20513.0 * 86_400 - 3600
        let day: [(String, Double)] = [
            ("2026-03-01 23:10:00 +0100", midnight + 23 * 3600 + 600),
            ("2026-03-01 00:00:00 +0100", midnight),
            ("2026-03-01 23:59:59 +0100", midnight + 86_399),
            // The next day on the same clock, then the same local midnight two hours east.
            ("2026-03-02 00:00:00 +0100", midnight + 86_400),
            ("2026-03-02 00:00:00 +0300", midnight + 86_400 - 7200),
            ("2026-03-02 06:30:15 +0300", midnight + 86_400 - 7200 + 6 * 3600 + 1815),
            // West of UTC: 2026-03-02 00:00 at −05:00 is 05:00 UTC that day.
            ("2026-03-02 00:00:00 -0500", 20514 * 86_400 + 5 * 3600),
            // Back to a day read before: read again, not mixed with the last one.
            ("2026-03-01 12:00:00 +0100", midnight + 12 * 3600),
        ]
        for (text, instant) in day {
            let t = try XCTUnwrap(read(text, with: &reader), text)
            XCTAssertEqual(t.instant, instant, text)
            XCTAssertEqual(t, try TimestampParser.parse(text).get(), text)
        }
        XCTAssertEqual(read("2026-03-02 00:00:00 -0500", with: &reader)?.offsetSeconds, -18_000)
    }

    /// On a remembered day the time of day is still checked; another layout is left to the
    /// general parser; a bad date never becomes the remembered one.
    func testTimesOutOfRangeAndOtherLayoutsAreRefused() {
        var reader = AppleTimeReader()
        XCTAssertNotNil(read("2026-03-01 10:00:00 +0100", with: &reader))
        for text in [
            "2026-03-01 24:00:00 +0100", "2026-03-01 10:60:00 +0100", "2026-03-01 10:00:60 +0100",
            "2026-03-01 1a:00:00 +0100", "2026-03-01 10-00:00 +0100", "2026-03-01T10:00:00+01:00",
            "2026-03-01 10:00:00 +01", "2026-02-30 10:00:00 +0100", "2026-03-01 10:00:00 +1900",
        ] {
            XCTAssertNil(read(text, with: &reader), text)
        }
        // After the refusals the remembered day is still 2026-03-01 at +01:00.
        XCTAssertEqual(read("2026-03-01 10:00:01 +0100", with: &reader)?.instant, 20513 * 86_400 - 3600 + 36_001)
    }
}
