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

    /// A file's first bytes, from a folder or its zip alike: at most the count asked for.
    func testTheFirstBytesOfAFile() throws {
        try write("0123456789", "big.json", in: "p")
        try write("ab", "small.json", in: "p")
        let folder = try ExportFiles(path: path("p"))
        try ZipWriter.write(archive: path("p.zip"), files: folder.names.map { ($0, path("p/" + $0)) })
        for export in [folder, try ExportFiles(path: path("p.zip"))] {
            XCTAssertEqual(try export.prefix(of: "big.json", count: 4), Array("0123".utf8))
            XCTAssertEqual(try export.prefix(of: "small.json", count: 4), Array("ab".utf8))
            XCTAssertThrowsError(try export.prefix(of: "none.json", count: 4))
        }
    }
}
