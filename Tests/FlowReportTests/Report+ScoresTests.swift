import FlowScores
import XCTest

@testable import FlowReport

/// The scores section: a chart per score with its latest rounded value and tier, and no
/// insights part without check-ins.
final class ReportScoresTests: XCTestCase {
    func testAChartPerScoreWithItsLatestValue() throws {
        let (input, html) = try referenceSection(ScoresSection.self)
        XCTAssertEqual(count("<figure>", in: html), 4)
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
    }
}
