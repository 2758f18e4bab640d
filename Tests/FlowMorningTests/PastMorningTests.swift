import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowVitals
import XCTest

@testable import FlowMorning

/// The cards of the last mornings, each as of its own morning.
final class PastMorningTests: XCTestCase {
    private func past(_ rows: [FeatureRow], count: Int) throws -> [PastMorning] {
        let (_, scores) = try lastMorning(rows)
        return PastMorning.cards(
            count: count, endingAt: rows.last!.day, rows: rows,
            results: FlowScorer(model: try RecoveryModel.reference()).score(rows: rows), scores: scores,
            vitals: Vitals.nights(FeatureTable(settings: FeatureSettings(), rows: rows)), freeDays: .weekend)
    }

    /// Night 38 is `CardRuleTests`' very low night (2 h asleep, no deep or REM sleep, 7 wakes,
    /// HRV 25, sleeping HR 80) against its need of 8.16: that morning raised a Very low Sleep and the debt it left
    /// (min(2, ½ · 6.16) = 2 h, as `CardRuleTests` works out). Night 39 needed 8.16 + 2 = 10.16
    /// and slept the usual 8.5: ½ · 1.66 = 0.83 h carried, under the hour of a card; night 40
    /// needed 8.16 + 0.83 and slept 8.5: 0.25 h. Newest first: 40 and 39 quiet, 38 two cards.
    func testTheLastThreeMorningsNewestFirst() throws {
        let rows = morningRows([
            38: [
                .sleepHours: 2, .inBedHours: 3, .deepShare: 0, .remShare: 0, .wakeCount: 7, .hrvSDNN: 25,
                .sleepingHR: 80,
            ]
        ])
        let three = try past(rows, count: 3)
        XCTAssertEqual(three.map(\.day), [rows[40].day, rows[39].day, rows[38].day])
        XCTAssertEqual(three[0].cards, [])
        XCTAssertEqual(three[1].cards, [])
        // Its HRV (25) and sleeping HR (80) also lie far outside 28 identical nights' range.
        XCTAssertEqual(three[2].cards.map(\.rule), [.vitalOutside, .vitalOutside, .lowScore, .sleepDebt])
        XCTAssertEqual(try XCTUnwrap(three[2].cards.last).value, 2, accuracy: 1e-12)
        // As of the morning it was raised: that morning's own card, word for word.
        let (asOf38, _) = try lastMorning(Array(rows[...38]))
        XCTAssertEqual(three[2].cards, asOf38.cards)
    }

    /// More mornings asked for than the history holds: every row, and no more.
    func testMoreThanTheHistoryHolds() throws {
        let rows = morningRows()
        let all = try past(rows, count: 100)
        XCTAssertEqual(all.count, rows.count)
        XCTAssertEqual(all.last?.day, rows[0].day)
    }

    /// A morning as of itself is never stale: its own night is its today's (rows all measured).
    func testNoStaleCardAsOfItsOwnMorning() throws {
        let rows = morningRows()
        XCTAssertFalse(try past(rows, count: 5).contains { $0.cards.contains { $0.rule == .staleData } })
    }
}
