import FlowFeatures
import FlowTestSupport
import FlowTraining
import XCTest

/// The design's columns in SPEC order, their values in a row, and the columns a fit drops.
final class DesignColumnTests: XCTestCase {
    func testColumnsAndValues() {
        let columns = DesignColumn.columns(features: [.restingHR, .sleepHours])
        // Features in SPEC order whatever the order given, then the nine flags.
        XCTAssertEqual(columns.prefix(2), [.feature(.sleepHours), .feature(.restingHR)])
        XCTAssertEqual(columns.count, 2 + 9)
        let r = row(0, [.sleepHours: 7.5], flags: [.hrvMissing])
        XCTAssertEqual(DesignColumn.feature(.sleepHours).value(r), 7.5)
        XCTAssertEqual(DesignColumn.flag(.hrvMissing).value(r), 1)
        XCTAssertEqual(DesignColumn.flag(.rhrMissing).value(r), 0)
        XCTAssertEqual(DesignColumn.flag(.rhrMissing).name, "rhr_missing")
        XCTAssertFalse(DesignColumn.flag(.rhrMissing).isFeature)
    }

    func testConstantAndIdenticalColumnsAreDropped() {
        let columns: [DesignColumn] = [
            .feature(.sleepHours), .feature(.steps), .flag(.stepsMissing), .flag(.hrvMissing),
        ]
        // steps is constant; hrv_missing equals sleep_hours's values; the later of two identical goes.
        let drops = ColumnDrops(columns: columns, values: [[0, 1, 0], [5, 5, 5], [1, 0, 0], [0, 1, 0]])
        XCTAssertEqual(drops.kept, [true, false, true, false])
        XCTAssertEqual(drops.reasons, ["steps": "constant", "hrv_missing": "identical to sleep_hours"])
    }
}
