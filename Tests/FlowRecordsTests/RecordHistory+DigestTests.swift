import FlowRecords
import FlowTestSupport
import XCTest

/// A history's digest: the same records give the same digest whatever their order; a record's
/// offset, value or source changes it.
final class RecordHistoryDigestTests: XCTestCase {
    func testTheSameRecordsAndOthers() {
        let lines = [
            "sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,Watch",
            "heart_rate,2026-03-02T03:00:00+01:00,2026-03-02T03:00:00+01:00,52,Watch",
            "resting_hr,2026-03-02T00:00:00+01:00,2026-03-02T00:00:00+01:00,50,Ring",
        ]
        let digest = history(lines).digest
        XCTAssertEqual(digest.count, 48)
        XCTAssertEqual(history(lines.reversed()).digest, digest)
        for changed in [
            lines[1].replacingOccurrences(of: "52", with: "53"),
            lines[1].replacingOccurrences(of: "+01:00", with: "+02:00"),
            lines[2].replacingOccurrences(of: "Ring", with: "Watch"),
        ] {
            XCTAssertNotEqual(history([lines[0], changed, lines[2]]).digest, digest, changed)
        }
        XCTAssertNotEqual(RecordHistory().digest, digest)
    }
}
