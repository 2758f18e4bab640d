import FlowTestSupport
import XCTest

@testable import FlowDatabase

/// The generation: 0 in a file without the tables, then one more at each change.
final class StoredTablesTests: FolderTestCase {
    func testTheGenerationCounts() throws {
        let db = try SQLiteConnection(path: path("s.sqlite"), name: "s", create: true)
        XCTAssertEqual(try StoredTables.generation(db), 0)
        XCTAssertFalse(try StoredTables.hasTables(db))
        try db.execute(StoredTables.definition)
        XCTAssertEqual(try StoredTables.generation(db), 0)
        try StoredTables.advance(db)
        try StoredTables.advance(db)
        XCTAssertEqual(try StoredTables.generation(db), 2)
    }
}
