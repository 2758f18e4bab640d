import FlowDatabase
import FlowRecords
import XCTest

/// A refused or unreadable database is the data's fault (65), a failed write the output's (73).
final class DatabaseErrorTests: XCTestCase {
    func testKindsPlacesAndMessages() {
        let refused = DatabaseError.refused(file: "h.sqlite", reason: "it has no schema version")
        XCTAssertEqual(refused.kind, .data)
        XCTAssertEqual(refused.place, .file("h.sqlite"))
        XCTAssertEqual(refused.description, "h.sqlite: not written: it has no schema version")
        let write = DatabaseError.cannotWrite(file: "h.sqlite", message: "disk I/O error")
        XCTAssertEqual(write.kind, .output)
        XCTAssertEqual(write.description, "h.sqlite: cannot be written: disk I/O error")
        let read = DatabaseError.unreadable(file: "a.sqlite", reason: "it is not a cohort database (no table runs)")
        XCTAssertEqual(read.kind, .data)
        XCTAssertEqual(read.description, "a.sqlite: cannot be read: it is not a cohort database (no table runs)")
    }
}
