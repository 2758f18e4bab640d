import FlowTestSupport
import Foundation
import XCTest

@testable import FlowApp

/// The files a run reads, found below the paths given: a file is itself, a folder every file
/// below it (through a link to a file too), compared by device and inode.
final class InputFilesTests: FolderTestCase {
    private func identity(_ path: String) throws -> (dev_t, ino_t) {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return (info.st_dev, info.st_ino)
    }

    func testAFileInsideAFolderIsFoundByItsInodeWhateverItsName() throws {
        let export = folder.appendingPathComponent("whoop/deeper").path
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        let cycles = export + "/physiological_cycles.csv"
        try "a\n".write(toFile: cycles, atomically: false, encoding: .utf8)
        let (device, inode) = try identity(cycles)
        let top = folder.appendingPathComponent("whoop").path
        XCTAssertEqual(InputFiles.file(in: top, device: device, inode: inode), cycles)
        // The same file under another name (a hard link outside the folder): found as what the folder holds.
        let elsewhere = folder.appendingPathComponent("other.csv").path
        XCTAssertEqual(link(cycles, elsewhere), 0)
        let (d2, i2) = try identity(elsewhere)
        XCTAssertEqual(InputFiles.file(in: top, device: d2, inode: i2), cycles)
        // A file given itself is itself; a file that is not read is nowhere.
        XCTAssertEqual(InputFiles.file(in: elsewhere, device: device, inode: inode), elsewhere)
        let unrelated = folder.appendingPathComponent("unrelated.csv").path
        try "b\n".write(toFile: unrelated, atomically: false, encoding: .utf8)
        let (d3, i3) = try identity(unrelated)
        XCTAssertNil(InputFiles.file(in: top, device: d3, inode: i3))
        XCTAssertNil(InputFiles.file(in: folder.appendingPathComponent("absent").path, device: d3, inode: i3))
    }

    func testCheckTargetRefusesAFileOfAFolderInputAndAllowsANewOne() throws {
        let export = folder.appendingPathComponent("garmin").path
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        let uds = export + "/UDSFile_1.json"
        try "[]".write(toFile: uds, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try AtomicFile.checkTarget(uds, inputs: [nil, export])) { error in
            XCTAssertEqual(
                "\(error)",
                "--out \(uds) is \(uds), a file of the input \(export): writing it would destroy it; give another --out"
            )
        }
        // Through `..` and another spelling: still the same inode, still refused.
        XCTAssertThrowsError(try AtomicFile.checkTarget(export + "/../garmin/./UDSFile_1.json", inputs: [export]))
        // A file that does not exist yet, or one outside every input, is fine.
        XCTAssertNoThrow(try AtomicFile.checkTarget(folder.appendingPathComponent("table.csv").path, inputs: [export]))
        XCTAssertNoThrow(try AtomicFile.checkTarget(export + "/new.csv", inputs: [export]))
        XCTAssertEqual(try String(contentsOfFile: uds, encoding: .utf8), "[]")
    }
}
