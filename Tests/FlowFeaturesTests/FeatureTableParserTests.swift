import FlowRecords
import XCTest

@testable import FlowFeatures

/// Runs `body` with the bytes of `text` as the parser's line type.
func withLine<T>(_ text: String, _ body: (FeatureTableParser.Bytes) throws -> T) rethrows -> T {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { try body($0[...]) }
}

/// The table's first two lines: the settings words a flow has added over time, and the four
/// headers it has written.
final class FeatureTableParserTests: XCTestCase {
    private let base = "# flow features: max_hr=190 sleep_need_hours=8 window_days=14 min_observations=5"

    func testEverySettingsWordIsRead() throws {
        var parser = FeatureTableParser(file: "t.csv")
        try withLine(
            base + " hrv=rmssd sex=female wrist_temp=deviation device_strain_scale=21 sessions=my%20srpe.csv"
                + " period_starts=2026-01-03,2026-01-31 cycle_days=30"
        ) { try parser.consumeSettings($0, number: 1) }
        XCTAssertEqual(parser.settings, FeatureSettings())
        XCTAssertEqual(parser.hrv, .rmssd)
        XCTAssertEqual(parser.sex, .female)
        XCTAssertTrue(parser.deviation)
        XCTAssertEqual(parser.strainScale, 21)
        XCTAssertEqual(parser.sessionsFile, "my srpe.csv")
        XCTAssertEqual(
            parser.starts, [CalendarDay(year: 2026, month: 1, day: 3)!, CalendarDay(year: 2026, month: 1, day: 31)!])
        XCTAssertEqual(parser.statedCycleDays, 30)
    }

    /// A table from before the words: SDNN, no sex, an absolute temperature, WHOOP's scale of 100.
    func testAnOlderSettingsLineHasTheDefaults() throws {
        var parser = FeatureTableParser(file: "t.csv")
        try withLine(base) { try parser.consumeSettings($0, number: 1) }
        XCTAssertEqual(parser.hrv, .sdnn)
        XCTAssertNil(parser.sex)
        XCTAssertFalse(parser.deviation)
        XCTAssertEqual(parser.strainScale, 100)
    }

    func testABadWordNamesItselfAndTheLine() {
        for (word, expected) in [
            ("hrv=rr", "is not hrv=sdnn or hrv=rmssd"), ("sex=x", "is not sex=female or sex=male"),
            ("device_strain_scale=-2", "is not a positive number"),
            ("period_starts=2026-01-03,3rd", "is not dates YYYY-MM-DD joined by commas"),
            ("cycle_days=0", "is not a number of days"),
        ] {
            var parser = FeatureTableParser(file: "t.csv")
            XCTAssertThrowsError(try withLine(base + " " + word) { try parser.consumeSettings($0, number: 1) }) {
                guard case InputError.badLine(let file, let line, let problem) = $0 else { return XCTFail("\($0)") }
                XCTAssertEqual(file, "t.csv")
                XCTAssertEqual(line, 1)
                XCTAssertEqual(problem, "the settings line's '\(word)' \(expected)")
            }
        }
        var parser = FeatureTableParser(file: "t.csv")
        XCTAssertThrowsError(try withLine("date,sleep_hours") { try parser.consumeSettings($0, number: 1) }) {
            XCTAssertTrue("\($0)".contains("starts with its settings line"), "\($0)")
        }
    }

    /// Each header a flow has written sets the column groups that follow it.
    func testTheFourHeadersAndTheirColumnGroups() throws {
        let headers: [(String, load: Bool, vitals: Bool, device: Bool)] = [
            (FeatureTable.header(withLoad: false), false, false, false),
            (FeatureTable.header(withLoad: true, vitals: false), true, false, false),
            (FeatureTable.csvHeader, true, true, false),
            (FeatureTable.header(withLoad: true, device: true), true, true, true),
        ]
        for (header, load, vitals, device) in headers {
            var parser = FeatureTableParser(file: "t.csv")
            try withLine(header) { try parser.consumeHeader($0) }
            XCTAssertEqual([parser.withLoad, parser.withVitals, parser.withDevice], [load, vitals, device], header)
            XCTAssertTrue(parser.sawHeader)
        }
        var parser = FeatureTableParser(file: "t.csv")
        XCTAssertThrowsError(try withLine("date,steps") { try parser.consumeHeader($0) }) {
            guard case InputError.badHeader(let file, _, let found) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual([file, found], ["t.csv", "date,steps"])
        }
    }
}
