import FlowFeatures
import XCTest

@testable import FlowScores

final class TierTests: XCTestCase {
    /// Every threshold, with the tier on each side of it: Recovery and Sleep are read from the
    /// top down (a cut is the lowest score of its tier), Stress and Strain from the bottom up.
    func testEveryBoundary() {
        let five: [Tier] = [.excellent, .good, .fair, .low, .veryLow]
        let downward: [(ScoreKind, [Int])] = [(.recovery, [85, 70, 50, 30]), (.sleep, [90, 75, 60, 40])]
        for (kind, cuts) in downward {
            for (k, cut) in cuts.enumerated() {
                XCTAssertEqual(Tier(kind, rounded: cut), five[k], "\(kind) \(cut)")
                XCTAssertEqual(Tier(kind, rounded: cut - 1), five[k + 1], "\(kind) \(cut - 1)")
            }
        }
        // Stress: up to 20 Excellent, 21 Good, ...; Strain: under 20 Rest, 20 Light, ...
        for (k, cut) in [20, 40, 60, 80].enumerated() {
            XCTAssertEqual(Tier(.stress, rounded: cut), five[k], "stress \(cut)")
            XCTAssertEqual(Tier(.stress, rounded: cut + 1), five[k + 1], "stress \(cut + 1)")
            let strain: [Tier] = [.rest, .light, .moderate, .high, .allOut]
            XCTAssertEqual(Tier(.strain, rounded: cut - 1), strain[k], "strain \(cut - 1)")
            XCTAssertEqual(Tier(.strain, rounded: cut), strain[k + 1], "strain \(cut)")
        }
    }

    /// 84.5 rounds half away from zero to 85: Excellent, not Good.
    func testRoundingHalfAwayFromZero() {
        XCTAssertEqual(Tier.rounded(84.5), 85)
        XCTAssertEqual(Tier(.recovery, rounded: Tier.rounded(84.5)), .excellent)
        XCTAssertEqual(Tier.rounded(84.49999), 84)
    }
}

/// The bands a chart draws come from the tier rule itself: Recovery is Excellent from a rounded
/// 85, so its band starts at 84.5; Stress is Excellent up to 20, so that band ends at 20.5.
final class TierBandTests: XCTestCase {
    func testBandsRunBetweenTheHalfPointsWhereTheTierChanges() {
        let recovery = Tier.bands(.recovery)
        XCTAssertEqual(recovery.map(\.tier), [.excellent, .good, .fair, .low, .veryLow])
        XCTAssertEqual(recovery.map(\.range.lowerBound), [84.5, 69.5, 49.5, 29.5, 0])
        XCTAssertEqual(recovery.map(\.range.upperBound), [100, 84.5, 69.5, 49.5, 29.5])
        let stress = Tier.bands(.stress)
        XCTAssertEqual(stress.map(\.tier), [.veryLow, .low, .fair, .good, .excellent])
        XCTAssertEqual(stress.last?.range, 0...20.5)
    }
}

/// The four kinds as the help describes them.
final class ScoreKindTests: XCTestCase {
    /// The help's recipe of each weighted score gives the weights its parts carry on a day
    /// with every part measured (none left out, so none rescaled).
    func testEachRecipeGivesTheWeightsItsScoreUses() throws {
        let rows = scoreRows(
            31, usual: usualDay,
            changes: [30: [.sleepHours: 7, .deepShare: 0.15, .remShare: 0.2, .hrvSDNN: 48, .wakeCount: 2]])
        let d = DayInputs(rows: rows, i: 30, columns: ObservedColumns(rows))
        let sleep = SleepScore.score(d, needHours: 8.09)
        let strain = Score(kind: .strain, value: 30, unclamped: 30, components: [], missing: [], baselineDays: [])
        let recovery = RecoveryScore.score(d, sleep: sleep, strain: strain)
        /// The numbers before each " %" of a recipe, as fractions.
        func weights(_ kind: ScoreKind) -> [Double] {
            kind.recipe.split(separator: ",").compactMap { part in
                part.split(separator: " ").dropLast().last.flatMap { Double($0) }.map { $0 / 100 }
            }
        }
        XCTAssertEqual(weights(.sleep), [0.30, 0.30, 0.15, 0.15, 0.10])
        XCTAssertEqual(sleep.components.map(\.weight), weights(.sleep))
        XCTAssertEqual(weights(.recovery), [0.40, 0.25, 0.25, 0.10])
        XCTAssertEqual(recovery.components.map(\.weight), weights(.recovery))
    }
}
