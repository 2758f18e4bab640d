import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// A vendor's export as a folder or as its zip: the same names and bytes either way.
final class ExportFilesTests: FolderTestCase {
    func testAFolderAndItsZipListTheSameFiles() throws {
        try write("a", "sleeps.csv", in: "e/deep/deeper")
        try write("bb", "sleeps.csv", in: "e")
        try write("ccc", "journal_entries.csv", in: "e/deep")
        let folder = try ExportFiles(path: path("e"))
        XCTAssertEqual(folder.names, ["deep/deeper/sleeps.csv", "deep/journal_entries.csv", "sleeps.csv"])
        // The shallowest copy first.
        XCTAssertEqual(folder.names(where: { $0 == "sleeps.csv" }), ["sleeps.csv", "deep/deeper/sleeps.csv"])
        try ZipWriter.write(
            archive: path("e.zip"), files: folder.names.map { ($0, path("e/" + $0)) })
        let zip = try ExportFiles(path: path("e.zip"))
        XCTAssertEqual(zip.names, folder.names)
        for name in zip.names { XCTAssertEqual(try zip.bytes(of: name), try folder.bytes(of: name)) }
        XCTAssertEqual(zip.display("sleeps.csv"), path("e.zip") + "/sleeps.csv")
        XCTAssertEqual(ExportFiles.baseName("a/b/c.csv"), "c.csv")
        XCTAssertThrowsError(try ExportFiles(path: path("absent"))) { error in
            XCTAssertEqual(error as? InputError, .missing(file: path("absent")))
        }
    }
}
