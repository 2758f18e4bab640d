import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowDatabase

/// The SQLite connection: statements run, rows read back in their storage classes, a failure
/// named with the file and the statement.
final class SQLiteConnectionTests: FolderTestCase {
    func testStatementsRowsAndFailures() throws {
        let db = try SQLiteConnection(path: path("t.sqlite"), name: "t.sqlite", create: true)
        try db.execute("CREATE TABLE t (a INTEGER, b REAL, c TEXT, d ANY) STRICT")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?, ?, ?)")
        try insert.run([.integer(1), .real(2.5), .text("é"), .null])
        try insert.run([.integer(2), .null, .text(""), .text("x")])
        XCTAssertEqual(
            try db.rows("SELECT * FROM t ORDER BY a"),
            [[.integer(1), .real(2.5), .text("é"), .null], [.integer(2), .null, .text(""), .text("x")]])
        XCTAssertEqual(try db.scalar("SELECT count(*) FROM t"), .integer(2))
        XCTAssertEqual(try db.scalar("SELECT a FROM t WHERE a > 5"), .null)
        // A text in an INTEGER column of a STRICT table: refused, the file and statement named.
        XCTAssertThrowsError(try insert.run([.text("one"), .null, .null, .null])) {
            XCTAssertTrue("\($0)".hasPrefix("t.sqlite: cannot be written: INSERT INTO t VALUES"), "\($0)")
        }
        XCTAssertThrowsError(try db.execute("SELECT * FROM nowhere")) {
            XCTAssertTrue("\($0)".contains("no such table: nowhere"), "\($0)")
        }
        XCTAssertThrowsError(try SQLiteConnection(path: path("none/x.sqlite"), name: "x.sqlite", readOnly: true)) {
            XCTAssertEqual(($0 as? DatabaseError)?.kind, .data)
        }
    }
}
