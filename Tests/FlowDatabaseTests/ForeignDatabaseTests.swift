import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// Another program's SQLite file, opened to read only what is asked by name.
final class ForeignDatabaseTests: FolderTestCase {
    /// Every byte outside letters, digits and `/-._~` is percent-encoded, so a name with `?`,
    /// `#` or `%` cannot add a URI parameter; the file is opened read-only and immutable.
    func testTheURIOpensThePathItselfImmutable() {
        XCTAssertEqual(
            ForeignDatabase.uri("/a b/c?d#e%.db"), "file:/a%20b/c%3Fd%23e%25.db?mode=ro&immutable=1")
        XCTAssertEqual(ForeignDatabase.uri("/tmp/é.db"), "file:/tmp/%C3%A9.db?mode=ro&immutable=1")
        XCTAssertEqual(ForeignDatabase.quoted("a\"b"), "\"a\"\"b\"")
    }

    /// Tables by name (views left out), columns generated ones included, rows counted, the
    /// schema version and quick_check as SQLite gives them.
    func testWhatItTellsOfAFile() throws {
        let path = self.path("other.db")
        let writer = try SQLiteConnection(path: path, name: path, create: true)
        try writer.execute(
            "CREATE TABLE t (time INTEGER, zone_offset INTEGER, local INTEGER AS (time + 1000 * zone_offset)); "
                + "INSERT INTO t (time, zone_offset) VALUES (5, 2), (7, 1); CREATE VIEW v AS SELECT * FROM t; "
                + "PRAGMA user_version = 12")
        let db = try ForeignDatabase(path: path, name: "other.db")
        XCTAssertEqual(try db.tables(), ["t"])
        XCTAssertEqual(try db.columns(of: "t"), ["time", "zone_offset", "local"])
        XCTAssertEqual(try db.columns(of: "missing"), [])
        XCTAssertEqual(try db.rowCount("t"), 2)
        XCTAssertEqual(try db.userVersion(), 12)
        XCTAssertNil(try db.quickCheck())
        var locals: [Int64] = []
        try db.forEachRow("SELECT local FROM t ORDER BY time") { locals.append($0.integer(0)) }
        XCTAssertEqual(locals, [2005, 1007])  // 5 + 1000·2, 7 + 1000·1
    }

    /// A view is never run, even when asked for by name, and a failing query is the file's
    /// fault (unreadable, 65), never reported as a write.
    func testAViewIsNotRunAndFailuresAreTheFiles() throws {
        let path = self.path("views.db")
        let writer = try SQLiteConnection(path: path, name: path, create: true)
        try writer.execute("CREATE TABLE t (x INTEGER); CREATE VIEW v AS SELECT x FROM t")
        let db = try ForeignDatabase(path: path, name: "views.db")
        XCTAssertThrowsError(try db.forEachRow("SELECT * FROM v") { _ in }) { error in
            guard case DatabaseError.unreadable(let file, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "views.db")
            XCTAssertEqual((error as? DatabaseError)?.kind, .data)
        }
        XCTAssertThrowsError(try db.forEachRow("INSERT INTO t VALUES (1)") { _ in })
        XCTAssertEqual(try db.rowCount("t"), 0)
    }
}
