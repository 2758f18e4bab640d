import FlowApp
import FlowImport
import FlowRecords
import XCTest

@testable import FlowCommandLine

/// What `flow import` says: per file what was added and held already, what was rejected and its
/// dates, or that it was imported before; then what the library holds.
final class ImportTextTests: XCTestCase {
    func testEachFileThenTheLibrary() throws {
        var report = ImportReport(file: "export.zip")
        report.format = "Apple Health"
        report.reject(.exactDuplicate, line: 3)
        report.reject(.exactDuplicate, line: 9)
        report.reject(.nonNumeric, line: 4)
        report.dates[.steps] = try XCTUnwrap(CalendarDay(iso: "2026-07-11"))...XCTUnwrap(CalendarDay(iso: "2026-07-12"))
        report.dates[.sleep] = try XCTUnwrap(CalendarDay(iso: "2026-07-10"))...XCTUnwrap(CalendarDay(iso: "2026-07-11"))
        let result = ImportHistory.Result(
            library: "/l.sqlite", created: true,
            parts: [
                ImportHistory.Part(name: "export.zip", report: report, added: 12_345, alreadyThere: 6),
                ImportHistory.Part(name: "old.zip", importedBefore: "2026-07-01T06:00:00+00:00"),
            ], records: 20_000, imports: 2)
        XCTAssertEqual(
            ImportText.text(result),
            """
            library /l.sqlite (made now):
              export.zip, read as Apple Health: 12,345 added, 6 already there, 3 rejected (exact duplicate 2, non-numeric value 1), dated 2026-07-10 to 2026-07-12
              old.zip: imported before (2026-07-01T06:00:00+00:00), not read again
            it holds 20,000 records from 2 imported files; every command reads it when no --history is given

            """)
    }

    /// A check-in file: answers added, replaced and held already, and each line left out named
    /// (the first five, then an ellipsis).
    func testACheckinFile() {
        var part = ImportHistory.Part(name: "checkins.csv", added: 1_341, alreadyThere: 4)
        part.checkins = (1, (3...8).map { CheckinFile.Rejected(line: $0, problem: "bad") })
        let result = ImportHistory.Result(library: "/l.sqlite", created: false, parts: [part], records: 10, imports: 2)
        XCTAssertEqual(
            ImportText.text(result).split(separator: "\n")[1],
            "  checkins.csv, read as check-ins: 1,341 check-in answers added, 1 replaced, 4 already there, 6 lines left out (line 3: bad; "
                + "line 4: bad; line 5: bad; line 6: bad; line 7: bad; …)")
    }
}
