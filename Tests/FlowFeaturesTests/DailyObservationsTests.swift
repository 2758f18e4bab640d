import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowFeatures

/// What each day's own records say before any imputation: a value where measured, nil
/// elsewhere, clamped, with the facts the flags are read from.
final class DailyObservationsTests: XCTestCase {
    func testValuesFlagsFactsAndClamping() throws {
        let records = history([
            sleep("01T23:00", "02T07:00", "core"), record("resting_hr", "02T08:00", nil, 300),
            record("respiratory_rate", "02T03:00", nil, 14.5),
        ])
        let range = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))...XCTUnwrap(CalendarDay(iso: "2026-03-03"))
        let o = DailyObservations(history: records, range: range, settings: FeatureSettings())
        XCTAssertEqual(o.count, 3)
        // Row 2 (March 2) has the night: 8 h asleep; rows 1 and 3 have none.
        XCTAssertEqual(o.values[1][Feature.sleepHours.index], 8)
        XCTAssertNil(o.values[0][Feature.sleepHours.index])
        XCTAssertEqual(o.hasMain, [false, true, false])
        XCTAssertTrue(o.sleepRecordNearby[1])
        // The resting HR of March 2 is row 3's, clamped to the feature's range (300 is over its top).
        XCTAssertEqual(o.values[2][Feature.restingHR.index], Feature.restingHR.clamp.upperBound)
        XCTAssertNil(o.values[1][Feature.restingHR.index])
        var set = o
        set.set(0, .sleepEfficiency, 1.4)
        XCTAssertEqual(set.column(.sleepEfficiency)[0], 1)  // an efficiency of 1.4 clamped to 1
        // The respiratory rate inside the night belongs to row 2.
        XCTAssertEqual(o.respiratoryRate, [nil, 14.5, nil])
    }
}
