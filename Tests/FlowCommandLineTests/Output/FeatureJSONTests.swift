import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowCommandLine

/// The feature table as JSON: one object a row with its values, provenance and flags, the
/// extra columns null where there is no value; it parses, and says what the row says.
final class FeatureJSONTests: XCTestCase {
    func testARowAsJSON() throws {
        var r = row(0, [.sleepHours: 7.25], flags: [.stepsMissing])
        r.daytimeHR = 71.5
        let json = try JSONValue.parse(FeatureJSON.rows([r, row(1)], withDevice: true))
        guard case .array(let rows) = json else { return XCTFail("not an array") }
        XCTAssertEqual(rows.count, 2)
        let first = rows[0]
        XCTAssertEqual(first["date"], .string("2026-01-01"))
        XCTAssertEqual(first["values"]?["sleep_hours"], .number(7.25))
        XCTAssertEqual(first["provenance"]?["steps"], .string("observed"))
        XCTAssertEqual(first["flags"]?["steps_missing"], .number(1))
        XCTAssertEqual(first["coverage"], .number(7))
        XCTAssertEqual(first["no_data"], .bool(false))
        XCTAssertEqual(first["daytime_hr"], .number(71.5))
        XCTAssertEqual(first["hrv_rmssd"], .null)
        XCTAssertEqual(first["device_recovery"], .null)
        // Without load columns or device scores, neither key is written.
        let plain = try JSONValue.parse(FeatureJSON.rows([r]))
        guard case .array(let only) = plain else { return XCTFail("not an array") }
        XCTAssertNil(only[0]["device_recovery"])
        XCTAssertNil(only[0]["atl"])
        XCTAssertEqual(FeatureJSON.rows([]), "[\n]\n")
    }
}
