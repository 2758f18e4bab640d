import FlowApp
import FlowDatabase
import FlowRecords
import XCTest

@testable import FlowCommandLine

/// `flow library` in words and JSON, and what a deletion says.
final class LibraryTextTests: XCTestCase {
    let result = ShowLibrary.Result(
        library: "/l.sqlite",
        sources: [
            Library.SourceHoldings(
                source: "Ring", kinds: [("resting_hr", 30, "2026-06-01", "2026-06-30")], lastImport: "t2"),
            Library.SourceHoldings(
                source: "Watch",
                kinds: [
                    ("sleep", 1200, "2026-05-31", "2026-06-30"), ("heart_rate", 43_000, "2026-06-01", "2026-06-30"),
                ],
                lastImport: nil),
        ], imports: 3, lastImport: "t2")

    func testTheHoldings() {
        XCTAssertEqual(
            LibraryText.text(result),
            """
            /l.sqlite: 44,230 records from 2 sources, 3 imported files, the last on t2
              Ring (last import t2)
                resting_hr: 30, 2026-06-01 to 2026-06-30
              Watch
                sleep: 1,200, 2026-05-31 to 2026-06-30
                heart_rate: 43,000, 2026-06-01 to 2026-06-30

            """)
        let json = LibraryText.json(result)
        XCTAssertEqual(json["records"], .number(44_230))
        XCTAssertEqual(json["sources"]?.array?.last?["last_import"], .null)
        XCTAssertEqual(json["sources"]?.array?.last?["kinds"]?.array?.last?["records"], .number(43_000))
    }

    /// A Takeout's clocks under its source: each line as the import gave it.
    func testTheClocks() {
        var r = result
        r.clocks = ["Watch": ["clock 2026-05-31 to 2026-06-14: UTC+1, inferred: 14 of 14 nights with evidence fit it"]]
        r.clocks["Ring"] = ["Europe/Oslo, the zone given"]
        let text = LibraryText.text(r)
        XCTAssertTrue(
            text.contains("    resting_hr: 30, 2026-06-01 to 2026-06-30\n    clock: Europe/Oslo, the zone given\n"),
            text)
        XCTAssertTrue(
            text.hasSuffix(
                "    heart_rate: 43,000, 2026-06-01 to 2026-06-30\n    clock 2026-05-31 to 2026-06-14: UTC+1, inferred: "
                    + "14 of 14 nights with evidence fit it\n"), text)
    }

    func testWhatADeletionSays() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-06-01"))
        XCTAssertEqual(
            LibraryText.forgotten(.init(records: 1_234, deleted: false), .before(day), library: "/l.sqlite"),
            "1,234 records that end before 2026-06-01 (and the check-ins of evenings before it) would be deleted "
                + "from /l.sqlite; nothing was deleted: add --yes to delete them\n")
        XCTAssertEqual(
            LibraryText.forgotten(.init(records: 12, deleted: true), .checkins, library: "/l.sqlite"),
            "deleted 12 check-in answers from /l.sqlite (overwritten in the file)\n")
        XCTAssertEqual(
            LibraryText.forgotten(.init(records: 30, deleted: true), .source("Ring"), library: "/l.sqlite"),
            "deleted 30 records of Ring from /l.sqlite (overwritten in the file)\n")
    }
}
