import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// The check-ins kept in a library: answers added, replaced or held already; an evening
/// logged; read back merged with an export's journal; counted; forgotten.
final class CheckinAnswersTests: FolderTestCase {
    private let d = CalendarDay(iso: "2026-06-01")!

    func testAddedReplacedAndHeldAlready() throws {
        let library = try Library.writing(path("l.sqlite"))
        let first = try library.add(
            [], checkins: [([(d, "alcohol", 2), (d, "stress", 3), (d.adding(days: 1), "sauna", 1)], nil)],
            importedAt: "t1")
        XCTAssertEqual(first.checkins, [Library.CheckinsAdded(added: 3)])
        // A later file: alcohol 3 replaces 2, stress 3 is held already, a new evening added.
        let second = try library.add(
            [], checkins: [([(d, "alcohol", 3), (d, "stress", 3), (d.adding(days: 2), "alcohol", 0)], nil)],
            importedAt: "t2")
        XCTAssertEqual(second.checkins, [Library.CheckinsAdded(added: 1, replaced: 1, alreadyThere: 1)])
        // An evening logged: meditation new, alcohol replaced.
        XCTAssertEqual(
            try library.log([("meditation", 1), ("alcohol", 1)], on: d), Library.CheckinsAdded(added: 1, replaced: 1))
        let table = try XCTUnwrap(try Library.reading(path("l.sqlite")).checkins())
        XCTAssertEqual(table.behaviours, ["alcohol", "meditation", "sauna"])
        XCTAssertEqual(
            table.days,
            [
                CheckinDay(day: d, values: [1, 1, nil], stress: 3),  // 1 drink: category 1
                CheckinDay(day: d.adding(days: 1), values: [nil, nil, 1], stress: nil),
                CheckinDay(day: d.adding(days: 2), values: [0, nil, nil], stress: nil),
            ])
        let held = try library.checkinHoldings()
        XCTAssertEqual(held.evenings, 3)
        XCTAssertEqual(held.answers, 5)
        XCTAssertEqual(held.first, "2026-06-01")
        XCTAssertEqual(held.last, "2026-06-03")
    }

    /// An export's journal and the check-ins kept beside it read as one; where both answer an
    /// evening, the check-ins kept stand.
    func testMergedWithAJournal() throws {
        var whoop = history(oneNight)
        whoop.checkins = CheckinTable(
            behaviours: ["alcohol", "read_in_bed"],
            days: [CheckinDay(day: d, values: [0, 1], stress: nil)], questions: ["read_in_bed": "Read (in bed)"])
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(whoop, nil)], checkins: [([(d, "alcohol", 4)], nil)], importedAt: "t")
        let table = try XCTUnwrap(try library.checkins())
        XCTAssertEqual(table.behaviours, ["alcohol", "read_in_bed"])
        XCTAssertEqual(table.days, [CheckinDay(day: d, values: [3, 1], stress: nil)])
        XCTAssertEqual(table.questions, ["read_in_bed": "Read (in bed)"])  // the journal's question kept
        XCTAssertEqual(try library.checkinHoldings().answers, 2)  // alcohol answered twice counts once
        // The records read back carry the same check-ins.
        XCTAssertEqual(try library.history(name: "l").0.checkins, table)
    }

    /// `forget --checkins` takes every answer (the journal's too) and no record; `--before`
    /// takes the evenings before its day.
    func testForgotten() throws {
        var whoop = history(oneNight)
        whoop.checkins = CheckinTable(behaviours: ["read_in_bed"], days: [CheckinDay(day: d, values: [1], stress: nil)])
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add(
            [(whoop, nil)], checkins: [([(d, "alcohol", 1), (d.adding(days: 5), "alcohol", 0)], nil)], importedAt: "t")
        XCTAssertEqual(try library.count(.checkins), 3)
        // Before 2026-06-02: the night's 3 records (they end 2026-03-02) and the two answers of 06-01.
        XCTAssertEqual(try library.forget(.before(d.adding(days: 1))), 3)
        XCTAssertEqual(try library.recordCount(), 0)
        XCTAssertEqual(try library.checkinHoldings().answers, 1)
        XCTAssertEqual(try library.forget(.checkins), 1)
        XCTAssertNil(try library.checkins())
    }

    /// A library written before check-ins were kept (schema 2, no such table) reads as having
    /// none, and an evening logged brings it to the current schema.
    func testAnOlderLibrary() throws {
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(history(oneNight), nil)], importedAt: "t")
        try library.db.execute("DROP TABLE checkin_answers; PRAGMA user_version = 2")
        XCTAssertNil(try Library.reading(path("l.sqlite")).checkins())
        XCTAssertEqual(try Library.reading(path("l.sqlite")).checkinHoldings().answers, 0)
        XCTAssertEqual(try library.log([("stress", 2)], on: d), Library.CheckinsAdded(added: 1))
        XCTAssertEqual(try library.db.scalar("PRAGMA user_version"), .integer(Int64(Library.schemaVersion)))
    }
}
