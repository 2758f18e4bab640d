import FlowApp
import FlowDatabase
import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

/// `flow import` as a use case: the library made from overlapping exports is their union, a
/// file seen before is not read again, a newer export adds only what is new, and a synced
/// folder brings only its new files.
final class ImportHistoryTests: FolderTestCase {
    private let oneRecord =
        "kind,start,end,value,source\nresting_hr,2026-03-01T00:00:00+01:00,2026-03-01T00:00:00+01:00,52,Ring\n"

    private func request(_ inputs: [String], at time: Double = 1_800_000_000) -> ImportHistory.Request {
        ImportHistory.Request(
            inputs: inputs, library: path("library.sqlite"), zone: nil, importedAt: time, flowVersion: "test")
    }

    /// The sample's records split by date into three overlapping parts (to 03-15, 03-01 to
    /// 05-15, from 05-01): imported one by one, the library's feature table equals the table of
    /// the three read together with --history, byte for byte, and the stored table equals both.
    func testTheLibraryOfThreeOverlappingPartsIsTheirUnion() throws {
        let text = try String(contentsOf: TestPaths.package("Datasets/sample/records.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        func part(_ name: String, _ keep: (String) -> Bool) throws -> String {
            try write(
                ([lines[0]] + lines.dropFirst().filter { keep(String($0.split(separator: ",")[1].prefix(10))) })
                    .joined(separator: "\n") + "\n", name)
        }
        let parts = [
            try part("a.csv") { $0 <= "2026-03-15" }, try part("b.csv") { $0 >= "2026-03-01" && $0 <= "2026-05-15" },
            try part("c.csv") { $0 >= "2026-05-01" },
        ]
        var added = 0
        for (k, p) in parts.enumerated() {
            let result = try ImportHistory.run(request([p], at: 1_800_000_000 + Double(k)))
            added += result.parts[0].added
            XCTAssertEqual(result.created, k == 0)
        }
        let together = HistoryRequest(path: parts[0])
        var pooled = together
        pooled.morePaths = Array(parts.dropFirst())
        let union = try HistoryLoader.load(pooled, settings: FeatureSettings()).table
        let fromLibrary = try HistoryLoader.load(
            HistoryRequest(path: path("library.sqlite")), settings: FeatureSettings())
        XCTAssertEqual(fromLibrary.table.csv(), union.csv())
        XCTAssertEqual(added, fromLibrary.records?.count)
        XCTAssertEqual(
            fromLibrary.table.csv(),
            try HistoryLoader.load(
                HistoryRequest(path: TestPaths.package("Datasets/sample/records.csv").path), settings: FeatureSettings()
            ).table.csv())
        // The stored table (no raw records asked for) is the same text.
        var quick = HistoryRequest(path: path("library.sqlite"))
        quick.needsRecords = false
        let stored = try HistoryLoader.load(quick, settings: FeatureSettings())
        XCTAssertNil(stored.records)
        XCTAssertEqual(stored.table.csv(), union.csv())
    }

    /// The same file twice: the second time it is not read, and nothing changes.
    func testTheSameExportTwiceAddsNothing() throws {
        let part = try sampleRecords(before: "2026-01-20")
        let first = try ImportHistory.run(request([part.path]))
        XCTAssertEqual(first.parts[0].added, part.records)
        let again = try ImportHistory.run(request([part.path], at: 1_800_000_100))
        XCTAssertNil(again.parts[0].report)
        XCTAssertEqual(again.parts[0].importedBefore, "2027-01-15T08:00:00+00:00")
        XCTAssertEqual(again.records, part.records)
        XCTAssertEqual(again.imports, 1)
    }

    /// An Apple export made on day 10 and the same phone's export of day 20 (the first cut
    /// from the second, its export date moved back): the second adds only the records of the
    /// days in between, and the library then reads as the newer export alone.
    func testANewerAppleExportAddsOnlyTheMonthsInBetween() throws {
        let newer = path("newer/export.xml")
        try FileManager.default.createDirectory(atPath: path("newer"), withIntermediateDirectories: true)
        _ = try PersonSimulator.writeAppleHealthExport(SimulationPlan(days: 20, seed: 5), to: newer)
        let text = try String(contentsOfFile: newer, encoding: .utf8)
        let older = try write(cut(text, before: "2026-01-11"), "older.xml")
        let first = try ImportHistory.run(request([older]))
        let second = try ImportHistory.run(request([newer], at: 1_800_000_100))
        let (whole, _) = try AppleHealthExport.read(path: newer)
        let (early, _) = try AppleHealthExport.read(path: older)
        XCTAssertEqual(first.parts[0].added, early.count)
        XCTAssertEqual(second.parts[0].added, whole.count - early.count)
        XCTAssertEqual(second.parts[0].alreadyThere, early.count)
        let fromLibrary = try HistoryLoader.load(
            HistoryRequest(path: path("library.sqlite")), settings: FeatureSettings())
        let fromExport = try HistoryLoader.load(HistoryRequest(path: newer), settings: FeatureSettings())
        XCTAssertEqual(fromLibrary.table.csv(), fromExport.table.csv())
    }

    /// An Apple export as the phone would have written it on `day`: the top-level elements dated
    /// before it (each with its child lines), and that export date.
    private func cut(_ xml: String, before day: String) -> String {
        var out: [Substring] = []
        var keeping = true
        for line in xml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(" <ExportDate") {
                out.append(" <ExportDate value=\"\(day) 09:00:00 +0100\"/>")
                continue
            }
            if line.hasPrefix(" <"), !line.hasPrefix(" </"), let date = firstDate(line) { keeping = date < day }
            if keeping || line.hasPrefix("</HealthData") { out.append(line) }
        }
        return out.joined(separator: "\n")
    }

    private func firstDate(_ line: Substring) -> String? {
        for key in ["startDate=\"", "dateComponents=\""] {
            if let r = line.range(of: key) { return String(line[r.upperBound...].prefix(10)) }
        }
        return nil
    }

    /// A synced folder: the first import reads both files; a third file later, and only it is read.
    func testASyncedFolderBringsOnlyItsNewFiles() throws {
        let sync = folder.appendingPathComponent("sync")
        try HealthAutoExportFixture.writeFolder(sync)
        let first = try ImportHistory.run(request([sync.path]))
        XCTAssertEqual(first.parts.map { $0.report != nil }, [true, true])
        XCTAssertEqual(
            first.parts.map(\.name).map { URL(fileURLWithPath: $0).lastPathComponent },
            [
                "HealthAutoExport-2026-07-12.json", "HealthAutoExport-2026-07-13.json",
            ])
        // The second file repeats the first's resting HR and HRV: already there.
        XCTAssertEqual(first.parts[1].alreadyThere, 2)
        let third =
            #"{"data": {"metrics": [{"name": "resting_heart_rate", "units": "count/min", "data": [{"date": "2026-07-14 00:00:00 +0200", "qty": 47}]}]}}"#
        try third.write(
            to: sync.appendingPathComponent("HealthAutoExport-2026-07-14.json"), atomically: false, encoding: .utf8)
        let next = try ImportHistory.run(request([sync.path], at: 1_800_086_400))
        XCTAssertEqual(next.parts.map { $0.report != nil }, [false, false, true])
        XCTAssertEqual(next.parts[2].added, 1)
        XCTAssertEqual(next.records, first.records + 1)
    }

    /// Nothing is written until every input has been read: a bad second input leaves the
    /// library as it was (a new one not even made).
    func testABadInputLeavesTheLibraryAsItWas() throws {
        let good = try sampleRecords(before: "2026-01-10").path
        let bad = try write("kind,start,end,value,source\nsteps,yesterday,today,3,Phone\n", "bad.csv")
        XCTAssertThrowsError(try ImportHistory.run(request([good, bad])))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("library.sqlite")))
        // Into an existing library: it keeps what it had.
        _ = try ImportHistory.run(request([try write(oneRecord, "one.csv")]))
        XCTAssertThrowsError(try ImportHistory.run(request([good, bad], at: 1_800_000_100)))
        let library = try Library.reading(path("library.sqlite"))
        XCTAssertEqual(try library.recordCount(), 1)
        XCTAssertEqual(try library.importCount(), 1)
    }

    /// A check-in file beside an export: its answers kept in their own table (an unknown column
    /// a behaviour, a malformed date and a repeated evening left out and named by line); a later
    /// file replaces the answers it gives again and says how many; the same file again is not
    /// read; a file whose header is not one leaves the library as it was.
    func testACheckinFileIsKeptAndALaterOneReplaces() throws {
        let records = try write(oneRecord, "r.csv")
        let first = try write(
            "date,alcohol,sauna,stress\n2026-03-01,2,1,3\n2026-3-02,1,,\n2026-03-03,0,,2\n2026-03-03,1,,\n", "c1.csv")
        // "sauna" is no name flow knows: the file is read as check-ins because it is declared.
        XCTAssertThrowsError(try ImportHistory.run(request([records, first])))
        var declared = request([records])
        declared.checkins = [first]
        let r = try ImportHistory.run(declared)
        let part = try XCTUnwrap(r.parts.last)
        XCTAssertEqual(part.added, 5)  // alcohol, sauna, stress of 03-01; alcohol, stress of 03-03
        XCTAssertEqual(part.checkins?.replaced, 0)
        XCTAssertEqual(part.checkins?.rejected.map(\.line), [3, 5])
        XCTAssertEqual(part.checkins?.rejected.first?.problem, "'2026-3-02' is not a date YYYY-MM-DD")
        XCTAssertEqual(r.records, 1)
        let later = try write("date,alcohol\n2026-03-01,3\n2026-03-03,0\n2026-03-04,1\n", "c2.csv")
        let again = try ImportHistory.run(request([later]))
        XCTAssertEqual(again.parts.first?.added, 1)
        XCTAssertEqual(again.parts.first?.checkins?.replaced, 1)
        XCTAssertEqual(again.parts.first?.alreadyThere, 1)
        XCTAssertNotNil(try ImportHistory.run(request([later])).parts.first?.importedBefore)
        let table = try XCTUnwrap(try Library.reading(path("library.sqlite")).checkins())
        XCTAssertEqual(table.behaviours, ["alcohol", "sauna"])
        XCTAssertEqual(table.days.map(\.values), [[3, 1], [0, nil], [1, nil]])  // 3 drinks: category 3
        XCTAssertEqual(table.days.map(\.stress), [3, 2, nil])
        let held = try Library.reading(path("library.sqlite")).checkinHoldings()
        let bad = try write("day,alcohol\n2026-03-05,1\n", "c3.csv")
        XCTAssertThrowsError(try ImportHistory.run(request([try write(oneRecord, "r2.csv"), bad])))
        XCTAssertEqual(try Library.reading(path("library.sqlite")).checkinHoldings().answers, held.answers)
    }

    /// A vendor's CSV is its export through `flow import` as through `--history`: the library's
    /// feature table is the one `--history` gives, and no check-in answer is made up.
    func testAVendorsCSVImportsAsItsExportNeverAsCheckins() throws {
        for (text, name) in [(OuraFixture.trends, "oura.csv"), (WhoopFixture.sleeps, "sleeps.csv")] {
            let file = try write(text, name)
            try? FileManager.default.removeItem(atPath: path("library.sqlite"))
            let r = try ImportHistory.run(request([file]))
            XCTAssertNil(r.parts.first?.checkins, name)
            XCTAssertGreaterThan(r.records, 0, name)
            let library = try Library.reading(path("library.sqlite"))
            XCTAssertNil(try library.checkins().map { $0.days.filter { $0.stress != nil } }?.first, name)
            let (imported, _) = try library.history(name: name)
            let direct = try HistoryLoader.load(HistoryRequest(path: file), settings: FeatureSettings())
            XCTAssertEqual(FeatureTable(history: imported).csv(), direct.table.csv(), name)
        }
    }

    /// A training platform's wellness table is refused naming its columns (65) and the library
    /// keeps what it had; declared as check-ins, its columns become the person's own habits.
    func testAWellnessTableIsRefusedUnlessDeclared() throws {
        _ = try ImportHistory.run(request([try write(oneRecord, "r.csv")]))
        let wellness = try write("date,fitness,fatigue\n2026-03-01,50,41\n2026-03-02,51,38\n", "wellness.csv")
        XCTAssertThrowsError(try ImportHistory.run(request([try write(oneRecord + oneRecord, "r2.csv"), wellness]))) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .data)
            XCTAssertTrue("\($0)".contains("columns date, fitness, fatigue"), "\($0)")
        }
        XCTAssertNil(try Library.reading(path("library.sqlite")).checkins())
        XCTAssertEqual(try Library.reading(path("library.sqlite")).importCount(), 1)
        var declared = request([])
        declared.checkins = [wellness]
        let r = try ImportHistory.run(declared)
        XCTAssertEqual(r.parts.map(\.added), [4])
        let table = try XCTUnwrap(try Library.reading(path("library.sqlite")).checkins())
        XCTAssertEqual(table.behaviours, ["fatigue", "fitness"])
        XCTAssertEqual(table.days.map(\.values), [[41, 50], [38, 51]])
        // Once the library knows them, a file of the same columns is check-ins by its names.
        let later = try write("date,fitness\n2026-03-03,52\n", "later.csv")
        XCTAssertEqual(try ImportHistory.run(request([later])).parts.map(\.added), [1])
    }

    /// An export written while a day was under way keeps nothing of that day's summary; the next
    /// export, holding the whole day, adds it (WHOOP's open cycle, then the same cycle closed).
    func testALaterExportAddsTheDayTheFirstWasWrittenOn() throws {
        let openRow = "2024-05-02 23:10:00,,UTC-04:00,71,54,62,33.41,96.20,,"
        let first = WhoopFixture.cycles.replacingOccurrences(
            of: openRow, with: "2024-05-02 23:10:00,,UTC-04:00,71,54,62,33.41,96.20,4.1,")
        let later = WhoopFixture.cycles.replacingOccurrences(
            of: openRow, with: "2024-05-02 23:10:00,2024-05-03 22:40:00,UTC-04:00,71,54,62,33.41,96.20,14.2,")
        XCTAssertNotEqual(first, WhoopFixture.cycles)
        XCTAssertNotEqual(later, WhoopFixture.cycles)
        let r = try ImportHistory.run(request([try write(first, "physiological_cycles.csv", in: "a")]))
        XCTAssertEqual(r.parts.first?.report?.rejected[.dayNotOver], 1)
        func strains() throws -> [Double] {
            try Library.reading(path("library.sqlite")).history(name: "l").0.deviceStrain.map(\.value).sorted()
        }
        XCTAssertEqual(try strains(), [8.4, 10, 12.8])
        let again = try ImportHistory.run(request([try write(later, "physiological_cycles.csv", in: "b")]))
        XCTAssertNil(again.parts.first?.report?.rejected[.dayNotOver])
        XCTAssertEqual(try strains(), [8.4, 10, 12.8, 14.2])
    }

    /// A Takeout folder of someone who moved: imported, its clocks kept; the same folder again
    /// is known by its records' digest and adds nothing; read first on one zone given by hand
    /// and then on the clocks worked out, the library holds each night once, on its clock.
    func testATakeoutsClocksFollowTheLibrary() throws {
        let t = TakeoutTraveller(
            [.init("America/Chicago", nights: 6), .init("Asia/Bangkok", nights: 6)], firstWake: "2026-01-10",
            profile: "Asia/Bangkok")
        try t.write(to: folder.appendingPathComponent("takeout"))
        var byHand = request([path("takeout")])
        byHand.zone = ClockSetting(zone: "Asia/Bangkok")
        _ = try ImportHistory.run(byHand)
        func nights() throws -> [Int32] {
            try Library.reading(path("library.sqlite")).history(name: "l").0.sleep.map(\.start.offsetSeconds).sorted()
        }
        XCTAssertEqual(try nights(), Array(repeating: 25_200, count: 12))
        let worked = try ImportHistory.run(request([path("takeout")]))
        XCTAssertGreaterThan(worked.parts.first?.added ?? 0, 0)
        XCTAssertEqual(try nights(), Array(repeating: -21_600, count: 6) + Array(repeating: 25_200, count: 6))
        let lines = try Library.reading(path("library.sqlite")).clockLines()
        XCTAssertEqual(lines.map(\.source), ["Fitbit"])
        XCTAssertEqual(lines.first?.lines.count, 2)
        let again = try ImportHistory.run(request([path("takeout")]))
        XCTAssertEqual(again.parts.first?.sameRecords, true)
        XCTAssertNotNil(again.parts.first?.importedBefore)
        XCTAssertEqual(again.parts.first?.added, 0)
        XCTAssertEqual(try nights().count, 12)
    }
}
