import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowApp

/// Outputs replaced whole through a temporary file and a rename: the old file's mode kept,
/// nothing left behind, and a failure leaving the old file as it was.
final class AtomicFileTests: FolderTestCase {
    private func contents(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    /// Files beside the output that are flow's own temporaries.
    private func temporaries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(AtomicFile.prefix) }
    }

    func testWriteReplacesTheFileWholeAndKeepsItsMode() throws {
        let out = try write("old text that is longer than the new\n", "out.csv")
        chmod(out, 0o640)
        try AtomicFile.write("new\n", to: out)
        XCTAssertEqual(try contents("out.csv"), "new\n")
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try temporaries(), [])
    }

    /// A writer that fails leaves the old file and no temporary; one that succeeds replaces it.
    func testAFailedReplaceLeavesTheOldFile() throws {
        struct Broke: Error {}
        let out = try write("good\n", "model.json")
        XCTAssertThrowsError(
            try AtomicFile.replace(out) { temp in
                try "half".write(toFile: temp, atomically: false, encoding: .utf8)
                throw Broke()
            })
        XCTAssertEqual(try contents("model.json"), "good\n")
        XCTAssertEqual(try temporaries(), [])
        try AtomicFile.replace(out) { try "better\n".write(toFile: $0, atomically: false, encoding: .utf8) }
        XCTAssertEqual(try contents("model.json"), "better\n")
    }

    /// The output may not be an input, nor a file inside an input folder (a usage error naming
    /// both), nor a folder or a link (it cannot be written); a new file or standard output passes.
    func testTheTargetIsCheckedBeforeAnyWork() throws {
        let input = try write("kind,start,end,value,source\n", "records.csv", in: "export")
        XCTAssertThrowsError(try AtomicFile.checkTarget(input, inputs: [input])) {
            XCTAssertTrue("\($0)".contains("is the input \(input)"), "\($0)")
        }
        XCTAssertThrowsError(try AtomicFile.checkTarget(input, inputs: [path("export")])) {
            XCTAssertTrue("\($0)".contains("a file of the input"), "\($0)")
        }
        XCTAssertThrowsError(try AtomicFile.checkTarget(path("export"), inputs: [])) {
            XCTAssertTrue("\($0)".contains("it is a folder"), "\($0)")
        }
        try FileManager.default.createSymbolicLink(atPath: path("link.csv"), withDestinationPath: input)
        XCTAssertThrowsError(try AtomicFile.checkTarget(path("link.csv"), inputs: [])) {
            XCTAssertTrue("\($0)".contains("a symbolic link"), "\($0)")
        }
        XCTAssertNoThrow(try AtomicFile.checkTarget(path("new.csv"), inputs: [input]))
        XCTAssertNoThrow(try AtomicFile.checkTarget(AtomicFile.standardOutput, inputs: [input]))
    }

    /// A temporary older than a day is litter and goes; a fresh one (another run's) stays.
    func testOnlyStaleTemporariesAreRemoved() throws {
        let stale = try write("", AtomicFile.prefix + "old")
        let fresh = try write("", AtomicFile.prefix + "new")
        let twoDaysAgo = Date(timeIntervalSinceNow: -2 * AtomicFile.staleAge)
        try FileManager.default.setAttributes([.modificationDate: twoDaysAgo], ofItemAtPath: stale)
        AtomicFile.removeStale(in: folder.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh))
    }

    /// Folders are made with their parents; a file in the way is an error.
    func testMakeFolder() throws {
        try AtomicFile.makeFolder(path("a/b/c"))
        var isFolder: ObjCBool = false
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: path("a/b/c"), isDirectory: &isFolder) && isFolder.boolValue)
        let file = try write("x", "plain")
        XCTAssertThrowsError(try AtomicFile.makeFolder(file))
    }
}
