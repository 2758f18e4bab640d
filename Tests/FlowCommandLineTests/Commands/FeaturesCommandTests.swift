import FlowCommandLine
import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

final class FeaturesCommandTests: FolderTestCase {
    static let twoDays = """
        kind,start,end,value,source
        sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,Watch
        steps,2026-03-01T10:00:00+01:00,2026-03-01T10:30:00+01:00,3000,Phone
        glucose,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,5.4,Watch

        """

    func testFeaturesWritesTheTableAndReportsRejections() throws {
        let records = try write(FeaturesCommandTests.twoDays, "records.csv")
        let out = folder.appendingPathComponent("table.csv").path
        let (code, t) = flow(["features", "--history", records, "--out", out, "--sleep-need", "7.5"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.err.contains("2 records accepted"))
        XCTAssertTrue(t.err.contains("unknown kind: 1"))
        let table = try FeatureTable.parseCSV(String(contentsOfFile: out, encoding: .utf8), file: out)
        XCTAssertEqual(table.settings.sleepNeedHours, 7.5)
        XCTAssertEqual(table.rows.map(\.day.description), ["2026-03-01", "2026-03-02"])
        XCTAssertEqual(table.rows[1][.sleepHours], 8)
        XCTAssertEqual(table.rows[1][.steps], 3000)
        // No temporary file is left next to the output.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["records.csv", "table.csv"])
    }

    func testFeaturesRangeAndJSON() throws {
        let records = try write(FeaturesCommandTests.twoDays, "records.csv")
        let (code, t) = flow(["features", "--history", records, "--from", "2026-03-02", "--json"])
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONSerialization.jsonObject(with: Data(t.out.utf8)) as? [[String: Any]]
        XCTAssertEqual(json?.count, 1)
        XCTAssertEqual(json?.first?["date"] as? String, "2026-03-02")
        XCTAssertEqual((json?.first?["values"] as? [String: Double])?["sleep_hours"], 8)
        XCTAssertEqual((json?.first?["provenance"] as? [String: String])?["steps"], "observed")
    }

    func testExitCodesForBadInput() throws {
        let records = try write(FeaturesCommandTests.twoDays, "records.csv")
        XCTAssertEqual(flow(["features", "--history", folder.appendingPathComponent("nope.csv").path]).0, .noInput)
        let badHeader = try write("kind,start,end,value\n", "bad.csv")
        let (code, t) = flow(["features", "--history", badHeader])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.hasPrefix("flow: error: \(badHeader):1: expected the header"), t.err)
        let empty = try write(RecordsCSV.header + "\n", "empty.csv")
        XCTAssertEqual(flow(["features", "--history", empty]).0, .dataError)
        XCTAssertEqual(flow(["features", "--history", records, "--max-hr", "180", "--age", "40"]).0, .usage)
        XCTAssertEqual(flow(["features", "--history", records, "--from", "2026-3-1"]).0, .usage)
        XCTAssertEqual(flow(["features", "--history", records, "--bogus"]).0, .usage)
        XCTAssertEqual(flow(["features"]).0, .usage)
        XCTAssertEqual(flow(["frobnicate"]).0, .usage)
        XCTAssertEqual(flow(["features", "--history", records, "--from", "2027-01-01"]).0, .dataError)
    }

    func testAnUnwritableOutputIsExit73AndLeavesNothingBehind() throws {
        let records = try write(FeaturesCommandTests.twoDays, "records.csv")
        let missingFolder = folder.appendingPathComponent("no/such/folder/table.csv").path
        XCTAssertEqual(flow(["features", "--history", records, "--out", missingFolder]).0, .cannotCreate)
        let readOnly = folder.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }
        if getuid() != 0 {  // root may write anywhere
            XCTAssertEqual(
                flow(["features", "--history", records, "--out", readOnly.appendingPathComponent("t.csv").path]).0,
                .cannotCreate)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: readOnly.path), [])
        }
        XCTAssertEqual(flow(["features", "--history", records, "--out", folder.path]).0, .cannotCreate)
    }
}
