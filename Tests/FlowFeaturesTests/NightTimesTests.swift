import FlowRecords
import XCTest

@testable import FlowFeatures

/// The times of a night's main sleep come from measured cells only.
final class NightTimesTests: XCTestCase {
    /// A row with mid-sleep, time in bed and sleep measured where given, the rest filled in.
    private func row(mid: Double?, inBed: Double?, sleep: Double?) -> FeatureRow {
        var values = Feature.allCases.map { $0.baseline(sleepNeedHours: 8) }
        var provenance = Array(repeating: Provenance.baseline, count: Feature.allCases.count)
        for (feature, value) in [(Feature.sleepMidpoint, mid), (.inBedHours, inBed), (.sleepHours, sleep)] {
            if let value { (values[feature.index], provenance[feature.index]) = (value, .observed) }
        }
        return FeatureRow(
            day: CalendarDay(iso: "2026-06-01")!, values: values, provenance: provenance,
            flags: MissingFlag.allCases.map { _ in false })
    }

    func testMeasuredCellsOnly() throws {
        // −0.5 (23:30) ± 8 / 2: in bed at −4.5 (19:30), up at 3.5 (03:30); 0.75 h in bed awake.
        let full = row(mid: -0.5, inBed: 8, sleep: 7.25)
        XCTAssertEqual(try XCTUnwrap(full.wakeTime), 3.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(full.bedTime), -4.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(full.awakeInBed), 0.75, accuracy: 1e-12)
        let noSpan = row(mid: 3, inBed: nil, sleep: 7)
        XCTAssertNil(noSpan.wakeTime)
        XCTAssertNil(noSpan.bedTime)
        XCTAssertNil(noSpan.awakeInBed)
        let noMid = row(mid: nil, inBed: 8, sleep: nil)
        XCTAssertNil(noMid.wakeTime)
        XCTAssertNil(noMid.bedTime)
        XCTAssertNil(noMid.awakeInBed)
    }
}
