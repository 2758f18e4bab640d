import FlowApp
import FlowFeatures
import FlowInference
import FlowKit
import FlowMorning
import FlowRecords
import FlowTestSupport
import XCTest

/// `ShowToday`: the morning from the library (its stored table, check-ins and last import, the
/// records never read) is the morning from the files it was imported from.
final class ShowTodayTests: FolderTestCase {
    private let sample = TestPaths.package("Datasets/sample")

    private func request(_ history: String, checkins: String?, today: CalendarDay) -> ShowToday.Request {
        ShowToday.Request(
            scored: ScoredRequest(history: HistoryRequest(path: history), modelFile: nil, labels: nil), date: nil,
            checkins: checkins, freeDays: .weekend, today: today)
    }

    func testTheLibrarysMorningIsTheFilesMorning() throws {
        let records = sample.appendingPathComponent("records.csv").path
        let checkins = sample.appendingPathComponent("checkins.csv").path
        _ = try ImportHistory.run(
            ImportHistory.Request(
                inputs: [records, checkins], library: path("l.sqlite"), zone: nil,
                importedAt: 1_782_864_000, flowVersion: "test"))  // 2026-07-01T00:00:00Z
        let today = try XCTUnwrap(CalendarDay(iso: "2026-07-03"))
        let fromLibrary = try ShowToday.run(request(path("l.sqlite"), checkins: nil, today: today))
        let fromFiles = try ShowToday.run(request(records, checkins: checkins, today: today))
        XCTAssertNil(fromLibrary.load.loaded.records, "the library's stored table, not its records")
        let (a, b) = (fromLibrary.morning, fromFiles.morning)
        XCTAssertEqual(a.day, CalendarDay(iso: "2026-06-29"))
        XCTAssertEqual(a.day, b.day)
        XCTAssertEqual(a.flow, b.flow)
        XCTAssertEqual(a.scores, b.scores)
        XCTAssertEqual(a.vitals, b.vitals)
        XCTAssertEqual(a.tonight, b.tonight)
        XCTAssertEqual(a.insights, b.insights)
        XCTAssertEqual(a.findings.map(\.behaviour), ["alcohol"])
        // Four days after the last night (06-29 to 07-03): stale, and the library says its import.
        XCTAssertEqual(a.lastImport, CalendarDay(iso: "2026-07-01"))
        XCTAssertEqual(a.cards.first?.sentence, "No new night since 29 June: last import 1 July.")
        XCTAssertEqual(b.cards.first?.sentence, "No new night since 29 June.")
    }

    /// A library that holds no record (a check-in logged before any export) is said to be empty
    /// (66), naming what to do.
    func testAnEmptyLibrary() throws {
        let today = try XCTUnwrap(CalendarDay(iso: "2026-07-03"))
        _ = try LogCheckin.run(library: path("l.sqlite"), day: today, answers: [("stress", "2")], today: today)
        XCTAssertThrowsError(try ShowToday.run(request(path("l.sqlite"), checkins: nil, today: today))) { error in
            XCTAssertEqual((error as? FlowError)?.kind, .missingInput)
            XCTAssertEqual(
                "\(error)", "\(self.path("l.sqlite")): the library is empty: import an export first (flow import FILE)")
        }
    }
}
