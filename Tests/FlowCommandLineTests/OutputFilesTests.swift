import FlowApp
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// Every command's outputs through the binary (AtomicFile's promises as a user meets them):
/// outputs never destroy an input, never write through a link or into a device, never leave
/// litter for ever, and work with the longest names a file system allows.
final class OutputFilesTests: FolderTestCase {
    static let night = """
        kind,start,end,value,source
        sleep,2026-03-01T23:00:00+00:00,2026-03-02T07:00:00+00:00,core,Watch

        """

    func testAnOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let records = try write(OutputFilesTests.night, "records.csv")
        let labels = try write("date,stress\n2026-03-02,3\n", "labels.csv")
        let (code, t) = flow(["features", "--history", records, "--out", records])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("is the input"), t.err)
        XCTAssertEqual(try String(contentsOfFile: records, encoding: .utf8), OutputFilesTests.night)
        // The same file under another name (a hard link) is the same input.
        XCTAssertEqual(link(labels, path("other-name.csv")), 0)
        XCTAssertEqual(
            flow(["train", "--history", records, "--labels", labels, "--out", path("other-name.csv")]).0, .usage)
        XCTAssertEqual(try String(contentsOfFile: labels, encoding: .utf8), "date,stress\n2026-03-02,3\n")
    }

    func testALinkOrADeviceAsOutputIsRefused() throws {
        let records = try write(OutputFilesTests.night, "records.csv")
        let victim = try write("precious\n", "victim.txt")
        XCTAssertEqual(symlink(victim, path("table.csv")), 0)
        let (code, t) = flow(["features", "--history", records, "--out", path("table.csv")])
        XCTAssertEqual(code, .cannotCreate)
        XCTAssertTrue(t.err.contains("symbolic link"), t.err)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious\n")
        XCTAssertEqual(flow(["features", "--history", records, "--out", "/dev/null"]).0, .cannotCreate)
        XCTAssertEqual(flow(["features", "--history", records, "--out", folder.path]).0, .cannotCreate)
    }

    /// The temporary file is created exclusively with a random name: a file planted under
    /// flow's prefix is neither written through nor removed while it is fresh.
    func testTemporaryFilesAreExclusiveAndStaleOnesAreRemoved() throws {
        let records = try write(OutputFilesTests.night, "records.csv")
        let fresh = try write("someone's\n", AtomicFile.prefix + "fresh")
        let stale = try write("left by a killed run\n", AtomicFile.prefix + "stale")
        let twoDaysAgo = Date(timeIntervalSinceNow: -2 * 86_400)
        try FileManager.default.setAttributes([.modificationDate: twoDaysAgo], ofItemAtPath: stale)
        XCTAssertEqual(flow(["features", "--history", records, "--out", path("table.csv")]).0, .success)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh))
        XCTAssertEqual(try String(contentsOfFile: fresh, encoding: .utf8), "someone's\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix(AtomicFile.prefix)
        }
        XCTAssertEqual(left, [AtomicFile.prefix + "fresh"])
        // The output has the usual mode, not the temporary file's 0600.
        let mode = try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: path("table.csv"))[.posixPermissions] as? Int)
        XCTAssertNotEqual(mode & 0o044, 0)
    }

    /// A 250-byte file name: the temporary name must not be longer than the file system allows.
    func testTheLongestNameWorks() throws {
        let records = try write(OutputFilesTests.night, "records.csv")
        let name = String(repeating: "t", count: 246) + ".csv"
        XCTAssertEqual(flow(["features", "--history", records, "--out", path(name)]).0, .success)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path(name)))
    }

    /// A usage error is found before the output folder is made.
    func testSimulateMakesNoFolderForAUsageError() {
        XCTAssertEqual(
            flow(["simulate", "--days", "3", "--seed", "1", "--out", path("new"), "--format", "tsv"]).0, .usage)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new")))
    }

    /// A write that fails part-way (here the file-size limit, as a full disk would) removes
    /// the temporary file and leaves the old output exactly as it was.
    func testAFailedWriteLeavesTheOldOutputUntouched() throws {
        let table = try write("the good table\n", "table.csv")
        var old = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old), 0)
        signal(SIGXFSZ, SIG_IGN)
        var small = old
        small.rlim_cur = 4096
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        let error: Error?
        do {
            try AtomicFile.write(String(repeating: "a row of a long table\n", count: 10_000), to: table)
            error = nil
        } catch let e {
            error = e
        }
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old), 0)
        signal(SIGXFSZ, SIG_DFL)
        XCTAssertEqual((error as? OutputError)?.kind, .output, "\(String(describing: error))")
        XCTAssertEqual(try String(contentsOfFile: table, encoding: .utf8), "the good table\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["table.csv"])
    }
}
