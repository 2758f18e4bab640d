import FlowDatabase
import FlowTestSupport
import XCTest

/// Reading tables back refuses, naming the file, anything that is not the database asked for.
final class DatabaseReaderTests: FolderTestCase {
    private let table = DatabaseTable(name: "t", columns: [DatabaseColumn("name", .text)], key: ["name"])

    func testAFileThatIsNotTheDatabaseAskedForIsRefused() throws {
        try write("name\n", "t.csv")
        XCTAssertThrowsError(try DatabaseReader.tables([table], at: path("t.csv"), what: "a test database")) {
            XCTAssertEqual(
                $0 as? DatabaseError,
                .unreadable(file: path("t.csv"), reason: "it is missing, empty or not a SQLite database"))
            XCTAssertEqual(($0 as? DatabaseError)?.kind, .data)
        }
        XCTAssertThrowsError(try DatabaseReader.tables([table], at: path("none.sqlite"), what: "a test database"))
        let other = DatabaseTable(name: "u", columns: [DatabaseColumn("name", .text)], key: ["name"])
        let writer = try DatabaseWriter(path: path("u.sqlite"), name: "u.sqlite", tables: [other])
        try writer.finish()
        XCTAssertThrowsError(try DatabaseReader.tables([table], at: path("u.sqlite"), what: "a test database")) {
            XCTAssertEqual(
                $0 as? DatabaseError,
                .unreadable(file: path("u.sqlite"), reason: "it is not a test database (no table t)"))
        }
    }
}
