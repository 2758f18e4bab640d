import FlowDatabase
import FlowTestSupport
import XCTest

/// A database written table by table and read back in key order; a row of the wrong width or
/// a repeated key named by its table.
final class DatabaseWriterTests: FolderTestCase {
    private let table = DatabaseTable(
        name: "t", columns: [DatabaseColumn("name", .text), DatabaseColumn("value", .real)], key: ["name"],
        rows: [[.text("b"), .real(2)]])

    func testRowsAppendedAfterTheStartAreReadBackInKeyOrder() throws {
        let writer = try DatabaseWriter(path: path("db.sqlite"), name: "db.sqlite", tables: [table])
        try writer.append([[.text("a"), .real(1.5)], [.text("c"), .null]], to: "t")
        try writer.finish()
        let read = try DatabaseReader.tables([table], at: path("db.sqlite"), what: "a test database")
        XCTAssertEqual(read[0].rows, [[.text("a"), .real(1.5)], [.text("b"), .real(2)], [.text("c"), .null]])
    }

    /// Rows committed person by person read back as one table; a key repeated across commits
    /// is still refused.
    func testRowsCommittedInStepsReadBackWhole() throws {
        let writer = try DatabaseWriter(path: path("db.sqlite"), name: "db.sqlite", tables: [table])
        try writer.append([[.text("a"), .real(1.5)]], to: "t")
        try writer.commit()
        try writer.append([[.text("c"), .real(3)]], to: "t")
        try writer.commit()
        XCTAssertThrowsError(try writer.append([[.text("a"), .real(9)]], to: "t"))
        try writer.finish()
        let read = try DatabaseReader.tables([table], at: path("db.sqlite"), what: "a test database")
        XCTAssertEqual(read[0].rows, [[.text("a"), .real(1.5)], [.text("b"), .real(2)], [.text("c"), .real(3)]])
    }

    func testAWrongRowIsAnErrorNamingTheTable() throws {
        let writer = try DatabaseWriter(path: path("db.sqlite"), name: "db.sqlite", tables: [table])
        XCTAssertThrowsError(try writer.append([[.text("x")]], to: "t")) {
            XCTAssertEqual(
                $0 as? DatabaseError,
                .cannotWrite(file: "db.sqlite", message: "table t: a row of 1 values for 2 columns"))
        }
        XCTAssertThrowsError(try writer.append([[.text("b"), .real(3)]], to: "t")) {
            XCTAssertTrue("\($0)".hasPrefix("db.sqlite: cannot be written: table t: "), "\($0)")
        }
        XCTAssertThrowsError(try writer.append([], to: "u")) {
            XCTAssertEqual($0 as? DatabaseError, .cannotWrite(file: "db.sqlite", message: "no table u"))
        }
    }
}
