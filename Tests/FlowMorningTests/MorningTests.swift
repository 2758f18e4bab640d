import FlowFeatures
import FlowInference
import FlowRecords
import XCTest

@testable import FlowMorning
@testable import FlowScores

/// The morning gathered: the parts of its day, the findings (at most three, the most certain
/// first), the check-in of the evening asked about, the last measured night.
final class MorningTests: XCTestCase {
    /// A pair, tested, with its adjusted p and whether it is a finding.
    private func pair(_ behaviour: String, _ pAdjusted: Double?, finding: Bool = true) -> Insight {
        Insight(
            behaviour: behaviour, outcome: .sleepingHR, lagDays: 1, with: InsightGroup(Array(repeating: 1, count: 10)),
            without: InsightGroup(Array(repeating: 0, count: 10)),
            test: pAdjusted.map {
                InsightTest(difference: 3, low: 2, high: 4, df: 18, f: 1, p: $0 / 2, pAdjusted: $0, isFinding: finding)
            })
    }

    func testThePartsOfItsDay() throws {
        let rows = morningRows()
        let (m, scores) = try lastMorning(rows)
        XCTAssertEqual(m.day, rows[40].day)
        XCTAssertEqual(m.scores, scores[40])
        XCTAssertEqual(m.vitals.day, rows[40].day)
        XCTAssertEqual(m.tonight.need.day, rows[40].day.adding(days: 1))
        XCTAssertEqual(m.flow.day, rows[40].day)
        XCTAssertNotNil(m.flow.score)
        XCTAssertEqual(m.lastNight, rows[40].day)
        XCTAssertNil(m.insights)
        XCTAssertNil(m.findingsHeading)
        // A day that is not a row gathers nothing.
        XCTAssertNil(
            Morning(
                day: rows[40].day.adding(days: 1), today: rows[40].day, rows: rows, results: [], scores: scores,
                vitals: [], freeDays: .weekend, insights: nil, checkins: nil, evening: rows[40].day, lastImport: nil))
    }

    /// The last two mornings measured nothing at night: no Flow ("no night data"), and the last
    /// measured night is the one before them.
    func testNoNightMeasuredSaysWhyAndTheLastNightIsEarlier() throws {
        var rows = morningRows()
        for i in [39, 40] {
            for flag in [MissingFlag.sleepMissing, .rhrMissing, .hrvMissing, .sleepingHRMissing] {
                rows[i].flags[flag.index] = true
            }
        }
        let (m, _) = try lastMorning(rows)
        XCTAssertEqual(m.flow.reason, .noNightData)
        XCTAssertEqual(m.lastNight, rows[38].day)
    }

    /// Four findings and a pair that is not one: the three most certain, by adjusted p.
    func testAtMostThreeFindingsTheMostCertainFirst() throws {
        var (m, _) = try lastMorning(morningRows())
        m.insights = InsightReport(insights: [
            pair("a", 0.03), pair("b", 0.001), pair("c", 0.02), pair("d", 0.04), pair("e", 0.3, finding: false),
        ])
        XCTAssertEqual(m.findings.map(\.behaviour), ["b", "c", "a"])
        XCTAssertEqual(
            m.findingsHeading,
            "What your own days have shown: 4 findings stand out from chance (5 pairs tested, the 3 most certain shown):"
        )
        m.insights = InsightReport(insights: [pair("e", 0.3, finding: false), pair("f", nil, finding: false)])
        XCTAssertEqual(m.findings, [])
        XCTAssertEqual(m.findingsHeading, "No habit stands out from chance yet (1 pair tested).")
    }

    /// The evening asked about: logged with its answers (2 drinks read as category 1), or not.
    func testTheCheckinOfTheEvening() throws {
        let rows = morningRows()
        let day = rows[40].day
        let checkins = CheckinTable(answers: [
            (day, "alcohol", 2), (day, "stress", 3), (day.adding(days: -1), "sauna", 1),
        ])
        let (m, _) = try lastMorning(rows, checkins: checkins)
        XCTAssertTrue(m.checkin.isLogged)
        XCTAssertEqual(m.checkin.answers.map(\.name), ["alcohol", "stress"])  // sauna was logged the evening before
        XCTAssertEqual(m.checkin.answers.map(\.value), [1, 3])
        XCTAssertEqual(m.checkinSentence, "Check-in for this evening: alcohol 1, stress 3.")
        let (later, _) = try lastMorning(rows, today: day.adding(days: 1), checkins: checkins)
        XCTAssertFalse(later.checkin.isLogged)
        XCTAssertEqual(later.checkinSentence, "Check-in for this evening: not logged yet.")
        let (none, _) = try lastMorning(rows)
        XCTAssertFalse(none.checkin.keepsCheckins)
        XCTAssertEqual(none.checkinSentence, "Check-in for this evening: not logged yet (none kept so far).")
    }
}
