import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowCommandLine
@testable import FlowInference

/// `flow predict` in words: the notes said once, a morning's headline with its phase and trend,
/// and the mornings not scored counted by reason.
final class PredictTextTests: XCTestCase {
    private let day = CalendarDay(year: 2026, month: 3, day: 9)!

    func testHeadlineAndPhase() {
        // 4 nights of 7: calibrating; the trend 70.5 rounds half away from zero to 71.
        XCTAssertEqual(
            PredictText.headline(scoredMorning(day, flow: 74.5, baselineDays: 4, trend: 70.5), direction: nil),
            "2026-03-09  Recovery Flow  75  Flowing    [calibrating: 4 of 7 nights] (trend 71)")
        XCTAssertNil(PredictText.phase(scoredMorning(day, flow: 60, baselineDays: 20, trend: 70.5)))
    }

    func testMorningsNotScoredAreCounted() {
        let selected: [DayResult] = [
            .scored(scoredMorning(day, flow: 60, baselineDays: 20, trend: 70.5)),
            .unscored(day.adding(days: 1), .noData),
            .unscored(day.adding(days: 2), .noRecentLevel), .unscored(day.adding(days: 3), .noRecentLevel),
        ]
        XCTAssertEqual(
            PredictText.unscoredLine(selected),
            "scored 1 of 4 mornings; not scored: 1 no data, 2 no recent level: give --labels\n")
        XCTAssertEqual(
            PredictText.unscoredLine([.scored(scoredMorning(day, flow: 60, baselineDays: 20, trend: 70.5))]), "")
    }

    /// A calibrating morning in a list, and alone with how many nights remain (3 − 1 = 2).
    func testCalibratingMornings() {
        XCTAssertEqual(
            PredictText.lineText(.calibrating(day, nights: 1), direction: nil),
            "2026-03-09  calibrating: 1 of 3 nights\n")
        let alone = PredictText.days([.calibrating(day, nights: 1)], results: [.calibrating(day, nights: 1)])
        XCTAssertTrue(alone.hasPrefix("2026-03-09  calibrating: 1 of 3 nights\n"), alone)
        XCTAssertTrue(alone.contains("2 more measured nights to go"), alone)
        XCTAssertEqual(
            PredictText.unscoredLine([
                .scored(scoredMorning(day, flow: 60, baselineDays: 3, trend: 60)), .calibrating(day, nights: 2),
            ]), "scored 1 of 2 mornings; not scored: 1 calibrating\n")
    }

    func testTheReferenceModelSaysSoOnce() throws {
        let notes = PredictText.notes(try RecoveryModel.reference())
        XCTAssertTrue(notes.first?.hasPrefix("Scored with the reference model") == true, "\(notes)")
    }

    /// A driver that moves the Flow by less than half a point (shown as 0) is not listed as
    /// lifting or weighing on it; one of 0.5 (shown as 1) is.
    func testADriverShownAsZeroPointsIsNotListed() {
        var morning = scoredMorning(day, flow: 60, trend: 60)
        func driver(_ f: Feature, _ points: Double) -> Driver {
            Driver(
                feature: .feature(f), value: 7, usual: 7.2, usualSource: .personal, contribution: points,
                provenance: .observed, fixedReference: false,
                sentence: DriverSentence.sentence(
                    .feature(f), value: 7, usual: 7.2, source: .personal, points: points, most: false))
        }
        morning.drivers = [driver(.sleepHours, 0.5), driver(.deepShare, -0.49)]
        XCTAssertEqual(morning.shownDrivers.map(\.feature), [.feature(.sleepHours)])
        let text = PredictText.dayText(morning, direction: nil)
        XCTAssertTrue(text.contains("Sleep duration is lifting today's flow"), text)
        XCTAssertFalse(text.contains("Deep sleep share"), text)
        XCTAssertTrue(PredictText.lineText(.scored(morning), direction: nil).hasSuffix("  Sleep duration +1\n"))
    }
}
