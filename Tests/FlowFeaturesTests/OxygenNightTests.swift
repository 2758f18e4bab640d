import FlowRecords
import XCTest

@testable import FlowFeatures

/// A night's oxygen numbers and its dip index (SPEC 22), each worked by hand.
final class OxygenNightTests: XCTestCase {
    /// `count` readings a minute apart, 96 but where `values` says otherwise.
    private func night(_ count: Int, spacing: Double = 60, _ values: [Int: Double] = [:]) -> OxygenNight? {
        OxygenNight(readings: (0..<count).map { (Double($0) * spacing, values[$0] ?? 96) })
    }

    /// 300 readings: 92 at 50 and 51 (the median of the 10 before is 96, the line 93: one dip,
    /// lasting through 51, ended by 52), 93 at 100 (at the line: a second dip, ended by 101), and
    /// 89 at 3 (before the sixth reading: never a dip). Two dips in 300 minutes: 0.4 an hour;
    /// lowest 89; 1 of 300 below 90: t90 = 1/3.
    func testANightWithTwoDips() throws {
        let n = try XCTUnwrap(night(300, [3: 89, 50: 92, 51: 92, 100: 93]))
        XCTAssertEqual(n.validMinutes, 300)
        XCTAssertEqual(n.nadir, 89)
        XCTAssertEqual(n.t90, 100.0 / 300, accuracy: 1e-12)
        XCTAssertEqual(n.spacingSeconds, 60)
        XCTAssertEqual(try XCTUnwrap(n.odi3), 2 / 5.0, accuracy: 1e-12)
        XCTAssertNil(n.odiReason)
    }

    /// A long dip fills the baseline of what follows: 92 from 50 to 59, 96 at 60 (the end, which
    /// cannot start a dip), then 91 at 61. The 10 readings before 61 are nine 92s and a 96: median
    /// 92, line 89, so 91 is no dip although it is 5 under the night's 96. One dip only.
    func testADipThatFillsTheBaselineWindow() {
        var values: [Int: Double] = [61: 91]
        for i in 50...59 { values[i] = 92 }
        XCTAssertEqual(OxygenNight.dips((0..<300).map { values[$0] ?? 96 }), 1)
        // Without the long dip before it, 91 at 61 is a dip of its own.
        XCTAssertEqual(OxygenNight.dips((0..<300).map { $0 == 61 ? 91 : 96 }), 1)
        XCTAssertEqual(OxygenNight.dips((0..<300).map { $0 == 61 || $0 == 50 ? 91 : 96 }), 2)
    }

    /// The reading that ends a dip cannot start the next: 92 at 50, 96 at 51 (the end), 92 at
    /// 52 (its baseline of 10 holds one 92: median 96, line 93): the third reading after the
    /// start, so a dip; 92 at 51 instead would have continued the first.
    func testTheEndOfADipStartsNothing() {
        XCTAssertEqual(OxygenNight.dips((0..<300).map { $0 == 50 || $0 == 52 ? 92 : 96 }), 2)
        XCTAssertEqual(OxygenNight.dips((0..<300).map { $0 == 50 || $0 == 51 ? 92 : 96 }), 1)
    }

    /// Apple's SpO2 every 5 minutes: no index, and why; a night of 200 minutes: no index either.
    func testTooSparseOrTooFewReadings() throws {
        let sparse = try XCTUnwrap(night(250, spacing: 300))
        XCTAssertNil(sparse.odi3)
        XCTAssertEqual(sparse.odiReason, "samples too sparse for a desaturation index: one every 5.0 min")
        let hourly = try XCTUnwrap(night(8, spacing: 3600))
        XCTAssertEqual(hourly.odiReason, "samples too sparse for a desaturation index: one every 60 min")
        let short = try XCTUnwrap(night(200))
        XCTAssertNil(short.odi3)
        XCTAssertEqual(short.odiReason, "fewer than 240 valid minutes (200)")
        XCTAssertNil(night(0))
    }
}
