import FlowDatabase
import XCTest

/// A cell as SQLite stores it: no value, and a number SQLite cannot hold, are NULL.
final class SQLValueTests: XCTestCase {
    func testMissingAndNonFiniteAreNull() {
        XCTAssertEqual(SQLValue.real(2.5), .real(2.5))
        XCTAssertEqual(SQLValue.real(nil), .null)
        // Through the optional form (a plain Double names the case itself, which keeps it).
        XCTAssertEqual(SQLValue.real(Double?(.nan)), .null)
        XCTAssertEqual(SQLValue.real(Double?(-.infinity)), .null)
        XCTAssertEqual(SQLValue.integer(Int?(7)), .integer(7))
        XCTAssertEqual(SQLValue.integer(Int?.none), .null)
        XCTAssertEqual(SQLValue.text(String?.none), .null)
        XCTAssertEqual(SQLValue.flag(true), .integer(1))
        XCTAssertEqual(SQLValue.flag(false), .integer(0))
        XCTAssertEqual(SQLType.any.rawValue, "ANY")
    }
}
