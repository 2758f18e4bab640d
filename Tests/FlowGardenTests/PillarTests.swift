import FlowFeatures
import FlowGarden
import FlowRecords
import FlowTestSupport
import XCTest

final class PillarTests: XCTestCase {
    private func sleepRow(hours: Double, efficiency: Double) -> FeatureRow {
        row(0, [.sleepHours: hours, .sleepEfficiency: efficiency, .steps: 0, .activeHours: 0])
    }

    /// The thresholds include their bounds: 7 h at 0.85 is good, a hair less is not.
    func testTheSleepThresholdsIncludeTheirBounds() {
        XCTAssertEqual(Pillar.sleep.mark(sleepRow(hours: 7, efficiency: 0.85), score: nil), .good)
        XCTAssertEqual(Pillar.sleep.mark(sleepRow(hours: 6.99, efficiency: 0.95), score: nil), .notGood)
        XCTAssertEqual(Pillar.sleep.mark(sleepRow(hours: 8, efficiency: 0.849), score: nil), .notGood)
        XCTAssertEqual(Pillar.sleep.mark(row(0, [:], flags: [.sleepMissing]), score: nil), .unrecorded)
        XCTAssertEqual(Pillar.sleep.mark(nil, score: nil), .unrecorded)
    }

    func testTheActivityThresholds() {
        XCTAssertEqual(Pillar.activity.mark(row(0, [.steps: 7000, .activeHours: 6]), score: nil), .good)
        XCTAssertEqual(Pillar.activity.mark(row(0, [.steps: 12000, .activeHours: 5]), score: nil), .notGood)
        XCTAssertEqual(Pillar.activity.mark(row(0, [:], flags: [.stepsMissing]), score: nil), .unrecorded)
    }

    /// A day with only a daily step total (steps observed, active hours not: SPEC 13 as amended):
    /// recorded, and its steps alone decide; observed active hours still count when there are some.
    func testADailyStepTotalDecidesAlone() {
        let total = scoredRow(0, [.steps: 7000, .activeHours: 0], estimated: [.activeHours])
        XCTAssertEqual(Pillar.activity.mark(total, score: nil), .good)
        let short = scoredRow(0, [.steps: 6999, .activeHours: 9], estimated: [.activeHours])
        XCTAssertEqual(Pillar.activity.mark(short, score: nil), .notGood)
        XCTAssertEqual(Pillar.activity.mark(scoredRow(0, [.steps: 9000, .activeHours: 5.5]), score: nil), .notGood)
        let noSteps = scoredRow(0, [.steps: 9000, .activeHours: 7], estimated: [.steps])
        XCTAssertEqual(Pillar.activity.mark(noSteps, score: nil), .unrecorded)
    }
}
