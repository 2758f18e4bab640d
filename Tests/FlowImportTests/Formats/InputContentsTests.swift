import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// One door: every export reads the same whether it is handed over as it is, in a folder of its
/// own, or in a zip of another name; a folder holding two vendors' exports reads both; tables
/// by date are never taken for check-ins unless every column is one flow knows.
final class InputContentsTests: FolderTestCase {
    /// Each item found in the input at `path`: its format's name and the feature table of its
    /// records (what a person would see).
    private func found(_ path: String, checkinNames: Set<String>? = nil) throws -> [(String, String)] {
        try InputContents.reading(try OpenedHistory(path: path), checkinNames: checkinNames) { contents in
            try contents.items.map { item in
                switch item {
                case .checkins(let input): return ("check-ins", input.name)
                case .export(let format, let input):
                    return (format.name, FeatureTable(history: try format.records(input).0).csv())
                }
            }
        }
    }

    /// Every file under a folder, named relative to `prefix` (for a zip holding the folder).
    private func files(under folder: String, as prefix: String) -> [(name: String, path: String)] {
        let walker = FileManager.default.enumerator(atPath: folder)
        return (walker?.allObjects as? [String] ?? []).sorted().compactMap { name in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : (prefix + "/" + name, folder + "/" + name)
        }
    }

    /// The export at `export` read as it is, from a folder holding a copy of it, and from a zip
    /// of another name holding it: one item each time, of `format`, with the same table.
    private func assertOneDoor(_ export: String, _ format: String, line: UInt = #line) throws {
        let base = (export as NSString).lastPathComponent
        let direct = try found(export)
        XCTAssertEqual(direct.map(\.0), [format], "as it is", line: line)
        let handed = path("handed-\(line)")
        try FileManager.default.createDirectory(atPath: handed, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: export, toPath: handed + "/" + base)
        let inFolder = try found(handed)
        XCTAssertEqual(inFolder.map(\.0), [format], "in a folder", line: line)
        XCTAssertEqual(inFolder.first?.1, direct.first?.1, "in a folder", line: line)
        var isFolder: ObjCBool = false
        FileManager.default.fileExists(atPath: export, isDirectory: &isFolder)
        // A folder export is zipped as itself (its folder at the zip's top, where its vendor puts
        // it); a file, a level down.
        let entries = isFolder.boolValue ? files(under: export, as: base) : [(name: "sent/" + base, path: export)]
        let zip = path("bundle-\(line).zip")
        try ZipWriter.write(archive: zip, files: entries)
        let inZip = try found(zip)
        XCTAssertEqual(inZip.map(\.0), [format], "in a zip", line: line)
        XCTAssertEqual(inZip.first?.1, direct.first?.1, "in a zip", line: line)
    }

    func testEveryExportReadsTheSameAsItIsInAFolderAndInAZip() throws {
        let apple = try write(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST HealthData locale CDATA #REQUIRED>\n]>\n"
                + "<HealthData locale=\"en\">\n <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"P\" "
                + "unit=\"count\" startDate=\"2026-03-01 10:00:00 +0100\" endDate=\"2026-03-01 10:05:00 +0100\" "
                + "value=\"50\"/>\n <Record type=\"HKQuantityTypeIdentifierRestingHeartRate\" sourceName=\"W\" "
                + "unit=\"count/min\" startDate=\"2026-03-01 08:00:00 +0100\" endDate=\"2026-03-01 08:00:00 +0100\" "
                + "value=\"52\"/>\n</HealthData>\n", "export.xml", in: "apple/apple_health_export")
        try assertOneDoor(apple, "Apple Health")
        let appleZip = path("apple/export.zip")
        try ZipWriter.write(archive: appleZip, files: [("apple_health_export/export.xml", apple)])
        try assertOneDoor(appleZip, "Apple Health")
        try assertOneDoor(
            try write(
                "kind,start,end,value,source\nresting_hr,2026-03-01T08:00:00Z,2026-03-01T08:00:00Z,51,W\n", "r.csv"),
            "records CSV")
        try assertOneDoor(try write(OuraExportTests.trends, "oura_2021_trends.csv", in: "oura"), "Oura")
        try write(WhoopFixture.cycles, "physiological_cycles.csv", in: "my_whoop_data")
        let sleeps = try write(WhoopFixture.sleeps, "sleeps.csv", in: "my_whoop_data")
        try assertOneDoor(path("my_whoop_data"), "WHOOP")
        try assertOneDoor(sleeps, "WHOOP")
        try assertOneDoor(try writeGarminExport(), "Garmin")
        try assertOneDoor(try writeSamsungExport(), "Samsung Health")
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: "takeout/" + TakeoutExportTests.data)
        try write("id,timezone\nA,Europe/Oslo\n", "Profile.csv", in: "takeout/Takeout/Fitbit/Your Profile")
        try assertOneDoor(path("takeout/Takeout"), "Fitbit / Google Takeout")
        let hae = try write(HealthAutoExportFixture.day1, "HealthAutoExport-2026-07-12.json", in: "hae")
        try assertOneDoor(hae, "Health Auto Export")
        let db = path("hc/health_connect_export.db")
        try FileManager.default.createDirectory(atPath: path("hc"), withIntermediateDirectories: true)
        let fixture = try HealthConnectFixture(path: db)
        try fixture.app(1, "com.sec.android.app.shealth", "Samsung Health")
        let t: Int64 = 1_767_261_600_000
        try fixture.interval("steps_record_table", id: 1, app: 1, t, 3600, t + 900_000, 3600, ["count": .integer(800)])
        try assertOneDoor(db, "Health Connect (Android)")
    }

    /// A Downloads folder: Apple's zip, an Oura Trends CSV, Apple's clinical document beside a
    /// bare export, a Mac's resource forks, notes: the two exports, each read as itself.
    func testAFolderHoldingExportsReadsEachAndPassesTheRestOver() throws {
        let export = try write(
            "<?xml version=\"1.0\"?>\n<HealthData>\n <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"P\" "
                + "unit=\"count\" startDate=\"2026-03-01 10:00:00 +0100\" endDate=\"2026-03-01 10:05:00 +0100\" "
                + "value=\"50\"/>\n</HealthData>\n", "export.xml", in: "src")
        try FileManager.default.createDirectory(atPath: path("Downloads"), withIntermediateDirectories: true)
        try ZipWriter.write(archive: path("Downloads/export.zip"), files: [("apple_health_export/export.xml", export)])
        try write(OuraExportTests.trends, "oura.csv", in: "Downloads")
        try write("<?xml version=\"1.0\"?>\n<ClinicalDocument/>\n", "export_cda.xml", in: "Downloads")
        try write("\0\u{5}\u{16}\u{7}\0\u{2}", "._oura.csv", in: "Downloads/__MACOSX")
        try write("date,fitness,fatigue\n2026-01-01,50,40\n", "wellness.csv", in: "Downloads")
        try write("shopping list\n", "notes.txt", in: "Downloads")
        let (formats, passed) = try InputContents.reading(try OpenedHistory(path: path("Downloads"))) {
            (
                $0.items.map { item -> String in
                    guard case .export(let format, let input) = item else { return "check-ins" }
                    return format.name + " " + (input.name as NSString).lastPathComponent
                }, $0.passedOver
            )
        }
        XCTAssertEqual(formats, ["Apple Health export.zip", "Oura oura.csv"])
        XCTAssertEqual(
            passed,
            [path("Downloads") + "/wellness.csv: a table by date (date, fitness, fatigue), not an export: not read"])
    }

    /// A folder of a WHOOP export beside a Garmin export is two exports, each read from its own
    /// folder; a WHOOP folder whose subfolders are all WHOOP's stays one export.
    func testAFolderHoldingTwoVendorsReadsBoth() throws {
        try write(WhoopFixture.cycles, "physiological_cycles.csv", in: "both/my_whoop_data")
        try write(WhoopFixture.sleeps, "sleeps.csv", in: "both/my_whoop_data")
        let garmin = try writeGarminExport()
        try FileManager.default.moveItem(atPath: garmin, toPath: path("both/DI_CONNECT"))
        let names = try InputContents.reading(try OpenedHistory(path: path("both"))) {
            $0.items.map { item -> String in
                guard case .export(let format, let input) = item else { return "check-ins" }
                return format.name + " " + (input.name as NSString).lastPathComponent
            }
        }
        XCTAssertEqual(names, ["Garmin DI_CONNECT", "WHOOP my_whoop_data"])
        try write(WhoopFixture.cycles, "physiological_cycles.csv", in: "whoop/a")
        try write(WhoopFixture.sleeps, "sleeps.csv", in: "whoop/b")
        XCTAssertEqual(try found(path("whoop")).map(\.0), ["WHOOP"])
    }

    /// A table by date: check-ins only when every other column is a name flow (or the person)
    /// uses for one; otherwise refused naming its columns, with a remedy that declares it.
    func testTablesByDateAreCheckinsOnlyByTheirNames() throws {
        let sample = try write("date,alcohol,meditation,stress\n2026-03-01,1,0,3\n", "checkins.csv")
        XCTAssertEqual(try found(sample, checkinNames: DateTable.knownCheckinNames).map(\.0), ["check-ins"])
        let own = try write("date,alcohol,sauna\n2026-03-01,1,1\n", "own.csv")
        XCTAssertEqual(
            try found(own, checkinNames: DateTable.knownCheckinNames.union(["sauna"])).map(\.0), ["check-ins"])
        let columns = (1...10).map { "c\($0)" }.joined(separator: ",")
        let wellness = try write("Date,\(columns)\n2026-03-01,\(String(repeating: "1,", count: 9))1\n", "w.csv")
        for table in [own, wellness] {
            XCTAssertThrowsError(try found(table, checkinNames: DateTable.knownCheckinNames)) { error in
                XCTAssertEqual((error as? FlowError)?.kind, .data)
                XCTAssertEqual((error as? FlowError)?.remedy, .declaredCheckins(file: table))
                if table == wellness {
                    XCTAssertEqual(
                        "\(error)",
                        "\(wellness): a table by date (columns Date, c1, c2, c3, c4, c5, c6, c7, …), not an export "
                            + "flow knows nor check-ins it knows by their names; nothing was read")
                }
            }
        }
        // A header past the 512 bytes the other formats look at is still read whole.
        let long = (1...80).map { "habit_number_\($0)" }.joined(separator: ",")
        let wide = try write("date,\(long)\n", "wide.csv")
        XCTAssertThrowsError(try found(wide)) { XCTAssertTrue("\($0)".contains("date, habit_number_1,"), "\($0)") }
        let names = Set((1...80).map { "habit_number_\($0)" })
        XCTAssertEqual(try found(wide, checkinNames: names).map(\.0), ["check-ins"])
        // As a history (no check-in names), a check-in file keeps its own refusal.
        XCTAssertThrowsError(try found(sample).map { _ in 0 }) {
            XCTAssertTrue("\($0)".contains("a check-in or labels file"), "\($0)")
        }
    }

    /// An Oura Trends CSV and a WHOOP CSV start with a date-like first column: they are their
    /// vendor's, even when check-in names are looked for.
    func testAVendorsCSVIsNeverCheckins() throws {
        let oura = try write(OuraExportTests.trends, "trends.csv")
        XCTAssertEqual(try found(oura, checkinNames: DateTable.knownCheckinNames).map(\.0), ["Oura"])
        let whoop = try write(WhoopFixture.sleeps, "sleeps.csv")
        XCTAssertEqual(try found(whoop, checkinNames: DateTable.knownCheckinNames).map(\.0), ["WHOOP"])
    }

    /// A zip that holds nothing flow reads is refused listing its files, as before.
    func testNothingInsideIsRefusedAsBefore() throws {
        let notes = try write("x\n", "notes.txt", in: "src")
        try ZipWriter.write(archive: path("n.zip"), files: [("notes.txt", notes)])
        XCTAssertThrowsError(try found(path("n.zip"))) {
            XCTAssertTrue("\($0)".hasSuffix("this zip holds 1 file: notes.txt"), "\($0)")
        }
    }
}
