import FlowApp
import FlowDatabase
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

/// `LogCheckin`: answers become cells (a flag 1, `=0` an explicit no, a number in its shortest
/// form), a file is started or updated, and each kind of bad answer is refused by name.
final class LogCheckinTests: FolderTestCase {
    private let today = CalendarDay(year: 2026, month: 5, day: 10)!

    func testAFileIsStartedThenOneEveningUpdated() throws {
        let file = path("checkins.csv")
        let first = try LogCheckin.run(
            file: file, day: nil, answers: [("alcohol", "2.50"), ("late-meal", nil), ("sauna", "0")], today: today)
        XCTAssertTrue(first.started)
        XCTAssertEqual(first.day, today)
        XCTAssertEqual(
            first.cells.map { "\($0.name)=\($0.value)" }, ["alcohol=2.5", "late_meal=1", "sauna=0"])
        let second = try LogCheckin.run(
            file: file, day: today.adding(days: -1), answers: [("stress", "4")], today: today)
        XCTAssertFalse(second.started)
        XCTAssertEqual(second.cells.map { "\($0.name)=\($0.value)" }, ["stress=4"])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let table = try CheckinsCSV.parse(text.split(separator: "\n").map(String.init), file: file)
        XCTAssertEqual(table.days.map(\.day), [today.adding(days: -1), today])
    }

    func testBadAnswersAreRefusedByName() {
        let cases: [((String, String?), String)] = [
            (("stress", "6"), "--stress takes 1 to 5, not '6'"),
            (("alcohol", nil), "--alcohol takes a number of 0 or more, not ''"),
            (("alcohol", "-1"), "--alcohol takes a number of 0 or more, not '-1'"),
            (("meditation", "2"), "--meditation is 0 or 1"),
            (("bad.name", nil), "--bad.name is not a behaviour name"),
            (("sauna", "nan"), "--sauna takes a number of 0 or more, not 'nan'"),
        ]
        for (answer, message) in cases {
            XCTAssertThrowsError(
                try LogCheckin.run(file: path("c.csv"), day: nil, answers: [answer], today: today)
            ) { error in XCTAssertEqual(error as? CommandError, .usage(message)) }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("c.csv")))
    }

    func testNothingToLogAndAnEveningTwoDaysAheadAreRefused() {
        XCTAssertThrowsError(try LogCheckin.run(file: path("c.csv"), day: nil, answers: [], today: today))
        XCTAssertNoThrow(
            try LogCheckin.run(file: path("c.csv"), day: today.adding(days: 1), answers: [("x", nil)], today: today))
        XCTAssertThrowsError(
            try LogCheckin.run(file: path("c.csv"), day: today.adding(days: 2), answers: [("x", nil)], today: today)
        ) { error in
            XCTAssertEqual(
                error as? CommandError,
                .usage(
                    "2026-05-12 is more than a day ahead of today (2026-05-10): "
                        + "a check-in is about an evening that has happened"))
        }
    }

    /// Without a file, an evening goes into the library (made when there is none): the drinks as
    /// logged, an answer given again replacing the one held.
    func testAnEveningInTheLibrary() throws {
        let logged = try LogCheckin.run(
            library: path("l.sqlite"), day: nil, answers: [("alcohol", "2"), ("meditation", nil)], today: today)
        XCTAssertTrue(logged.started)
        XCTAssertEqual(logged.day, today)
        XCTAssertEqual(logged.cells.map(\.value), ["2", "1"])
        let again = try LogCheckin.run(
            library: path("l.sqlite"), day: today, answers: [("alcohol", "5")], today: today)
        XCTAssertFalse(again.started)
        let table = try XCTUnwrap(try Library.reading(path("l.sqlite")).checkins())
        XCTAssertEqual(table.days, [CheckinDay(day: today, values: [5, 1], stress: nil)])  // 5 drinks: category 5
        XCTAssertThrowsError(
            try LogCheckin.run(
                library: path("l.sqlite"), day: today.adding(days: 2), answers: [("stress", "2")], today: today))
    }
}
