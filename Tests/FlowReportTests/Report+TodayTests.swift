import FlowInference
import FlowRecords
import FlowTonight
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

    /// Beside the Flow, the morning as `flow today` gathers it: last night (row 39 slept 7 +
    /// (39 mod 3) · 0.5 = 7 h) against its need with the scores, tonight's plan into Tuesday
    /// 2026-02-10, a work day (every row's wake time is 3.5 + 7.75 / 2), and the check-in.
    func testTheMorningBesideTheFlow() throws {
        let input = try referenceInput()
        let html = sectionMarkup(TodaySection.self, input)
        let need = try XCTUnwrap(input.scores.last?.need)
        XCTAssertEqual(need.day.description, "2026-02-09")
        XCTAssertTrue(
            html.contains("Last night: slept 7 h of the \(NumberFormat.hoursMinutes(need.hours)) it needed. Sleep "),
            html)
        let morning = try XCTUnwrap(input.morning)
        XCTAssertEqual(morning.day, need.day)
        XCTAssertTrue(html.contains("<p class=\"checkin\">\(morning.checkinSentence)</p>"), html)
        let tonight = morning.tonight
        XCTAssertEqual(tonight.need.day.description, "2026-02-10")
        XCTAssertEqual(tonight.morning, .work)
        XCTAssertEqual(try XCTUnwrap(tonight.usualWake), 3.5 + 7.75 / 2, accuracy: 1e-12)
        // The plan's bedtime (the fullest level that can be kept), as flow tonight leads with it.
        let plan = try XCTUnwrap(tonight.plan)
        XCTAssertTrue(html.contains("data-bedtime=\"\(ClockTime.text(plan.bedtime))\""), html)
        XCTAssertTrue(html.contains("Tonight: in bed by \(ClockTime.text(plan.bedtime)). "), html)
        XCTAssertTrue(html.contains("(work day).</span> <span class=\"note\">"), html)
        // The last 14 mornings' cards folded under the morning, one item a morning, newest first.
        XCTAssertEqual(morning.past.map(\.day.description).first, "2026-02-09")
        XCTAssertEqual(morning.past.count, 14)
        XCTAssertTrue(html.contains("<details class=\"past\"><summary>The last 14 mornings: "), html)
        XCTAssertEqual(html.components(separatedBy: "<li data-date=").count - 1, 14)
    }

    /// A report made ten days after its last night shows the cards of that morning, first the stale data.
    func testTheCardsOfTheMorning() throws {
        let (history, range) = try referenceHistory(named: "h.csv")
        let input = history.report(
            range: range, records: nil, checkins: nil, quality: nil, today: range.upperBound.adding(days: 10),
            toolVersion: "t")
        let html = sectionMarkup(TodaySection.self, input)
        XCTAssertTrue(
            html.contains(
                "<ul class=\"cards\"><li class=\"card\" data-rule=\"stale_data\">No new night since 9 February.</li>"),
            html)
    }

    func testARangeWithoutAScoredMorning() throws {
        var input = try referenceInput()
        input.results = input.results.map { .unscored($0.day, .noNightData) }
        let html = sectionMarkup(TodaySection.self, input)
        XCTAssertTrue(
            html.hasPrefix(
                "<p class=\"empty\">No morning in this range could be scored: nothing was measured at night (a main "
                    + "sleep, a resting heart rate, an HRV reading or the sleeping heart rate).</p>"), html)
        XCTAssertTrue(html.contains("<p class=\"tonight\">"), html)  // tonight's plan needs no score
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
