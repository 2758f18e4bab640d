import FlowDatabase
import FlowImport
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// Every reader's libFuzzer target (Fuzz/Harnesses.swift, Scripts/fuzz.sh) runs for a few
/// seconds over seeds of valid files that flow writes here, so a regression in a reader that
/// crashes on malformed input fails the tests. Skipped without a libFuzzer toolchain or when
/// FLOW_SKIP_FUZZ is set.
final class FuzzTargetsTests: FolderTestCase {
    static let secondsPerTarget = 2

    func testEveryReaderSurvivesAShortFuzzingRun() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash"),
            ProcessInfo.processInfo.environment["FLOW_SKIP_FUZZ"] == nil
        else { throw XCTSkip("fuzzing disabled") }
        let seeds = folder.appendingPathComponent("seeds")
        try writeSeeds(to: seeds)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            TestPaths.package("Scripts/fuzz.sh").path, "all", String(FuzzTargetsTests.secondsPerTarget),
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(
            [
                "FUZZ_WORK": folder.appendingPathComponent("work").path, "FUZZ_SEEDS": seeds.path,
                // A smoke run of a few seconds a target: an unoptimised build takes less than half the time.
                "FUZZ_OPT": "-Onone",
            ]) { $1 }
        let log = folder.appendingPathComponent("fuzz.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if output.contains("swiftc: command not found") || output.contains("unsupported option '-sanitize=fuzzer'") {
            throw XCTSkip("no libFuzzer toolchain here")
        }
        XCTAssertEqual(process.terminationStatus, 0, String(output.suffix(3000)))
        XCTAssertEqual(output.components(separatedBy: "\nDone ").count - 1, 17, String(output.suffix(3000)))
    }

    /// Every declared format has a fuzz target in Scripts/fuzz.sh: a format added to the
    /// registry without one fails here.
    func testEveryDeclaredFormatHasAFuzzTarget() throws {
        let target = [
            "feature table": "table", "Apple Health": "xml", "WHOOP": "whoop", "Oura": "oura", "Garmin": "garmin",
            "Samsung Health": "samsung", "Fitbit / Google Takeout": "fitbit", "records CSV": "records",
            "Health Auto Export": "hae", "flow library": "library", "Health Connect (Android)": "healthconnect",
        ]
        XCTAssertEqual(Set(target.keys), Set(HistoryFormat.names), "a declared format without a fuzz target")
        let script = try String(contentsOf: TestPaths.package("Scripts/fuzz.sh"), encoding: .utf8)
        let all = try XCTUnwrap(script.split(separator: "\n").first { $0.hasPrefix("all=(") })
        let targets = Set(all.dropFirst(5).dropLast().split(separator: " ").map(String.init))
        for name in target.values { XCTAssertTrue(targets.contains(name), "fuzz.sh has no target \(name)") }
        XCTAssertTrue(targets.isSuperset(of: ["zip", "zip-structure"]))
    }

    /// Valid files of every kind, as `flow simulate`, `features` and `train` write them.
    func writeSeeds(to seeds: URL) throws {
        let sim = seeds.appendingPathComponent("sim").path
        XCTAssertEqual(flow(["simulate", "--days", "4", "--seed", "3", "--out", sim]).0, .success)
        XCTAssertEqual(
            flow(["simulate", "--days", "1", "--seed", "3", "--format", "apple-health", "--out", sim + "-apple"]).0,
            .success)
        func seed(_ target: String, _ name: String, _ data: Data) throws {
            let dir = seeds.appendingPathComponent(target)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try data.write(to: dir.appendingPathComponent(name))
        }
        func file(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
        try seed("records", "records.csv", try file(sim + "/records.csv").prefix(8000))
        try seed("library", "records.csv", try file(sim + "/records.csv").prefix(6000))
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.package("Fuzz/corpus/hae").path) {
            try seed("hae", name, try file(TestPaths.package("Fuzz/corpus/hae/\(name)").path))
        }
        try seed("labels", "labels.csv", try file(sim + "/labels.csv"))
        let checkins = seeds.appendingPathComponent("checkins.csv").path
        for day in ["2026-03-01", "2026-03-02"] {
            XCTAssertEqual(
                flow(["checkin", "--file", checkins, "--date", day, "--alcohol", "3", "--meditation", "--stress", "2"])
                    .0, .success)
        }
        try seed("checkins", "checkins.csv", try file(checkins))
        try seed(
            "pmsys", "wellness.csv",
            Data(
                ("effective_time_frame,fatigue,mood,readiness,sleep_duration_h,sleep_quality,soreness,"
                    + "soreness_area,stress\n2019-11-01T08:31:40.751Z,2,3,5,6,3,2,\"[1, 2]\",3\n").utf8))
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.package("Fuzz/corpus/fitbit").path) {
            try seed("fitbit", name, try file(TestPaths.package("Fuzz/corpus/fitbit/\(name)").path))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.package("Fuzz/corpus/vendor").path) {
            let vendor = String(name.prefix { $0 != "-" })  // whoop-cycles.csv seeds the whoop target
            try seed(vendor, name, try file(TestPaths.package("Fuzz/corpus/vendor/\(name)").path))
        }
        for name in try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.package("Fuzz/corpus/zip-structure").path)
        {
            try seed("zip-structure", name, try file(TestPaths.package("Fuzz/corpus/zip-structure/\(name)").path))
        }
        XCTAssertEqual(
            flow(["simulate", "--days", "2", "--seed", "3", "--format", "health-connect", "--out", sim + "-hc"]).0,
            .success)
        let phone = try ExportFiles(path: sim + "-hc/Health Connect.zip")
        try seed("healthconnect", "health_connect_export.db", Data(try phone.bytes(of: "health_connect_export.db")))
        // Pages of 512 bytes: the whole database fits the fuzzer's 64 KB inputs.
        let db = seeds.appendingPathComponent("healthconnect/health_connect_export.db").path
        try SQLiteConnection(path: db, name: db).execute("PRAGMA page_size = 512; VACUUM")
        try seed("zip", "export.zip", try file(sim + "-apple/export.zip"))
        try seed("zip", "zip64.zip", try file(TestPaths.package("Tests/BadInput/zip-no-export.zip").path))
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.package("Fuzz/corpus/xml").path) {
            try seed("xml", name, try file(TestPaths.package("Fuzz/corpus/xml/\(name)").path))
        }
        try seed("xml", "simulated.xml", try file(sim + "-apple/export.xml").prefix(30_000))
        let table = seeds.appendingPathComponent("table.csv").path
        XCTAssertEqual(flow(["features", "--history", sim + "/records.csv", "--out", table]).0, .success)
        try seed("table", "table.csv", try file(table))
        try seed("model", "reference.json", try file(TestPaths.package("Models/reference.json").path))
        try seed("model", "sample.json", try file(TestPaths.package("Datasets/sample/model.json").path))
    }
}
