import FlowDatabase
import FlowRecords
import XCTest

@testable import FlowImport

/// A cell by the sheet's rules, each case a literal SQLite gives back as written.
final class HealthConnectCellTests: XCTestCase {
    /// The cells of one row of `SELECT …` on an in-memory database.
    private func row(_ select: String, _ body: (SQLStatement) -> Void) throws {
        let db = try SQLiteConnection(path: ":memory:", name: "memory", create: true)
        let statement = try db.prepare(select)
        XCTAssertTrue(try statement.step())
        body(statement)
    }

    func testNumbers() throws {
        try row("SELECT NULL, 72, 64000.5, '7', 'seven', 4.9e-324, 1.4e-45, 0, -0.4, '1e999'") { r in
            XCTAssertEqual(try? HealthConnectCell.number(r, 0).get(), nil)
            XCTAssertEqual(HealthConnectCell.number(r, 0), .failure(.nullValue))
            XCTAssertEqual(HealthConnectCell.number(r, 1), .success(72))
            XCTAssertEqual(HealthConnectCell.number(r, 2), .success(64000.5))
            XCTAssertEqual(HealthConnectCell.number(r, 3), .success(7))  // an integer written into TEXT
            XCTAssertEqual(HealthConnectCell.number(r, 4), .failure(.nonNumeric))
            XCTAssertEqual(HealthConnectCell.number(r, 5), .failure(.unsetValue))  // Double.MIN_VALUE
            XCTAssertEqual(HealthConnectCell.number(r, 6), .success(1.4e-45))  // above 1e-300: a value
            XCTAssertEqual(HealthConnectCell.number(r, 7), .success(0))
            XCTAssertEqual(HealthConnectCell.number(r, 8), .success(-0.4))
            XCTAssertEqual(HealthConnectCell.number(r, 9), .failure(.nonFinite))
        }
    }

    /// Times in epoch milliseconds on offsets of at most 18 hours (64,800 s) either way.
    func testTimesAndOffsets() throws {
        try row("SELECT 1780300800000, 64800, -64800, 64801, '3600', 1.5, NULL") { r in
            XCTAssertEqual(HealthConnectCell.offset(r, 1), .success(64800))
            XCTAssertEqual(HealthConnectCell.offset(r, 2), .success(-64800))
            XCTAssertEqual(HealthConnectCell.offset(r, 3), .failure(.offsetOutOfRange))
            XCTAssertEqual(HealthConnectCell.offset(r, 4), .success(3600))
            XCTAssertEqual(HealthConnectCell.millis(r, 5), .failure(.unparseableTime))
            XCTAssertEqual(HealthConnectCell.millis(r, 6), .failure(.nullValue))
            // 1,780,300,800 s is 2026-06-01 08:00 UTC; on +18:00 it is 02:00 the next day.
            let t = try? HealthConnectCell.time(r, 0, 1).get()
            XCTAssertEqual(t?.instant, 1_780_300_800)
            XCTAssertEqual(t?.localDay.description, "2026-06-02")
        }
    }
}
