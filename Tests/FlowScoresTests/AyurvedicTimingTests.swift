import FlowFeatures
import XCTest

@testable import FlowScores

/// The Ayurvedic timing of SPEC 20.2, each night worked by hand: onset = mid − in bed / 2,
/// wake = mid + in bed / 2; score = 0.4 onset + 0.4 pitta + 0.2 wake.
final class AyurvedicTimingTests: XCTestCase {
    private func score(mid: Double?, inBed: Double) -> Score {
        let rows = scoreRows(1, usual: usualDay, changes: [0: [.sleepMidpoint: mid, .inBedHours: inBed]])
        return AyurvedicTiming.score(DayInputs(rows: rows, i: 0, columns: ObservedColumns(rows)))
    }

    private func parts(_ s: Score) -> [Double] { s.components.map(\.value) }

    /// In bed 23:00 (−1) to 07:00 (7): onset 100 · 1/2 = 50; pitta covers −1…2 of −2…2, 75;
    /// wake an hour past 06:00, 100 · (1 − 1/2) = 50. 0.4 · 50 + 0.4 · 75 + 0.2 · 50 = 60, Fair.
    func testAnOrdinaryLateishNight() throws {
        let s = score(mid: 3, inBed: 8)
        XCTAssertEqual(s.components.map(\.name), ["onset", "pitta", "wake"])
        XCTAssertEqual(s.components.map(\.weight), [0.4, 0.4, 0.2])
        for (a, b) in zip(parts(s), [50.0, 75, 50]) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(try XCTUnwrap(s.value), 60, accuracy: 1e-9)
        XCTAssertEqual(s.tier, .fair)
        let times = s.components[0].details
        XCTAssertEqual(times.map(\.0), ["onset_hours", "wake_hours"])
        XCTAssertEqual(times.map(\.1), [-1, 7])
    }

    /// 21:30 (−2.5) to 05:30: asleep before 22:00, through all of pitta, up inside vata: 100.
    func testTheTraditionsWholeNight() throws {
        let s = score(mid: 1.5, inBed: 8)
        XCTAssertEqual(parts(s), [100, 100, 100])
        XCTAssertEqual(try XCTUnwrap(s.value), 100, accuracy: 1e-9)
        XCTAssertEqual(s.tier, .excellent)
    }

    /// 01:00 to 08:00: onset after midnight 0; pitta only 1…2, 25; wake at 08:00, 0: 0.4 · 25 = 10.
    func testALateNight() throws {
        let s = score(mid: 4.5, inBed: 7)
        for (a, b) in zip(parts(s), [0.0, 25, 0]) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(try XCTUnwrap(s.value), 10, accuracy: 1e-9)
        XCTAssertEqual(s.tier, .veryLow)
    }

    /// 21:00 (−3) to 01:30 (1.5): onset 100; pitta −2…1.5, 3.5 of 4, 87.5; wake 2.5 h before
    /// 04:00, past the 2 h fall: 0. 40 + 35 = 75, Good. Up at 03:00 instead: wake 100 · (1 − 1/2) = 50.
    func testUpBeforeTheWindow() throws {
        let s = score(mid: -0.75, inBed: 4.5)
        for (a, b) in zip(parts(s), [100.0, 87.5, 0]) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(try XCTUnwrap(s.value), 75, accuracy: 1e-9)
        XCTAssertEqual(s.tier, .good)
        XCTAssertEqual(AyurvedicTiming.wake(3), 50, accuracy: 1e-9)
        XCTAssertEqual(AyurvedicTiming.wake(6), 100)
        XCTAssertEqual(AyurvedicTiming.onset(-2), 100)
    }

    /// Without a measured mid-sleep there is no timing, and the reason says what is missing.
    func testNoMeasuredTimesNoScore() {
        let s = score(mid: nil, inBed: 8)
        XCTAssertNil(s.value)
        XCTAssertEqual(s.components, [])
        XCTAssertEqual(
            s.reason,
            "Ayurvedic timing not given: onset is missing (no measured sleep midpoint and time in bed)")
    }
}
