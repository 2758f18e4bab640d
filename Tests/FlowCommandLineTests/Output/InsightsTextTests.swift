import FlowRecords
import XCTest

@testable import FlowCommandLine
@testable import FlowScores

/// The insights in words: how many pairs were tested and found, each finding, the rest as
/// "could be chance", then the pairs short of days by behaviour, behaviours never done and
/// outcomes never measured.
final class InsightsTextTests: XCTestCase {
    /// A pair with its groups and, when tested, its test.
    static func pair(
        _ behaviour: String, _ outcome: Outcome, _ n: (Int, Int), test: InsightTest? = nil
    ) -> Insight {
        Insight(
            behaviour: behaviour, outcome: outcome, lagDays: 1,
            with: InsightGroup(Array(repeating: 1, count: n.0)), without: InsightGroup(Array(repeating: 0, count: n.1)),
            test: test)
    }

    static let report = InsightReport(
        insights: [
            pair(
                "alcohol", .restingHR, (12, 40),
                test: InsightTest(
                    difference: 6.14, low: 3.46, high: 8.71, df: 30, f: 1.2, p: 1e-5, pAdjusted: 4e-4, isFinding: true)),
            pair(
                "late_meal", .sleep, (14, 30),
                test: InsightTest(
                    difference: -1.26, low: -2.71, high: 0.19, df: 25, f: 1, p: 0.08, pAdjusted: 0.6, isFinding: false)),
            pair("sauna", .sleep, (2, 24)), pair("sauna", .recovery, (1, 20)), pair("stretching", .sleep, (0, 12)),
        ], notMeasured: [.hrvSDNN], neverDone: ["stretching"])

    func testTheWordsInOrder() {
        let text = InsightsText.text(InsightsTextTests.report)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "2 pairs tested; 1 finding after allowing for chance")
        XCTAssertEqual(
            lines[2],
            "  After the 12 evenings with alcohol your resting heart rate the next night stood 6.1 bpm higher, against "
                + "your own level, than after the 40 without [+3.5, +8.7]; more than chance explains.")
        XCTAssertEqual(lines[3], "Could be chance (1 pair, the strongest first):")
        XCTAssertEqual(
            lines[4],
            "  After the 14 evenings with late meal your Sleep score the next morning stood 1.3 points lower, against "
                + "your own level, than after the 30 without [\u{2212}2.7, +0.2]; could be chance.")
        XCTAssertEqual(lines[5], "Not enough days yet (10 with and 10 without):")
        XCTAssertEqual(lines[6], "  sauna: Sleep score 2 + 24, Recovery score 1 + 20")
        XCTAssertEqual(lines[7], "Never logged as done: stretching")
        XCTAssertEqual(lines[8], "HRV: not measured by this device")
        XCTAssertEqual(lines.count, 9)
    }

    func testNoOverlapAndNoFinding() {
        let none = InsightReport(
            insights: [InsightsTextTests.pair("alcohol", .sleep, (0, 0))], overlapsHistory: false,
            checkinDays: CalendarDay(year: 2027, month: 1, day: 1)!...CalendarDay(year: 2027, month: 2, day: 1)!)
        let text = InsightsText.text(none)
        XCTAssertTrue(
            text.contains(
                "No check-in date has a morning after it in this history (check-ins 2027-01-01 to 2027-02-01).\n"
                    + "0 pairs tested; none stands out from chance yet\n"), text)
    }

    /// The JSON keys of SPEC 14: top level `tested`, `findings`, `q`; per pair the test's keys,
    /// null for a pair short of days.
    func testTheJSONKeys() throws {
        let json = InsightsText.json(InsightsTextTests.report)
        XCTAssertEqual(json["tested"], .number(2))
        XCTAssertEqual(json["findings"], .number(1))
        XCTAssertEqual(json["q"], .number(0.05))
        XCTAssertEqual(json["not_measured"], .array([.string("hrv_sdnn")]))
        let pairs = try XCTUnwrap(json["insights"]?.array)
        XCTAssertEqual(pairs[0]["p_adjusted"], .number(4e-4))
        XCTAssertEqual(pairs[0]["f"], .number(1.2))
        XCTAssertEqual(pairs[0]["finding"], .bool(true))
        XCTAssertEqual(pairs[0]["ci95"], .array([.number(3.46), .number(8.71)]))
        XCTAssertEqual(pairs[2]["tested"], .bool(false))
        XCTAssertEqual(pairs[2]["p"], .null)
        XCTAssertEqual(pairs[2]["with"]?["sd"], .number(0))  // two equal values
        XCTAssertEqual(pairs[3]["with"]?["sd"], .null)  // one value: no sample sd
        XCTAssertEqual(pairs[4]["with"]?["mean"], .null)  // none
    }
}
