import FlowInference
import XCTest

@testable import FlowReport

/// Today's section: the last scored morning of the range, big, with its state and drivers; a
/// range without one says why.
final class ReportTodayTests: XCTestCase {
    func testTheLastScoredMorning() throws {
        let input = try referenceInput()
        let latest = try XCTUnwrap(input.results.last?.score)
        let html = sectionMarkup(TodaySection.self, input)
        XCTAssertEqual(latest.day.description, "2026-02-09")
        XCTAssertTrue(
            html.contains(
                "<span class=\"big\" data-flow=\"\(latest.flow)\">\(latest.roundedFlow)</span> "
                    + "<span class=\"state\">\(latest.state.rawValue)</span> on 2026-02-09"), html)
        // 28 scorable mornings before it: the full phase, so no phase note; the waterfall starts at the usual day.
        XCTAssertFalse(html.contains("class=\"phase\""))
        XCTAssertEqual(TodaySection.startLabel(input.model), "usual day")
    }

    func testARangeWithoutAScoredMorning() throws {
        var input = try referenceInput()
        input.results = input.results.map { .unscored($0.day, .noNightData) }
        XCTAssertEqual(
            sectionMarkup(TodaySection.self, input),
            "<p class=\"empty\">No morning in this range could be scored: nothing was measured at night (a main sleep, "
                + "a resting heart rate, an HRV reading or the sleeping heart rate).</p>")
    }
}
