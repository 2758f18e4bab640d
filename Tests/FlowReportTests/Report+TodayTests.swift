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

    /// A brand-new history: the last morning is still calibrating, so the first screen says how
    /// many nights remain (3 − 1 = 2) instead of drawing nothing.
    func testANewHistorySaysHowManyNightsRemain() throws {
        var input = try referenceInput()
        input.results = input.results.enumerated().map { i, r in .calibrating(r.day, nights: i == 0 ? 0 : 1) }
        let html = sectionMarkup(TodaySection.self, input)
        XCTAssertTrue(html.contains("<span class=\"phase\">1 of 3 nights</span>"), html)
        XCTAssertTrue(html.contains("the first Recovery Flow comes after 2 more measured nights."), html)
        XCTAssertTrue(
            sectionMarkup(FlowSection.self, input).contains(
                "the first mornings are calibrating against your own nights"))
    }
}
