import FlowApp
import FlowGarden
import FlowKit
import FlowRecords
import FlowTestSupport
import XCTest

/// `GrowGarden`: the garden of a scored history as of a day.
final class GrowGardenTests: FolderTestCase {
    func testAsOfADay() throws {
        let part = try sampleRecords(before: "2026-02-15")
        let request = ScoredRequest(history: HistoryRequest(path: part.path), modelFile: nil, labels: nil)
        let last = try GrowGarden.run(request, asOf: nil)
        XCTAssertEqual(last.garden.asOf?.description, "2026-02-15")  // the night of 02-14 ends on 02-15
        XCTAssertTrue(last.scored)
        // The sample's first morning has no data: nothing scored yet then.
        let first = try GrowGarden.run(request, asOf: try XCTUnwrap(CalendarDay(iso: "2026-01-01")))
        XCTAssertFalse(first.scored)
        XCTAssertThrowsError(try GrowGarden.run(request, asOf: try XCTUnwrap(CalendarDay(iso: "2027-01-01"))))
    }
}
