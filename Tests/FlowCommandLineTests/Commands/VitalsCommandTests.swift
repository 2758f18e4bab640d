import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow vitals`: the JSON keys of SPEC 18 and a range worked by hand through the command line.
final class VitalsCommandTests: FolderTestCase {
    private func keys(_ v: JSONValue) -> [String] {
        if case .object(let pairs) = v { return pairs.map { $0.0 } }
        return []
    }

    /// Sixteen nights 23:00-07:00, each with one respiratory-rate sample at 03:00: 14.0 and 14.4
    /// alternating for fifteen nights, then 15.0. The sixteenth night (row 2026-03-17) has
    /// fifteen values before it: median 14.0 (eight 14.0, seven 14.4), MAD 0 (more than half
    /// lie on the median), so the spread is the floor 0.3 and z = (15 − 14) / 0.3 = 3.33.
    func testANightAgainstItsRange() throws {
        var lines = [RecordsCSV.header]
        let start = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        for k in 0..<16 {
            let evening = start.adding(days: k)
            let morning = evening.adding(days: 1)
            lines.append("sleep,\(evening)T23:00:00+01:00,\(morning)T07:00:00+01:00,core,Watch")
            let rate = k == 15 ? "15.0" : k % 2 == 0 ? "14.0" : "14.4"
            lines.append("respiratory_rate,\(morning)T03:00:00+01:00,\(morning)T03:00:00+01:00,\(rate),Watch")
        }
        let records = try write(lines.joined(separator: "\n") + "\n", "records.csv")
        let (code, t) = flow(["vitals", "--history", records, "--from", "2026-03-17", "--json", "-q"])
        XCTAssertEqual(code, .success, t.err)
        let night = try XCTUnwrap(try JSONValue.parse(t.out).array?.first)
        XCTAssertEqual(night["date"], JSONValue.string("2026-03-17"))
        let all: JSONValue = try XCTUnwrap(night["vitals"])
        XCTAssertEqual(keys(all), ["resting_hr", "sleeping_hr", "hrv", "respiratory_rate", "spo2", "wrist_temp"])
        let rate: JSONValue = try XCTUnwrap(all["respiratory_rate"])
        XCTAssertEqual(rate["value"]?.number, 15)
        XCTAssertEqual(rate["median"]?.number, 14)
        XCTAssertEqual(rate["spread"]?.number, 0.3)
        XCTAssertEqual(rate["z"]?.number ?? 0, 1 / 0.3, accuracy: 1e-9)
        XCTAssertEqual(rate["outside"], JSONValue.bool(true))
        XCTAssertEqual(all["spo2"]?["median"], JSONValue.null)
        XCTAssertEqual(night["watch"], JSONValue.null)  // one vital outside, one night
        let text = flow(["vitals", "--history", records, "--from", "2026-03-17", "-q"])
        // Folded at 100 columns, hanging under the date.
        XCTAssertEqual(
            text.1.out,
            "2026-03-17  respiratory rate 15.0 breaths/min, +3.3 of your spread above your 28-night median 14.0\n"
                + "            breaths/min (outside your range)\n")
    }
}
