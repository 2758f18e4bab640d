import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// The entry point maps every error once: each SPEC exit code is reachable from the command
/// line, and no input, however broken, reaches exit 70 (internal error).
final class FlowCommandTests: FolderTestCase {
    static let oneNight = """
        kind,start,end,value,source
        sleep,2026-03-01T23:00:00+00:00,2026-03-02T07:00:00+00:00,core,Watch
        resting_hr,2026-03-01T08:00:00+00:00,2026-03-01T08:00:00+00:00,55,Watch

        """

    func testEachExitCodeThroughTheEntryPoint() throws {
        let records = try write(FlowCommandTests.oneNight, "records.csv")
        XCTAssertEqual(flow(["help"]).0, .success)
        XCTAssertEqual(flow(["features", "--history", records]).0, .success)
        XCTAssertEqual(flow(["features", "--history", records, "--bogus"]).0, .usage)
        XCTAssertEqual(flow(["features", "--history", try write("kind,start\n", "bad.csv")]).0, .dataError)
        XCTAssertEqual(flow(["features", "--history", path("absent.csv")]).0, .noInput)
        XCTAssertEqual(
            flow(["features", "--history", records, "--out", path("no/such/folder/t.csv")]).0, .cannotCreate)
        // Usage errors point at the command's help; others do not.
        XCTAssertTrue(flow(["features", "--bogus"]).1.err.contains("see 'flow features --help'"))
        XCTAssertFalse(flow(["features", "--history", path("absent.csv")]).1.err.contains("--help"))
    }

    /// Broken inputs of every kind a command reads: each is an error with its own exit code
    /// (64, 65 or 66) and a message naming the file, never 70.
    func testNoBrokenInputReachesExit70() throws {
        let records = try write(FlowCommandTests.oneNight, "records.csv")
        let labels = try write("date,stress\n2026-03-02,3\n", "labels.csv")
        var garbage = [UInt8](repeating: 0, count: 4096)
        for k in garbage.indices { garbage[k] = UInt8((k * 7919 + 13) % 256) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path("garbage.bin"), contents: Data(garbage)))
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: path("cut.zip"), contents: Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00])))
        try FileManager.default.createDirectory(atPath: path("empty-folder"), withIntermediateDirectories: true)
        let badModel = try write("{\"format\": \"flow-model\", \"version\": 1,", "bad-model.json")
        let cases: [[String]] = [
            ["features", "--history", path("garbage.bin")],
            ["features", "--history", path("cut.zip")],
            ["features", "--history", try write("<?xml version=\"1.0\"?>\n<HealthData><Record type=", "cut.xml")],
            ["features", "--history", try write("# flow features: max_hr=190\ndate,x\n", "bad-table.csv")],
            ["features", "--history", path("empty-folder")],
            ["features", "--history", try write("[{\"logId\": 1, \"levels\": ", "sleep.json", in: "fitbit-bad")]
                .map { $0.hasSuffix("sleep.json") ? path("fitbit-bad") : $0 },
            ["features", "--history", try write("", "empty.csv")],
            ["predict", "--history", records, "--model", badModel],
            ["predict", "--history", records, "--model", path("empty-folder")],
            ["predict", "--history", records, "--model", path("garbage.bin")],
            ["train", "--history", records, "--labels", path("garbage.bin"), "--out", path("m.json")],
            ["train", "--history", records, "--labels", path("empty-folder"), "--out", path("m.json")],
            ["train", "--history", records, "--labels", labels, "--target", "mood", "--out", path("m.json")],
            ["train", "--history", records, "--labels", labels, "--out", path("m.json")],
            ["evaluate", "--history", records, "--labels", labels, "--model", badModel],
            ["simulate", "--days", "3", "--seed", "1", "--out", path("garbage.bin")],
        ]
        for words in cases {
            let (code, t) = flow(words)
            XCTAssertTrue([.usage, .dataError, .noInput, .cannotCreate].contains(code), "\(words): \(code) \(t.err)")
            XCTAssertTrue(t.err.contains("flow: error: "), "\(words): \(t.err)")
            XCTAssertFalse(t.err.contains("internal"), "\(words): \(t.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")))
    }

    /// A full disk found at the last flush of a zip is a write error, and the simulator then
    /// leaves no partial archive behind.
    func testAZipOnAFullDiskIsAWriteError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let file = try write(String(repeating: "x", count: 10_000), "a.txt")
        XCTAssertThrowsError(try ZipWriter.write(archive: "/dev/full", files: [("a.txt", file)])) { error in
            XCTAssertEqual((error as? OutputError)?.kind, .output, "\(error)")
        }
    }
}
