import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class StrainZonesTests: XCTestCase {
    func testStrainZonesPutABoundaryValueInTheHigherZone() {
        // Max HR 190: 50 % = 95, 60 % = 114, 90 % = 171.
        XCTAssertNil(StrainZones.weight(mean: 94.5, maxHR: 190))
        XCTAssertEqual(StrainZones.weight(mean: 95, maxHR: 190), 0)
        XCTAssertEqual(StrainZones.weight(mean: 113.5, maxHR: 190), 0)
        XCTAssertEqual(StrainZones.weight(mean: 114, maxHR: 190), 1)
        XCTAssertEqual(StrainZones.weight(mean: 170.5, maxHR: 190), 3)
        XCTAssertEqual(StrainZones.weight(mean: 171, maxHR: 190), 4)
    }

    func testStrainCapsEachPairAtOneMinute() throws {
        // Eleven samples a minute apart at exactly 60 % of 190, then one five minutes later:
        // ten pairs of 1 min and one capped at 1 min, all weight 1 = 11 zone-minutes.
        var lines = (0...10).map { record("heart_rate", "01T10:\(String(format: "%02d", $0))", nil, 114) }
        lines.append(record("heart_rate", "01T10:15", nil, 114))
        lines.append(record("heart_rate", "02T09:00", nil, 60))
        let row = try XCTUnwrap(table(lines).row(2))
        XCTAssertFalse(row[.strainMissing])
        XCTAssertEqual(row[.strainLoad], 11, accuracy: 1e-12)
        // With max HR 208 - 0.7 · 30 = 187, 114 bpm is 61 % of it: still weight 1.
        XCTAssertEqual(FeatureSettings.maxHR(forAge: 30), 187, accuracy: 1e-12)
        // With max HR 200, 114 bpm is 57 %: weight 0.
        let low = FeatureTable(history: history(lines), settings: FeatureSettings(maxHR: 200))
        XCTAssertEqual(low.row(2)?[.strainLoad], 0)
    }
}
