import FlowImport
import FlowRecords
import XCTest

final class DuplicateFilterTests: XCTestCase {
    /// A dense stream (four samples a second, from two sources) with every line written twice:
    /// each repeat is found, however crowded the duplicate table's neighbourhood.
    func testDuplicatesInADenseStreamAreAllFound() throws {
        var lines = [RecordsCSV.header]
        for k in 0..<4000 {
            let seconds = Double(k) * 0.25
            let t = "2026-03-01T10:\(String(format: "%02d", Int(seconds) / 60)):\(String(format: "%06.3f", seconds.truncatingRemainder(dividingBy: 60)))Z"
            for source in ["Strap", "Watch"] {
                let line = "heart_rate,\(t),\(t),\(60 + k % 30),\(source)"
                lines += [line, line]
            }
        }
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n"))
        XCTAssertEqual(history.heartRate.count, 8000)
        XCTAssertEqual(report.rejected, [.exactDuplicate: 8000])
    }

    /// 5,000 distinct records at one instant, each written twice: all but the first 32 of
    /// them probe past the time-based slots into the hashed ones, and every repeat is still
    /// found there.
    func testRecordsAtOneInstantOverflowIntoHashedSlotsAndAreAllFound() throws {
        var lines = [RecordsCSV.header]
        for k in 0..<5000 {
            let line = "heart_rate,2026-03-01T10:00:00Z,2026-03-01T10:00:00Z,\(60 + k % 90),Strap \(k)"
            lines += [line, line]
        }
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n"))
        XCTAssertEqual(history.heartRate.count, 5000)
        XCTAssertEqual(report.rejected, [.exactDuplicate: 5000])
    }
}
