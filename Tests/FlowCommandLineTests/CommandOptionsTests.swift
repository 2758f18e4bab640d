import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// The command line's conventions: complete help, quiet runs, `--`, `--version`, pipes and
/// standard output, one error for an unknown command.
final class CommandOptionsTests: FolderTestCase {

    func testHelpVersionQuietAndTheEndOfOptions() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        XCTAssertEqual(flow(["help", "nonsense"]).0, .usage)
        let unknown = flow(["nonsense"])
        XCTAssertEqual(unknown.0, .usage)
        XCTAssertEqual(unknown.1.err.split(separator: "\n").count, 1, unknown.1.err)
        XCTAssertEqual(flow(["predict", "--version"]).1.out, "flow \(FlowCommand.version)\n")
        let (code, quiet) = flow(["predict", "--history", sample, "-q"])
        XCTAssertEqual(code, .success)
        XCTAssertEqual(quiet.err, "")
        XCTAssertFalse(quiet.out.isEmpty)
        XCTAssertFalse(flow(["predict", "--history", sample]).1.err.isEmpty)  // the import report, without -q
        XCTAssertEqual(flow(["predict", "--history", sample, "--"]).0, .success)
        XCTAssertEqual(flow(["predict", "--history", sample, "--", "extra"]).0, .usage)
    }

    /// A table made with --max-hr 180 asked for with the defaults names the option to recompute it.
    func testARefusedTableNamesTheOptionsThatMakeIt() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let table = path("t.csv")
        XCTAssertEqual(flow(["features", "--history", sample, "--max-hr", "180", "--out", table, "-q"]).0, .success)
        let (code, t) = flow(["scores", "--history", table])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(
            t.err.contains("recompute it with flow features --history <the records> (its default settings)"), t.err)
        let (_, back) = flow(["scores", "--history", table, "--max-hr", "170"])
        XCTAssertTrue(back.err.contains("--max-hr 170"), back.err)
    }

    /// The same import twice gives the same report, byte for byte.
    func testTheImportReportIsDeterministic() throws {
        let records =
            (1...6).map { k in
                " <Record type=\"HKQuantityTypeIdentifierType\(k % 3)\" sourceName=\"S\" unit=\"x\" startDate=\"2026-03-01 08:00:00 +0100\" "
                    + "endDate=\"2026-03-01 08:00:00 +0100\" value=\"1\"/>\n"
            }.joined()
            + " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"W\" unit=\"count/min\" startDate=\"2026-03-01 08:00:00 +0100\" "
            + "endDate=\"2026-03-01 08:00:00 +0100\" value=\"60\"/>\n"
        let export = try write("<?xml version=\"1.0\"?>\n<HealthData>\n\(records)</HealthData>\n", "export.xml")
        let first = flow(["features", "--history", export]).1.err
        let second = flow(["features", "--history", export]).1.err
        XCTAssertTrue(
            first.contains(
                "not read: HKQuantityTypeIdentifierType0 2 records, HKQuantityTypeIdentifierType1 2 records, "
                    + "HKQuantityTypeIdentifierType2 2 records\n"), first)
        XCTAssertEqual(first, second)
    }

    /// Pipes, through a real process: a records CSV on standard input; nothing on it; a zip on
    /// it; a table to standard output; simulate refusing `--out -`.
    func testPipesAndStandardOutput() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no flow binary at \(bin)") }
        func run(_ words: [String], stdin: Data) throws -> (Int32, String, String) {
            let r = try runProcess(bin, words, stdin: stdin)
            return (r.status, r.out, r.err)
        }
        let sample = try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv"))
        let (code, out, _) = try run(["features", "--history", "-", "--out", "-", "-q"], stdin: sample)
        XCTAssertEqual(code, 0)
        XCTAssertTrue(out.hasPrefix("# flow features: "), String(out.prefix(200)))
        XCTAssertEqual(try run(["predict", "--history", "-"], stdin: Data()).0, 65)
        // A history on standard input is "standard input" in every message, the last error too.
        let oneDay = try run(["predict", "--history", "-"], stdin: sample.prefix(2000))
        XCTAssertEqual(oneDay.0, 65)
        XCTAssertTrue(oneDay.2.contains("flow: error: standard input: no day could be scored"), oneDay.2)
        XCTAssertFalse(oneDay.2.contains("-:"), oneDay.2)
        let zip = try run(["predict", "--history", "-"], stdin: Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0, 0]))
        XCTAssertEqual(zip.0, 65)
        XCTAssertTrue(zip.2.contains("a zip must be a file"), zip.2)
        XCTAssertEqual(try run(["simulate", "--days", "2", "--seed", "1", "--out", "-"], stdin: Data()).0, 64)
    }

    /// The binary does not link LAPACK (nor OpenBLAS, which it would bring with its spinning
    /// thread): training opens it when it solves. `ldd` lists every library the loader maps.
    func testTheBinaryLoadsLAPACKOnlyToTrain() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no flow binary at \(bin)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") else { throw XCTSkip("no ldd") }
        let r = try runProcess("/usr/bin/ldd", [bin])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("libsqlite3"), r.out)  // the listing is the real one
        XCTAssertFalse(r.out.contains("liblapack"), r.out)
        XCTAssertFalse(r.out.contains("openblas"), r.out)
    }

    /// A feature table reads in Python's csv module once the settings line is skipped (what
    /// pandas' `comment="#"` does).
    func testPythonReadsTheTable() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let table = path("t.csv")
        XCTAssertEqual(flow(["features", "--history", sample, "--out", table, "-q"]).0, .success)
        let r = try runProcess(
            "/usr/bin/python3",
            [
                "-c",
                "import csv,sys; f=open(sys.argv[1]); next(f); rows=list(csv.DictReader(f)); "
                    + "print(len(rows), rows[-1]['sleep_hours_src'])", table,
            ])
        XCTAssertEqual(r.status, 0, r.err)
        let text = r.out
        let days = try String(contentsOfFile: table, encoding: .utf8).split(separator: "\n").count - 2
        XCTAssertTrue(text.hasPrefix("\(days) "), text)
    }

    /// Without a UTF-8 locale, text is plain ASCII; JSON keeps its bytes.
    func testPlainTextWhereTheLocaleIsNotUTF8() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let c = ["LANG": "C"]
        let scores = flow(["scores", "--history", sample, "--from", "2026-06-28", "-q"], environment: c).1.out
        XCTAssertTrue(scores.unicodeScalars.allSatisfy(\.isASCII), scores)
        XCTAssertTrue(scores.contains(" | Sleep "), scores)
        let trend = flow(["trend", "--history", sample, "--metric", "resting_hr", "-q"], environment: c).1.out
        XCTAssertTrue(trend.unicodeScalars.allSatisfy(\.isASCII), trend)
        let json = flow(["trend", "--history", sample, "--metric", "sleep_efficiency", "--json", "-q"], environment: c)
            .1.out
        XCTAssertTrue(json.contains("\"unit\": \"0–1\""), String(json.prefix(200)))
        XCTAssertEqual(PlainText.ascii("−4 · 3 × λ…"), "-4 | 3 x lambda...")
        XCTAssertTrue(PlainText.isUTF8(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "C"]))
        XCTAssertFalse(PlainText.isUTF8(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
        XCTAssertFalse(PlainText.isUTF8(environment: [:]))
    }

    /// Scripts/install.sh builds a binary with the Swift runtime inside; run from another
    /// folder without the toolchain's library path, it scores the sample.
    func testTheInstalledBinaryRunsWithoutTheToolchain() throws {
        guard ProcessInfo.processInfo.environment["FLOW_SKIP_INSTALL"] == nil else {
            throw XCTSkip("FLOW_SKIP_INSTALL is set")
        }
        let prefix = folder.appendingPathComponent("prefix").path
        let install = try runProcess(
            "/bin/bash", [TestPaths.package("Scripts/install.sh").path, prefix],
            // A debug build links the standard library in the same way as a release one, in half the time.
            environment: ProcessInfo.processInfo.environment.merging([
                "FLOW_SCRATCH": TestPaths.package(".build/install").path, "FLOW_CONFIG": "debug",
            ]) { $1 })
        XCTAssertEqual(install.status, 0, install.out + install.err)
        // No Swift library is loaded from elsewhere.
        let libraries = try runProcess("/usr/bin/ldd", [prefix + "/bin/flow"], environment: [:])
        XCTAssertEqual(libraries.status, 0, libraries.err)
        XCTAssertFalse(libraries.out.contains("libswift"), libraries.out)
        // From another folder, with no toolchain on the path and no library path.
        let run = try runProcess(
            prefix + "/bin/flow",
            [
                "predict", "--history",
                TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path, "-q",
            ],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], in: folder)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertTrue(run.out.contains("Recovery Flow"), run.out)
    }

    /// Plurals: one day is "1 day", one no-data day "1 no-data day".
    func testMessagesGetTheirPluralsRight() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow([
            "features", "--history", sample, "--from", "2026-03-01", "--to", "2026-03-01", "--out", path("one.csv"),
            "-q",
        ])
        XCTAssertEqual(code, .success)
        XCTAssertTrue(t.out.hasPrefix("wrote 1 day (2026-03-01 to 2026-03-01)"), t.out)
        XCTAssertEqual(plural(1, "no-data day"), "1 no-data day")
        XCTAssertEqual(plural(2, "no-data day"), "2 no-data days")
    }
}
