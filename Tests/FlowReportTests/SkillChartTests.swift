import FlowInference
import FlowStatistics
import XCTest

@testable import FlowReport

/// The skill chart's scale: at least −0.5…0.5, widened to every dot and bar end, never past −2 or 1.
final class SkillChartTests: XCTestCase {
    private func verdict(mean: Double?, interval: SkillInterval?) -> Verdict {
        Verdict(
            days: 30, meanRMSE: 1, persistenceRMSE: 1, recentRMSE: 1, skillVsMean: mean, skillVsPersistence: nil,
            skillVsRecent: nil, meanInterval: interval)
    }

    func testTheScale() {
        XCTAssertEqual(SkillChart.range(verdict(mean: 0.1, interval: SkillInterval(lo: -0.2, hi: 0.3))), -0.5...0.5)
        XCTAssertEqual(SkillChart.range(verdict(mean: 0.6, interval: SkillInterval(lo: -0.9, hi: 0.8))), -0.9...0.8)
        XCTAssertEqual(SkillChart.range(verdict(mean: -3, interval: SkillInterval(lo: -5, hi: 1.5))), -2...1)
        XCTAssertEqual(SkillChart.range(verdict(mean: nil, interval: nil)), -0.5...0.5)
    }

    func testARowPerBaseline() {
        let markup = SkillChart.svg(verdict(mean: 0.3, interval: SkillInterval(lo: 0.1, hi: 0.5)), width: 600).markup
        XCTAssertTrue(markup.contains(">vs your average<"))
        XCTAssertTrue(markup.contains(">vs your recent level<"))
        XCTAssertEqual(markup.components(separatedBy: "<line class=\"interval beats\"").count - 1, 1)
    }
}
