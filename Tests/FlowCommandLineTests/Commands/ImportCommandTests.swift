import FlowDatabase
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow import` and the commands that then read the library without `--history`: in process,
/// and through the binary for what only a process shows (a kill, two imports at once).
final class ImportCommandTests: FolderTestCase {
    private var environment: [String: String] { ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")] }

    /// The README's second example: import, then predict with no --history, the same morning as
    /// predict --history gives (the sample's first six weeks).
    func testImportThenPredictWithoutHistory() throws {
        let part = try sampleRecords(before: "2026-02-15")
        let (code, t) = flow(["import", part.path], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(
            t.out.hasPrefix(
                "library \(path("lib/library.sqlite")) (made now):\n  \(part.path), read as records CSV: "
                    + "\(NumberFormat.grouped(part.records)) added, 0 already there, "), t.out)
        // The import report a person sees is the one --history prints.
        let (_, direct) = flow(["features", "--history", part.path, "--out", path("t.csv")])
        XCTAssertTrue(t.err.hasPrefix(direct.err.components(separatedBy: "history: ")[0]), t.err)
        let (pcode, p) = flow(["predict"], environment: environment)
        XCTAssertEqual(pcode, .success, p.err)
        XCTAssertEqual(p.out, flow(["predict", "--history", part.path]).1.out)
        XCTAssertTrue(p.err.contains("the library's feature table"), p.err)
        // --history still reads just what it names.
        let (_, h) = flow(["predict", "--history", part.path, "--json"], environment: environment)
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
        let (none, n) = flow(["import", "records.csv"], environment: ["LANG": "C.UTF-8"])
        XCTAssertEqual(none, .usage)
        XCTAssertTrue(n.err.contains("neither FLOW_LIBRARY, XDG_DATA_HOME nor HOME is set"), n.err)
    }

    /// A killed import leaves the library as it was: a first import of 60 days, then a second
    /// of 120 more killed the moment its transaction starts writing (its write-ahead log grows),
    /// then at moments from early to late. After each kill the library holds the first import's
    /// records or all of them, never part, and passes its check.
    func testAKilledImportLeavesTheLibraryAsItWas() throws {
        let bin = try twoPeople(a: (60, 1), b: (120, 2, "2026-03-02"))
        let library = path("kill.sqlite")
        XCTAssertEqual(flow(["import", path("a/records.csv"), "--library", library]).0, .success)
        let before = try Library.reading(library).recordCount()
        func walSize() -> Int {
            (try? FileManager.default.attributesOfItem(atPath: library + "-wal")[.size] as? Int) ?? 0
        }
        /// Imports b, killed after `delay` seconds or, with none, once the log grows; true when
        /// the kill found it still running.
        func importB(killAfter delay: Double?) throws -> Bool {
            let p = importing(bin, "b", into: library)
            let start = walSize()
            try p.run()
            if let delay {
                Thread.sleep(forTimeInterval: delay)
            } else {
                while p.isRunning && walSize() <= start { usleep(1000) }
            }
            let running = p.isRunning
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            return running
        }
        XCTAssertTrue(try importB(killAfter: nil), "the import ended before its log grew")
        XCTAssertEqual(try Library.reading(library).recordCount(), before, "a kill inside the transaction kept part")
        XCTAssertEqual(try Library.reading(library).check(), [])
        var counts: Set<Int> = []
        for delay in [0.1, 0.5, 1.0, 1.5] {
            _ = try importB(killAfter: delay)
            counts.insert(try Library.reading(library).recordCount())
            XCTAssertEqual(try Library.reading(library).check(), [], "after a kill at \(delay) s")
        }
        let (code, t) = flow(["import", path("b/records.csv"), "--library", library])
        XCTAssertEqual(code, .success, t.err)
        let after = try Library.reading(library).recordCount()
        XCTAssertGreaterThan(after, before)
        for n in counts { XCTAssertTrue(n == before || n == after, "a killed import left \(n) records") }
    }

    /// Two imports at once into a library that does not exist yet: both land, one waiting for
    /// the other, and the library holds both.
    func testTwoImportsAtOnceBothLand() throws {
        let bin = try twoPeople(a: (40, 3), b: (40, 4, "2026-06-01"))
        let library = path("both/library.sqlite")
        let runs = ["a", "b"].map { importing(bin, $0, into: library) }
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
        let part = try sampleRecords(before: "2026-01-05").path
        let (code, t) = flow(["import", part, "--library", notes])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("\(notes): not a flow library: it is not a SQLite database; left as it is"), t.err)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "my notes\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("link.sqlite"), withDestinationPath: path("real.sqlite"))
        let (lcode, l) = flow(["import", part, "--library", path("link.sqlite")])
        XCTAssertEqual(lcode, .cannotCreate)
        XCTAssertTrue(l.err.contains("it is a symbolic link"), l.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("real.sqlite")))
        XCTAssertEqual(
            flow(["import", try sampleRecords(before: "2026-01-05").path, "--library", path("lib.sqlite")]).0, .success)
        let (icode, i) = flow(["import", path("lib.sqlite"), "--library", path("lib.sqlite")])
        XCTAssertEqual(icode, .usage)
        XCTAssertTrue(i.err.contains("is the library itself"), i.err)
    }

    /// A table by date that is neither an export nor check-ins flow knows: one line naming its
    /// columns and how to declare it (65), no library made; declared, it is read, and the help
    /// says how check-ins are told apart.
    func testATableByDateIsRefusedUntilDeclared() throws {
        let wellness = try write("date,ctl,atl,tsb\n2026-03-01,50,41,9\n", "wellness.csv")
        let (code, t) = flow(["import", wellness, "--library", path("lib.sqlite")])
        XCTAssertEqual(code, .dataError)
        XCTAssertEqual(
            t.err,
            "flow: error: \(wellness): a table by date (columns date, ctl, atl, tsb), not an export flow knows nor "
                + "check-ins it knows by their names; nothing was read; if it holds your own check-ins, declare it: "
                + "flow import --checkins \(wellness)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("lib.sqlite")))
        let (dcode, d) = flow(["import", "--checkins", wellness, "--library", path("lib.sqlite")])
        XCTAssertEqual(dcode, .success, d.err)
        XCTAssertTrue(d.out.contains("\(wellness), read as check-ins: 3 check-in answers added"), d.out)
        let help = flow(["import", "--help"]).1.out
        for words in [
            "--checkins F", "every column but date is a check-in flow knows", "never as check-ins",
            "a zip of any name holding it",
        ] {
            XCTAssertTrue(help.contains(words), words)
        }
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
        let part = try sampleRecords(before: "2026-01-15")
        XCTAssertEqual(flow(["import", part.path, "--library", path("lib.sqlite")]).0, .success)
        let (code, t) = flow(["export", "--history", path("lib.sqlite"), "--out", path("copy.sqlite"), "-q"])
        XCTAssertEqual(code, .success, t.err)
        let (a, _) = try Library.reading(path("lib.sqlite")).history(name: "a")
        let (b, _) = try Library.reading(path("copy.sqlite")).history(name: "b")
        XCTAssertEqual(a.count, b.count)
        XCTAssertEqual(a.sleep, b.sleep)
        XCTAssertEqual(Array(a.heartRate), Array(b.heartRate))
        XCTAssertEqual(a.steps, b.steps)
        XCTAssertEqual(a.sources, b.sources)
        XCTAssertTrue(
            t.out.hasPrefix("wrote \(path("copy.sqlite")): \(part.records) records (\(part.records) new)"), t.out)
    }

    /// A library is a plain SQLite file in WAL mode: Python's sqlite3 module (what pandas and
    /// Datasette open it with) reads its records and imports.
    func testOtherToolsReadTheLibrary() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        let part = try sampleRecords(before: "2026-01-15")
        XCTAssertEqual(flow(["import", part.path, "--library", path("lib.sqlite")]).0, .success)
        let script = """
            import sqlite3, sys
            con = sqlite3.connect(sys.argv[1])
            print(con.execute("SELECT count(*) FROM records").fetchone()[0])
            print(con.execute("SELECT count(*) FROM imports").fetchone()[0])
            print(con.execute("PRAGMA journal_mode").fetchone()[0])
            """
        let result = try runProcess("/usr/bin/python3", ["-c", script, path("lib.sqlite")])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "\(part.records)\n1\nwal\n")
    }

    /// The debug binary (a skip without one) after simulating two people into folders a and b.
    private func twoPeople(a: (days: Int, seed: Int), b: (days: Int, seed: Int, start: String)) throws -> String {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no debug build of flow") }
        XCTAssertEqual(
            flow(["simulate", "--days", "\(a.days)", "--seed", "\(a.seed)", "--out", path("a")]).0, .success)
        XCTAssertEqual(
            flow(["simulate", "--days", "\(b.days)", "--seed", "\(b.seed)", "--start", b.start, "--out", path("b")]).0,
            .success)
        return bin
    }

    /// A quiet `flow import` of one person's records into `library`, not yet started.
    private func importing(_ bin: String, _ person: String, into library: String) -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = ["import", path("\(person)/records.csv"), "--library", library, "-q"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        return p
    }
}
