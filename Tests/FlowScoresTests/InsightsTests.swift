import FlowFeatures
import FlowRecords
import FlowStatistics
import Foundation
import XCTest

@testable import FlowScores

/// Insights that allow for chance (SPEC 14, revised 2026-12-05), on histories built by hand.
/// The golden person's 45 pairs are checked against the reference in ScoresCommandTests.
final class InsightsTests: XCTestCase {
    /// A deviation is the value minus the mean of the outcome's values in the 30 rows before,
    /// when there are at least 7. Sleeping HR 50, 51, …, 56 on rows 0-6 (mean 53), then 60 and
    /// 45: row 6 has only 6 before it; row 7: 60 − 53 = 7; row 8: 45 − (371 + 60)/8.
    func testDeviationsFromTheOwnLevelOfThe30RowsBefore() {
        let values: [Double] = [50, 51, 52, 53, 54, 55, 56, 60, 45]
        let rows = scoreRows(
            values.count, usual: usualDay,
            changes: Dictionary(
                uniqueKeysWithValues: values.enumerated().map { ($0.offset, [.sleepingHR: $0.element]) }))
        let d = InsightReport.deviations(.sleepingHR, rows: rows, scores: ReferenceScores.scores(rows: rows))
        XCTAssertNil(d[6])
        XCTAssertEqual(d[7] ?? .nan, 7, accuracy: 1e-12)
        XCTAssertEqual(d[8] ?? .nan, 45 - 431.0 / 8, accuracy: 1e-12)
    }

    /// Only the 30 rows before count: with 40 rows at 55 and row 40 at 70 preceded by rows
    /// 0-9 at 100, the level of row 40 is the mean of rows 10-39 (all 55): 70 − 55 = 15.
    func testRowsOlderThan30DoNotCount() {
        let rows = scoreRows(
            41, usual: usualDay,
            changes: Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, [Feature.sleepingHR: 100.0]) })
                .merging([40: [.sleepingHR: 70]]) { a, _ in a })
        let d = InsightReport.deviations(.sleepingHR, rows: rows, scores: ReferenceScores.scores(rows: rows))
        XCTAssertEqual(d[40] ?? .nan, 15, accuracy: 1e-12)
    }

    /// The person: 30 usual rows (sleeping HR 55), then 40 evenings. Alcohol on every other
    /// evening (no carry-over: alternating days correlate negatively, clipped to 0) and the
    /// sleeping HR of the night after 3 bpm up; tea on evenings 0-9 and 20-29 with nothing after
    /// it; sauna logged only as 0; yoga on 9 evenings only. HRV is never measured.
    private func person() -> (rows: [FeatureRow], days: [CheckinDay]) {
        let evenings = 40
        var changes: [Int: [Feature: Double?]] = [:]
        for i in 0..<(30 + evenings + 1) {
            var c: [Feature: Double?] = [.hrvSDNN: nil]
            // Row 30 + e + 1 is the morning after evening e (dated row 30 + e).
            let e = i - 31
            c[.sleepingHR] = e >= 0 && e % 2 == 0 ? 58 + Double(e % 3) * 0.1 : 55 + Double(i % 3) * 0.1
            changes[i] = c
        }
        let rows = scoreRows(30 + evenings + 1, usual: usualDay, changes: changes)
        let days = (0..<evenings).map { e -> CheckinDay in
            let alcohol: Double = e % 2 == 0 ? 1 : 0
            let tea: Double = (e / 10) % 2 == 0 ? 1 : 0
            let yoga: Double? = e < 9 ? 1 : e < 20 ? 0 : nil
            return CheckinDay(day: rows[30 + e].day, values: [alcohol, tea, 0, yoga], stress: nil)
        }
        return (rows, days)
    }

    func testAPlantedEffectIsAFindingAndTheRestIsNot() throws {
        let (rows, days) = person()
        let table = CheckinTable(behaviours: ["alcohol", "tea", "sauna", "yoga"], days: days)
        let report = InsightReport(checkins: table, rows: rows, scores: ReferenceScores.scores(rows: rows))
        XCTAssertEqual(report.notMeasured, [.hrvSDNN])
        XCTAssertEqual(report.neverDone, ["sauna"])
        XCTAssertTrue(report.overlapsHistory)
        // 4 behaviours × 4 measured outcomes; yoga (9 with) and sauna (0 with) are short.
        XCTAssertEqual(report.tested, 6)
        XCTAssertEqual(report.insights.count, 16)
        let first = try XCTUnwrap(report.insights.first)
        XCTAssertEqual(first.behaviour, "alcohol")
        XCTAssertEqual(first.outcome, .sleepingHR)
        XCTAssertTrue(first.isFinding)
        XCTAssertEqual(first.with.n, 20)
        XCTAssertEqual(first.without.n, 20)
        XCTAssertEqual(first.lagDays, 1)
        let test = try XCTUnwrap(first.test)
        // Alternating evenings: the behaviour's lag-1 correlation is negative, so f = 1.
        XCTAssertEqual(test.f, 1)
        XCTAssertGreaterThan(test.difference, 2)
        XCTAssertEqual(report.findings, report.insights.filter(\.isFinding).count)
        // The pairs short of days come last, by name then outcome.
        let short = report.insights.filter { $0.test == nil }
        XCTAssertEqual(Array(report.insights.suffix(short.count)), short)
        // The resting HR never varies (60 bpm every day): its deviations are all equal, untested.
        XCTAssertEqual(
            short.map(\.behaviour),
            ["alcohol", "sauna", "sauna", "sauna", "sauna", "tea", "yoga", "yoga", "yoga", "yoga"])
        XCTAssertEqual(short[1...4].map(\.outcome), [.sleep, .recovery, .sleepingHR, .restingHR])
        XCTAssertEqual(short[0].outcome, .restingHR)
        XCTAssertEqual(short[0].lagDays, 2)
        XCTAssertEqual(short.last?.with.n, 9)
        // Every tested pair's adjusted p is Benjamini-Hochberg's over all tested pairs.
        let tested = report.insights.compactMap(\.test)
        XCTAssertEqual(report.tested, tested.count)
        let adjusted = FalseDiscovery.adjusted(tested.map(\.p))
        for (t, a) in zip(tested, adjusted) { XCTAssertEqual(t.pAdjusted, a, accuracy: 1e-15) }
        // Tested pairs after the findings come by p.
        let rest = tested.filter { !$0.isFinding }.map(\.p)
        XCTAssertEqual(rest, rest.sorted())
        // The groups every output shows: findings, could-be-chance, short of days (sauna, never
        // done, named once instead).
        XCTAssertEqual(report.standingOut.count + report.couldBeChance.count, 6)
        XCTAssertEqual(report.couldBeChance.compactMap(\.test?.p), rest)
        XCTAssertEqual(report.shortOfDays.map(\.behaviour), ["alcohol", "tea", "yoga", "yoga", "yoga", "yoga"])
        XCTAssertEqual(Insight.words("late_workout"), "late workout")
    }

    /// Tea on 10 evenings, off 10, on 10, off 10: a behaviour that carries over. Its lag-1
    /// correlation over the 40 days: mean 0.5, v 0.25; 39 pairs, 36 on one side (0.25), 3
    /// crossing (−0.25): a = (9 − 0.75)/39/0.25 = 33/39. The sleeping HR after it (55 + i mod 3
    /// · 0.1) barely carries over, so f = (1 + a·c)/(1 − a·c) with that outcome's c.
    func testCarryOverWidensTheTest() throws {
        let (rows, days) = person()
        let swapped = days.map {
            CheckinDay(day: $0.day, values: [$0.values[1], $0.values[0], 0, $0.values[3]], stress: nil)
        }
        let table = CheckinTable(behaviours: ["tea", "alcohol", "sauna", "yoga"], days: swapped)
        let report = InsightReport(checkins: table, rows: rows, scores: ReferenceScores.scores(rows: rows))
        let tea = try XCTUnwrap(report.insights.first { $0.behaviour == "tea" && $0.outcome == .sleepingHR }?.test)
        let a = CarryOver.lagOne(table.days.map { $0.values[0] })
        XCTAssertEqual(a, 33.0 / 39, accuracy: 1e-12)
        let deviations = InsightReport.deviations(.sleepingHR, rows: rows, scores: ReferenceScores.scores(rows: rows))
        let c = CarryOver.lagOne((0..<40).map { deviations[31 + $0] })
        XCTAssertEqual(tea.f, CarryOver.inflation(a, c), accuracy: 1e-12)
    }

    /// Check-ins all dated after the history: nothing overlaps, nothing is tested, every pair listed.
    func testCheckinsThatDoNotOverlapTheHistory() {
        let rows = scoreRows(40, usual: usualDay)
        let later = (0..<30).map {
            CheckinDay(day: rows[39].day.adding(days: 10 + $0), values: [Double($0 % 2)], stress: nil)
        }
        let report = InsightReport(
            checkins: CheckinTable(behaviours: ["alcohol"], days: later), rows: rows,
            scores: ReferenceScores.scores(rows: rows))
        XCTAssertFalse(report.overlapsHistory)
        XCTAssertEqual(report.tested, 0)
        XCTAssertEqual(report.insights.count, 5)
        XCTAssertEqual(report.summary, "0 pairs tested; none stands out from chance yet")
    }

    /// A finding needs both the adjusted p and the size: sleeping HR 55, and `gap` bpm higher
    /// after each late meal (every other evening, 10 + 10): 1.5 bpm is far beyond chance but
    /// under the 2 bpm that matters, so not a finding; 2.5 bpm is. The sentence says which.
    func testTheSizeGate() throws {
        for (gap, finding) in [(1.5, false), (2.5, true)] {
            var changes: [Int: [Feature: Double?]] = [:]
            for i in 31...50 { changes[i] = [.sleepingHR: 55 + (i % 2 == 0 ? gap : 0)] }
            let rows = scoreRows(51, usual: usualDay, changes: changes)
            let days = (30..<50).map { CheckinDay(day: rows[$0].day, values: [$0 % 2 == 1 ? 1 : 0], stress: nil) }
            let report = InsightReport(
                checkins: CheckinTable(behaviours: ["late_meal"], days: days), rows: rows,
                scores: ReferenceScores.scores(rows: rows))
            let pair = try XCTUnwrap(report.insights.first { $0.outcome == .sleepingHR })
            XCTAssertEqual(pair.isFinding, finding, "\(gap)")
            XCTAssertTrue(
                pair.sentence.hasPrefix(
                    "After the 10 evenings with late meal your sleeping heart rate the next night stood "),
                pair.sentence)
            XCTAssertTrue(pair.sentence.hasSuffix(finding ? "more than chance explains." : "could be chance."))
        }
    }

    /// A behaviour from a journal is told as its question: the evenings answered yes against
    /// those answered no (here 10 + 10, the size gate's 2.5 bpm).
    func testAJournalBehaviourIsToldAsItsQuestion() throws {
        var changes: [Int: [Feature: Double?]] = [:]
        for i in 31...50 { changes[i] = [.sleepingHR: 55 + (i % 2 == 0 ? 2.5 : 0)] }
        let rows = scoreRows(51, usual: usualDay, changes: changes)
        let days = (30..<50).map { CheckinDay(day: rows[$0].day, values: [$0 % 2 == 1 ? 1 : 0], stress: nil) }
        let table = CheckinTable(
            behaviours: ["have_any_alcoholic_drinks"], days: days,
            questions: ["have_any_alcoholic_drinks": "Have any alcoholic drinks?"])
        let report = InsightReport(checkins: table, rows: rows, scores: ReferenceScores.scores(rows: rows))
        let pair = try XCTUnwrap(report.insights.first { $0.outcome == .sleepingHR })
        XCTAssertEqual(pair.behaviourWords, "'Have any alcoholic drinks?'")
        XCTAssertTrue(
            pair.sentence.hasPrefix(
                "After the 10 evenings you answered yes to 'Have any alcoholic drinks?' your sleeping heart rate the "
                    + "next night stood 2.5 bpm higher, against your own level, than after the 10 you answered no ["),
            pair.sentence)
    }
}
