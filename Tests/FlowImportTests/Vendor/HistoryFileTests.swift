import FlowTestSupport
import XCTest

@testable import FlowImport

/// A plain file (not a folder, not a zip) and its bytes.
final class HistoryFileTests: FolderTestCase {
    func testPlainFilesAndTheirBytes() throws {
        let csv = try write("kind,start\n", "r.csv")
        let zip = try write("PK\u{3}\u{4}rest", "e.zip")
        XCTAssertTrue(HistoryFile.isPlainFile(csv))
        XCTAssertFalse(HistoryFile.isPlainFile(zip))
        XCTAssertFalse(HistoryFile.isPlainFile(folder.path))
        XCTAssertFalse(HistoryFile.isPlainFile(path("none")))
        XCTAssertEqual(try HistoryFile.bytes(csv), Array("kind,start\n".utf8))
        XCTAssertThrowsError(try HistoryFile.bytes(path("none")))
    }
}
