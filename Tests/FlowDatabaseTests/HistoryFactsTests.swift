import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowDatabase

/// What a history knows besides its records, kept and merged import by import.
final class HistoryFactsTests: FolderTestCase {
    func testFactsMergeAcrossImports() throws {
        let db = try SQLiteConnection(path: path("f.sqlite"), name: "f", create: true)
        try db.execute(HistoryFacts.definition)
        var a = history(oneNight)
        a.nightlyRestingHRSources = ["Ring"]
        a.statedSex = (.male, "export.xml")
        let day = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        a.checkins = CheckinTable(behaviours: ["tea"], days: [CheckinDay(day: day, values: [1], stress: nil)])
        // The ring added records, the watch none: only the ring's last import is set.
        let ring = try XCTUnwrap(a.sources.firstIndex(of: "Ring"))
        XCTAssertTrue(try HistoryFacts.insert(a, importedAt: "t1", added: [ring: 1], into: db))
        // A later history of the ring without the flag keeps it; the same sex is no change; the
        // same evening answered again takes the later answer.
        var b = history(oneNight)
        b.statedSex = (.male, "newer.xml")
        b.checkins = CheckinTable(behaviours: ["tea"], days: [CheckinDay(day: day, values: [0], stress: 3)])
        XCTAssertFalse(try HistoryFacts.insert(b, importedAt: "t2", added: [:], into: db))
        var back = RecordHistory()
        _ = back.source(named: "Ring")
        try HistoryFacts.read(into: &back, from: db)
        XCTAssertEqual(back.nightlyRestingHRSources, ["Ring"])
        XCTAssertEqual(back.statedSex?.from, "newer.xml")
        XCTAssertEqual(back.checkins?.days.first?.values, [0])
        XCTAssertEqual(back.checkins?.days.first?.stress, 3)
        XCTAssertEqual(
            try db.rows("SELECT source, last_import FROM sources ORDER BY source"),
            [[.text("Ring"), .text("t1")], [.text("Watch"), .null]])
        b.statedSex = (.female, "newer.xml")
        XCTAssertTrue(try HistoryFacts.insert(b, importedAt: "t3", added: [:], into: db))
    }
}
