import FlowFeatures
import FlowRecords
import FlowScores
import XCTest

@testable import FlowReport

/// The scores section: a chart per score with its latest rounded value and tier, and no
/// insights part without check-ins.
final class ReportScoresTests: XCTestCase {
    func testAChartPerScoreWithItsLatestValue() throws {
        let (input, html) = try referenceSection(ScoresSection.self)
        XCTAssertEqual(count("<figure>", in: html), ScoreKind.allCases.count)
        // The latest value of each score given in the range, as the scores computed it.
        let last = try XCTUnwrap(input.scores.last)
        XCTAssertNotNil(last.all.first { $0.kind == .recovery }?.rounded)
        for kind in [ScoreKind.recovery, .sleep, .strain, .stress] {
            if let s = last.all.first(where: { $0.kind == kind }), let rounded = s.rounded {
                XCTAssertTrue(html.contains("data-score=\"\(kind.rawValue)\" data-rounded=\"\(rounded)\""), "\(kind)")
            }
        }
        // No daytime values in the hand-made rows: Stress is never given.
        XCTAssertTrue(html.contains("<b>Stress</b>: not given in this range"), html)
        XCTAssertFalse(html.contains("What your evenings go with"))
        XCTAssertEqual(ScoresSection.bands(.recovery).first?.cssClass.hasPrefix("tier-"), true)
        // Each chart's scale: 0, 50 and 100 of the score, and dates from the range's first day;
        // every score but Stress is drawn (the rows' steps give Activeness from steps alone, and
        // their measured mid-sleep and time in bed the Ayurvedic timing, with its caveat).
        XCTAssertEqual(count(">score, 0-100</text>", in: html), ScoreKind.allCases.count - 1)
        XCTAssertEqual(count(">50</text>", in: html), ScoreKind.allCases.count - 1)
        XCTAssertEqual(count(">Jan 1</text>", in: html), ScoreKind.allCases.count - 1)
        XCTAssertTrue(html.contains("(a traditional timing rule, not a measurement)</figcaption>"), html)
        XCTAssertFalse(html.contains("Building baseline") || html.contains("No HRV"))
        // The Sleep score's duration as slept against need: row 39 slept 7 h.
        XCTAssertTrue(
            html.contains(" · slept 7 h of \(NumberFormat.hoursMinutes(last.need.hours)) needed</figcaption>"), html)
    }

    /// An export that never has HRV is not "building" a baseline: it says there is none.
    func testNoHRVInTheExportIsSaidOnce() throws {
        var input = try referenceInput()
        for k in input.rows.indices {
            input.rows[k].provenance[Feature.hrvSDNN.index] = .baseline
            input.rows[k].flags[MissingFlag.hrvMissing.index] = true
        }
        input.scores = ReferenceScores.scores(rows: input.rows)
        // SPEC 14's flag stays set (the JSON keeps it); the words are not said.
        XCTAssertEqual(input.scores.filter(\.buildingBaseline).count, 40)
        XCTAssertEqual(input.scores.filter(\.saysBuildingBaseline).count, 0)
        let html = sectionMarkup(ScoresSection.self, input)
        XCTAssertEqual(count("No HRV in this export", in: html), 1, html)
        XCTAssertFalse(html.contains("Building baseline"))
        // Ten mornings with HRV and thirty without: a baseline can still come, so it is building.
        for k in 30..<40 { input.rows[k].provenance[Feature.hrvSDNN.index] = .observed }
        input.scores = ReferenceScores.scores(rows: input.rows)
        XCTAssertTrue(sectionMarkup(ScoresSection.self, input).contains("Building baseline"))
    }
}
