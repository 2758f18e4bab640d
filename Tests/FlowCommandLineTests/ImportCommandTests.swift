import FlowDatabase
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow import` and the commands that then read the library without `--history`: in process,
/// and through the binary for what only a process shows (a kill, two imports at once).
final class ImportCommandTests: FolderTestCase {
    private let sample = TestPaths.package("Datasets/sample/records.csv").path
    private var environment: [String: String] { ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")] }

    /// The README's second example: import, then predict with no --history, the same morning as
    /// predict --history gives.
    func testImportThenPredictWithoutHistory() throws {
        let (code, t) = flow(["import", sample], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(
            t.out.hasPrefix(
                "library \(path("lib/library.sqlite")) (made now):\n  \(sample): 66,185 added, 0 already there, "
                    + "2 rejected (exact duplicate 2), dated 2026-01-01 to 2026-06-29\n"), t.out)
        // The import report a person sees is the one --history prints.
        let (_, direct) = flow(["features", "--history", sample, "--out", path("t.csv")])
        XCTAssertTrue(t.err.hasPrefix(direct.err.components(separatedBy: "history: ")[0]), t.err)
        let (pcode, p) = flow(["predict"], environment: environment)
        XCTAssertEqual(pcode, .success, p.err)
        XCTAssertEqual(p.out, flow(["predict", "--history", sample]).1.out)
        XCTAssertTrue(p.err.contains("the library's feature table"), p.err)
        // --history still reads just what it names.
        let (_, h) = flow(["predict", "--history", sample, "--json"], environment: environment)
        XCTAssertFalse(h.err.contains("library"), h.err)
    }

    /// Without a library, a command without --history says how to make one.
    func testNoLibraryYet() {
        let (code, t) = flow(["predict"], environment: environment)
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(
            t.err.contains(
                "--history is required: there is no library at \(path("lib/library.sqlite")) to read instead "
                    + "(flow import EXPORT makes one)"), t.err)
        let (none, n) = flow(["import", sample], environment: ["LANG": "C.UTF-8"])
        XCTAssertEqual(none, .usage)
        XCTAssertTrue(n.err.contains("neither FLOW_LIBRARY, XDG_DATA_HOME nor HOME is set"), n.err)
    }

    /// `flow library`: the holdings; forget counts, then deletes with --yes; check.
    func testShowForgetAndCheck() throws {
        XCTAssertEqual(flow(["import", sample], environment: environment).0, .success)
        let (code, t) = flow(["library", "--json"], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONValue.parse(t.out)
        XCTAssertEqual(json["records"]?.number, 66_185)
        XCTAssertEqual(
            json["sources"]?.array?.compactMap { $0["source"]?.string },
            ["Apple Watch", "Polar H10", "SleepApp", "iPhone"])
        let (_, dry) = flow(["library", "forget", "--source", "Polar H10"], environment: environment)
        XCTAssertTrue(dry.out.hasPrefix("5,316 records of Polar H10 would be deleted"), dry.out)
        let (_, gone) = flow(["library", "forget", "--source", "Polar H10", "--yes"], environment: environment)
        XCTAssertTrue(gone.out.hasPrefix("deleted 5,316 records of Polar H10"), gone.out)
        XCTAssertEqual(try Library.reading(path("lib/library.sqlite")).recordCount(), 66_185 - 5_316)
        let (ccode, c) = flow(["library", "check"], environment: environment)
        XCTAssertEqual(ccode, .success, c.err)
        XCTAssertTrue(c.out.contains("sound"), c.out)
        let (bad, b) = flow(["library", "forget"], environment: environment)
        XCTAssertEqual(bad, .usage)
        XCTAssertTrue(b.err.contains("--source S or --before DATE"), b.err)
    }

    /// A killed import leaves the library as it was: a first import of 60 days, then a second
    /// of 120 more, timed whole on a copy, then killed at moments from half-way to its end.
    /// After each kill the library holds the first import's records or all of them, never
    /// part, and passes its check; at least one kill fell inside the transaction (the
    /// write-ahead log held frames, and the records were the first import's).
    func testAKilledImportLeavesTheLibraryAsItWas() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no debug build of flow") }
        XCTAssertEqual(flow(["simulate", "--days", "60", "--seed", "1", "--out", path("a")]).0, .success)
        XCTAssertEqual(
            flow(["simulate", "--days", "120", "--seed", "2", "--start", "2026-03-02", "--out", path("b")]).0, .success)
        let library = path("kill.sqlite")
        XCTAssertEqual(flow(["import", path("a/records.csv"), "--library", library]).0, .success)
        let before = try Library.reading(library).recordCount()
        func importB(into target: String, killAfter delay: Double?) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: bin)
            p.arguments = ["import", path("b/records.csv"), "--library", target, "-q"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            if let delay {
                Thread.sleep(forTimeInterval: delay)
                kill(p.processIdentifier, SIGKILL)
            }
            p.waitUntilExit()
            return p.terminationStatus
        }
        try FileManager.default.copyItem(atPath: library, toPath: path("copy.sqlite"))
        let started = Date()
        XCTAssertEqual(try importB(into: path("copy.sqlite"), killAfter: nil), 0)
        let whole = Date().timeIntervalSince(started)
        let after = try Library.reading(path("copy.sqlite")).recordCount()
        XCTAssertGreaterThan(after, before)
        var insideTheTransaction = false
        for fraction in stride(from: 0.5, through: 0.95, by: 0.075) {
            _ = try importB(into: library, killAfter: whole * fraction)
            // Measured before the library is opened again: closing it checkpoints the log away.
            let wal = (try? FileManager.default.attributesOfItem(atPath: library + "-wal")[.size] as? Int) ?? 0
            let now = try Library.reading(library).recordCount()
            XCTAssertTrue(now == before || now == after, "a kill at \(fraction) left \(now) records")
            XCTAssertEqual(try Library.reading(library).check(), [], "after a kill at \(fraction)")
            if now == before, (wal ?? 0) > 0 { insideTheTransaction = true }
            if now == after { break }
        }
        XCTAssertTrue(insideTheTransaction, "no kill fell inside the import's transaction")
        let (code, t) = flow(["import", path("b/records.csv"), "--library", library])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertEqual(try Library.reading(library).recordCount(), after)
    }

    /// Two imports at once into a library that does not exist yet: both land, one waiting for
    /// the other, and the library holds both.
    func testTwoImportsAtOnceBothLand() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no debug build of flow") }
        XCTAssertEqual(flow(["simulate", "--days", "40", "--seed", "3", "--out", path("a")]).0, .success)
        XCTAssertEqual(
            flow(["simulate", "--days", "40", "--seed", "4", "--start", "2026-06-01", "--out", path("b")]).0, .success)
        let library = path("both/library.sqlite")
        let runs = ["a", "b"].map { part -> Process in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: bin)
            p.arguments = ["import", path("\(part)/records.csv"), "--library", library, "-q"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            return p
        }
        for p in runs { try p.run() }
        for p in runs { p.waitUntilExit() }
        XCTAssertEqual(runs.map(\.terminationStatus), [0, 0])
        var expected = 0
        for part in ["a", "b"] {
            let (code, t) = flow(["import", path("\(part)/records.csv"), "--library", path("one-\(part).sqlite"), "-q"])
            XCTAssertEqual(code, .success, t.err)
            expected += try Library.reading(path("one-\(part).sqlite")).recordCount()
        }
        XCTAssertEqual(try Library.reading(library).recordCount(), expected)
        XCTAssertEqual(try Library.reading(library).importCount(), 2)
    }

    /// A library given a file that is not one, or a link, is refused and left as it is.
    func testRefusals() throws {
        let notes = try write("my notes\n", "notes.txt")
        let (code, t) = flow(["import", sample, "--library", notes])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("\(notes): not a flow library: it is not a SQLite database; left as it is"), t.err)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "my notes\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("link.sqlite"), withDestinationPath: path("real.sqlite"))
        let (lcode, l) = flow(["import", sample, "--library", path("link.sqlite")])
        XCTAssertEqual(lcode, .cannotCreate)
        XCTAssertTrue(l.err.contains("it is a symbolic link"), l.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("real.sqlite")))
        XCTAssertEqual(flow(["import", sample, "--library", path("lib.sqlite")]).0, .success)
        let (icode, i) = flow(["import", path("lib.sqlite"), "--library", path("lib.sqlite")])
        XCTAssertEqual(icode, .usage)
        XCTAssertTrue(i.err.contains("is the library itself"), i.err)
    }

    /// docs/imports.md's cron line, run as cron runs it (`/bin/sh`, only HOME and cron's PATH),
    /// on a folder of the app's files, twice: the library is made in its default place, and
    /// the second run reads nothing it has seen.
    func testTheCronLineOfTheDocs() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no debug build of flow") }
        let docs = try String(contentsOf: TestPaths.package("docs/imports.md"), encoding: .utf8)
        let line = try XCTUnwrap(docs.split(separator: "\n").first { $0.hasPrefix("30 6 * * * ") })
        let command = line.dropFirst("30 6 * * * ".count).replacingOccurrences(of: "/usr/local/bin/flow", with: bin)
        let home = folder.appendingPathComponent("home")
        try HealthAutoExportFixture.writeFolder(home.appendingPathComponent("Dropbox/Health Auto Export"))
        let cron = ["HOME": home.path, "PATH": "/usr/bin:/bin", "SHELL": "/bin/sh"]
        for _ in 0..<2 {
            let run = try runProcess("/bin/sh", ["-c", command], environment: cron)
            XCTAssertEqual(run.status, 0, run.err)
        }
        let library = home.appendingPathComponent(".local/share/flow/library.sqlite").path
        XCTAssertEqual(try Library.reading(library).importCount(), 2)
        let log = try String(contentsOf: home.appendingPathComponent(".flow-import.log"), encoding: .utf8)
        XCTAssertEqual(log.components(separatedBy: "imported before").count - 1, 2, log)
    }

    /// `flow export` of a library writes its contents: the same records, and the tables of
    /// the history they make.
    func testExportingALibrary() throws {
        XCTAssertEqual(flow(["import", sample, "--library", path("lib.sqlite")]).0, .success)
        let (code, t) = flow(["export", "--history", path("lib.sqlite"), "--out", path("copy.sqlite"), "-q"])
        XCTAssertEqual(code, .success, t.err)
        let (a, _) = try Library.reading(path("lib.sqlite")).history(name: "a")
        let (b, _) = try Library.reading(path("copy.sqlite")).history(name: "b")
        XCTAssertEqual(a.count, b.count)
        XCTAssertEqual(a.sleep, b.sleep)
        XCTAssertEqual(Array(a.heartRate), Array(b.heartRate))
        XCTAssertEqual(a.steps, b.steps)
        XCTAssertEqual(a.sources, b.sources)
        XCTAssertTrue(t.out.hasPrefix("wrote \(path("copy.sqlite")): 66185 records (66185 new)"), t.out)
    }

    /// A library is a plain SQLite file in WAL mode: Python's sqlite3 module (what pandas and
    /// Datasette open it with) reads its records and imports.
    func testOtherToolsReadTheLibrary() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        XCTAssertEqual(flow(["import", sample, "--library", path("lib.sqlite")]).0, .success)
        let script = """
            import sqlite3, sys
            con = sqlite3.connect(sys.argv[1])
            print(con.execute("SELECT count(*) FROM records").fetchone()[0])
            print(con.execute("SELECT count(*) FROM imports").fetchone()[0])
            print(con.execute("PRAGMA journal_mode").fetchone()[0])
            """
        let result = try runProcess("/usr/bin/python3", ["-c", script, path("lib.sqlite")])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "66185\n1\nwal\n")
    }
}
