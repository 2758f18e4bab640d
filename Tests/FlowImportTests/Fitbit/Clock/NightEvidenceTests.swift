import XCTest

@testable import FlowImport

/// A night's plausible offsets worked out by hand: a night lived on UTC+7, 23:00-07:00 on its
/// wall clock, heart rate 52 asleep and 72 awake (one value a minute over two days), SpO2 a
/// minute from 15 minutes after bedtime to 20 after the wake.
final class NightEvidenceTests: XCTestCase {
    /// 2026-03-01 23:00 on the wall clock, and the same moment in UTC on UTC+7.
    let wallStart = 1_772_406_000.0
    var trueStart: Double { wallStart - 7 * 3600 }

    private func windows(spo2: Bool) -> NightWindows {
        var e = MinuteEvidence()
        var t = trueStart - 86_400
        while t < trueStart + 2 * 86_400 {
            e.heartRate(at: t, bpm: t >= trueStart && t < trueStart + 8 * 3600 ? 52 : 72)
            t += 60
        }
        if spo2 {
            var s = trueStart + 900
            while s < trueStart + 8 * 3600 + 1200 {
                e.spo2(at: s)
                s += 60
            }
        }
        return e.finished()
    }

    /// Heart rate alone. At +7 the span holds the 480 minutes asleep: 72 − 52 = 20 bpm. At +6 it
    /// is an hour late: inside (420·52 + 60·72)/480 = 54.5, outside (60·52 + 900·72)/960 = 70.75,
    /// a dip of 16.25, under 20 − 2. At +6:30: inside (450·52 + 30·72)/480 = 53.25, outside
    /// (30·52 + 930·72)/960 = 71.375, 18.125 ≥ 18. (+7:30 is no zone's offset, so no candidate.)
    /// So {+6:30, +7}; the best +7.
    func testTheHeartRateDip() {
        let n = NightEvidence(start: wallStart, end: wallStart + 8 * 3600, windows: windows(spo2: false))
        XCTAssertEqual(n.plausible, [23_400, 25_200])
        XCTAssertEqual(n.best, 25_200)
        XCTAssertTrue(n.fits(startOffset: 25_200, endOffset: 25_200))
        XCTAssertTrue(n.fits(startOffset: 0, endOffset: 23_400))  // either end fitting fits
        XCTAssertFalse(n.fits(startOffset: 21_600, endOffset: 21_600))
    }

    /// SpO2 rows from +15 to +500 minutes of the true night: at +7 the window [start, end + 30
    /// min) holds all 485; at +6:30 [+30, +510) holds 470, within 30 of 485; at +6 [+60, +540)
    /// 440 and at +8 [−60, +450) 435 are not.
    func testTheSpO2Count() {
        let n = NightEvidence(start: wallStart, end: wallStart + 8 * 3600, windows: windows(spo2: true))
        XCTAssertEqual(n.plausible, [23_400, 25_200])
        XCTAssertEqual(n.best, 25_200)
    }

    /// Under 3 hours, nothing to go on, or a stage offset: no evidence, none, or that one offset.
    func testShortNightsNoDataAndStages() {
        let w = windows(spo2: true)
        let short = NightEvidence(start: wallStart, end: wallStart + 3 * 3600 - 1, windows: w)
        XCTAssertNil(short.plausible)
        XCTAssertTrue(short.fits(startOffset: 0, endOffset: 0))
        let blank = NightEvidence(start: wallStart, end: wallStart + 8 * 3600, windows: MinuteEvidence().finished())
        XCTAssertNil(blank.plausible)
        XCTAssertNil(blank.best)
        let staged = NightEvidence(start: wallStart, end: wallStart + 8 * 3600, stageOffset: -14_400)
        XCTAssertEqual(staged.plausible, [-14_400])
        XCTAssertEqual(staged.best, -14_400)
    }

    /// A dip under 3 bpm says nothing: a night of 70 asleep against 72 awake.
    func testAShallowDipIsNoEvidence() {
        var e = MinuteEvidence()
        var t = trueStart - 86_400
        while t < trueStart + 2 * 86_400 {
            e.heartRate(at: t, bpm: t >= trueStart && t < trueStart + 8 * 3600 ? 70 : 72)
            t += 60
        }
        XCTAssertNil(NightEvidence(start: wallStart, end: wallStart + 8 * 3600, windows: e.finished()).plausible)
    }
}
