import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// A file of a zip copied for a reader that needs a real file: readable only by this user, in
/// a folder of its own, and gone, folder and all, once removed.
final class PrivateCopyTests: FolderTestCase {
    func testTheCopyIsPrivateAndLeavesNothingBehind() throws {
        let inner = try write("date,Sleep Score\n", "t.csv", in: "src")
        try ZipWriter.write(archive: path("a.zip"), files: [("deep/t.csv", inner)])
        let files = try ExportFiles(path: path("a.zip"))
        let copy = try PrivateCopy(of: "deep/t.csv", in: files, as: "t.csv")
        XCTAssertEqual(try String(contentsOfFile: copy.path, encoding: .utf8), "date,Sleep Score\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: copy.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual((copy.path as NSString).lastPathComponent, "t.csv")
        copy.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.folder))
        XCTAssertThrowsError(try PrivateCopy(of: "missing.csv", in: files, as: "m.csv"))
    }
}
