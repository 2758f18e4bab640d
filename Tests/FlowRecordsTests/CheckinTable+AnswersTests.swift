import FlowRecords
import XCTest

/// Check-ins from answers as logged (alcohol put in its category) and several tables merged.
final class CheckinTableAnswersTests: XCTestCase {
    /// Two evenings: drinks 2 (category 1) and 4 (category 3), a yes/no, a stress; a behaviour
    /// not among the columns comes after them; a later answer of a name on one evening stands.
    func testAnswersBecomeATable() throws {
        let d = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        let table = CheckinTable(
            answers: [
                (d, "alcohol", 2), (d, "stress", 4), (d.adding(days: 1), "sauna", 1), (d.adding(days: 1), "alcohol", 4),
                (d, "meditation", 0), (d, "meditation", 1),
            ], columns: ["alcohol", "meditation", "stress"])
        XCTAssertEqual(table.behaviours, ["alcohol", "meditation", "sauna"])
        XCTAssertEqual(
            table.days,
            [
                CheckinDay(day: d, values: [1, 1, nil], stress: 4),
                CheckinDay(day: d.adding(days: 1), values: [3, nil, 1], stress: nil),
            ])
        XCTAssertEqual(CheckinTable(answers: []).days, [])
    }

    func testCheckinsMergeEveningByEvening() {
        let d = CalendarDay(year: 2026, month: 3, day: 1)!
        let whoop = CheckinTable(behaviours: ["read_in_bed"], days: [CheckinDay(day: d, values: [1], stress: nil)])
        let mine = CheckinTable(
            behaviours: ["alcohol", "read_in_bed"],
            days: [
                CheckinDay(day: d, values: [1, nil], stress: 3),
                CheckinDay(day: d.adding(days: 1), values: [nil, 0], stress: nil),
            ])
        let merged = CheckinTable.merged([whoop, mine])
        XCTAssertEqual(merged?.behaviours, ["read_in_bed", "alcohol"])
        // The first evening keeps WHOOP's answer (the second table has none for it) and gains alcohol and stress.
        XCTAssertEqual(
            merged?.days,
            [
                CheckinDay(day: d, values: [1, 1], stress: 3),
                CheckinDay(day: d.adding(days: 1), values: [0, nil], stress: nil),
            ])
        XCTAssertNil(CheckinTable.merged([]))
    }
}
