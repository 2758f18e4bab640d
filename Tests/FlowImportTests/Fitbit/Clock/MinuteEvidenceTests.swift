import XCTest

@testable import FlowImport

/// Heart rate averaged per UTC minute and the SpO2 rows' minutes, asked by window.
final class MinuteEvidenceTests: XCTestCase {
    func testMinutesAndTheirMeans() {
        var e = MinuteEvidence()
        XCTAssertTrue(e.isEmpty)
        // Minute 1000 (60,000 s): 50 and 60 → 55; minute 1002: 70; minute 1001 none.
        e.heartRate(at: 60_000, bpm: 50)
        e.heartRate(at: 60_059, bpm: 60)
        e.heartRate(at: 60_120, bpm: 70)
        // A sample of an earlier day after a later one still lands in its minute (minute 10).
        e.heartRate(at: 600, bpm: 40)
        e.heartRate(at: .nan, bpm: 40)
        let w = e.finished()
        // Minutes starting in [60,000, 60,180): 1000, 1001, 1002; two with heart rate, 55 + 70.
        let r = w.heartRate(from: 60_000, to: 60_180)
        XCTAssertEqual(r.minutes, 3)
        XCTAssertEqual(r.withRate, 2)
        XCTAssertEqual(r.sum, 125, accuracy: 1e-9)
        // A window starting mid-minute counts the minutes that start in it: 1001 and 1002.
        XCTAssertEqual(w.heartRate(from: 60_030, to: 60_180).withRate, 1)
        XCTAssertEqual(w.heartRate(from: 0, to: 700).sum, 40, accuracy: 1e-9)
        XCTAssertEqual(w.heartRate(from: 90_000, to: 80_000).minutes, 0)
        XCTAssertEqual(w.span, 600...60_180)
    }

    /// Several rows in one UTC minute count once; the window is [from, to).
    func testSpO2MinutesCountOnce() {
        var e = MinuteEvidence()
        for t in [120.0, 150, 179, 180, 300, 1000] { e.spo2(at: t) }
        let w = e.finished()
        XCTAssertTrue(w.hasSpO2)
        XCTAssertEqual(w.spo2Minutes(from: 120, to: 300), 2)  // minutes 2 and 3
        XCTAssertEqual(w.spo2Minutes(from: 120, to: 301), 3)
        XCTAssertEqual(w.spo2Minutes(from: 0, to: 100), 0)
        XCTAssertFalse(MinuteEvidence().finished().hasSpO2)
    }
}
