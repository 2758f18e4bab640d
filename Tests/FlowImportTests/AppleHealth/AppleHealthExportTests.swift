import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

final class AppleHealthExportTests: FolderTestCase {
    let root = TestPaths.packageRoot

    func assertSameTable(_ a: FeatureTable, _ b: FeatureTable, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.rows.count, b.rows.count, file: file, line: line)
        for (x, y) in zip(a.rows, b.rows) {
            XCTAssertEqual(x.day, y.day, file: file, line: line)
            for f in Feature.allCases where abs(x[f] - y[f]) > 1e-9 * max(1, abs(x[f])) {
                XCTFail("\(x.day) \(f.rawValue): \(x[f]) vs \(y[f])", file: file, line: line)
            }
            XCTAssertEqual(x.provenance, y.provenance, "\(x.day)", file: file, line: line)
            XCTAssertEqual(x.flags, y.flags, "\(x.day)", file: file, line: line)
        }
    }

    /// The same simulated person as records.csv and as export.xml / export.zip: 110 days from
    /// March 1 cross the change to summer time (March 29) and the trip to UTC-5 (days 100-107),
    /// where the export writes sleep in the home zone's offset with HKTimeZone naming the trip's.
    func testTheExportGivesTheSameFeaturesAsTheRecordsCSV() throws {
        let plan = SimulationPlan(days: 110, seed: 8, start: CalendarDay(year: 2026, month: 3, day: 1)!)
        let csv = PersonSimulator.simulate(plan)
        let xml = folder.appendingPathComponent("export.xml").path
        let labels = try PersonSimulator.writeAppleHealthExport(plan, to: xml)
        XCTAssertEqual(labels, csv.labels)
        let fromCSV = FeatureTable(history: try RecordsCSV.parse(csv.records).0)
        var (history, report) = try AppleHealthExport.read(path: xml)
        // The export also holds the night's vitals (SPEC 18), which the records CSV leaves out;
        // they date rows like any record, so the tables are compared without them.
        XCTAssertGreaterThan(history.respiratoryRate.count, 0)
        XCTAssertGreaterThan(history.spo2.count, 0)
        XCTAssertTrue(history.wristTemperature.allSatisfy { (35.5...36.5).contains($0.value) })
        (history.respiratoryRate, history.spo2, history.wristTemperature) = ([], [], [])
        let fromXML = FeatureTable(history: history)
        assertSameTable(fromCSV, fromXML)
        XCTAssertEqual(report.rejected, [.exactDuplicate: 2])
        XCTAssertTrue(fromXML.rows.contains { $0.hrvRMSSD != nil })
        XCTAssertTrue(fromCSV.rows.allSatisfy { $0.hrvRMSSD == nil })
        XCTAssertTrue(
            history.sleep.contains { $0.start.offsetSeconds == -5 * 3600 }, "sleep on the trip read on its own clock")
        // The zip holds the same document beside export_cda.xml.
        let cda = folder.appendingPathComponent("export_cda.xml")
        try "<?xml version=\"1.0\"?>\n<ClinicalDocument/>\n".write(to: cda, atomically: false, encoding: .utf8)
        let zip = folder.appendingPathComponent("export.zip").path
        try ZipWriter.write(
            archive: zip,
            files: [("apple_health_export/export_cda.xml", cda.path), ("apple_health_export/Exportieren.xml", xml)])
        XCTAssertEqual(
            try AppleHealthExport.exportDocument(in: ZipArchive(path: zip)).name, "apple_health_export/Exportieren.xml")
        var progressCalls = 0
        let (zipped, _) = try AppleHealthExport.read(path: zip) { done, total in
            progressCalls += 1
            XCTAssertLessThanOrEqual(done, total)
        }
        XCTAssertGreaterThan(progressCalls, 1)
        XCTAssertEqual(zipped.sleep, history.sleep)
        XCTAssertEqual(zipped.heartRate.count, history.heartRate.count)
    }

    /// A corrupt entry beside the document (larger, so it is tried first) is passed over and
    /// the document is read: its compressed bytes are overwritten with 0xFF, a reserved deflate
    /// block type that zlib refuses.
    func testACorruptEntryBesideTheDocumentDoesNotStopTheImport() throws {
        let export = folder.appendingPathComponent("export.xml")
        try
            ("<?xml version=\"1.0\"?>\n<HealthData>\n <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"P\" "
            + "unit=\"count\" startDate=\"2026-03-01 10:00:00 +0100\" endDate=\"2026-03-01 10:05:00 +0100\" value=\"50\"/>\n"
            + "</HealthData>\n").write(to: export, atomically: false, encoding: .utf8)
        let other = folder.appendingPathComponent("other.xml")
        try String(repeating: "<Note>some words that compress</Note>\n", count: 400).write(
            to: other, atomically: false, encoding: .utf8)
        let zip = folder.appendingPathComponent("export.zip")
        try ZipWriter.write(
            archive: zip.path, files: [("apple_health_export/export.xml", export.path), ("other.xml", other.path)])
        var bytes = [UInt8](try Data(contentsOf: zip))
        // The local header of other.xml: signature, then the name length at 26 and extra length at 28.
        let name = Array("other.xml".utf8)
        let header = try XCTUnwrap(
            (0..<(bytes.count - 30)).first { i in
                bytes[i..<(i + 4)].elementsEqual([0x50, 0x4B, 0x03, 0x04])
                    && bytes[(i + 30)..<(i + 30 + name.count)].elementsEqual(name)
            })
        let data =
            header + 30 + Int(bytes[header + 26]) + Int(bytes[header + 27]) << 8 + Int(bytes[header + 28])
            + Int(bytes[header + 29]) << 8
        for k in data..<(data + 16) { bytes[k] = 0xFF }
        try Data(bytes).write(to: zip)
        let (history, _) = try AppleHealthExport.read(path: zip.path)
        XCTAssertEqual(history.steps.map(\.value), [50])
    }

    func testAZipWithoutAnExportDocumentIsAnError() throws {
        let cda = folder.appendingPathComponent("export_cda.xml")
        try "<?xml version=\"1.0\"?>\n<ClinicalDocument/>\n".write(to: cda, atomically: false, encoding: .utf8)
        let other = folder.appendingPathComponent("notes.xml")
        try "<Notes/>\n".write(to: other, atomically: false, encoding: .utf8)
        let zip = folder.appendingPathComponent("export.zip").path
        try ZipWriter.write(
            archive: zip, files: [("apple_health_export/export_cda.xml", cda.path), ("notes.xml", other.path)])
        XCTAssertThrowsError(try AppleHealthExport.read(path: zip)) { error in
            guard case ImportError.noExportDocument(let file, let entries) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, zip)
            XCTAssertEqual(entries.count, 2)
        }
    }

    /// A byte that is not UTF-8 past the first chunks (checked by the reading thread, not the
    /// scanner) is reported at its own offset and line, in export.xml and in export.zip alike;
    /// a two-byte character split between two of the reading thread's pieces is no fault.
    func testAFaultFarIntoTheFileIsNamedByOffsetAndLine() throws {
        let line = " <Record type=\"HKQuantityTypeIdentifierFlightsClimbed\" sourceName=\"Wätch\" value=\"1\"/>\n"
        let lines = (5 << 20) / line.utf8.count  // 5 MiB: the reading thread hands over 4 MiB at a time
        // Spaces before the root move the `ä` (C3 A4) last begun in the first MiB onto its boundary,
        // so the reading thread checks its two bytes in two pieces.
        let records = Array(String(repeating: line, count: lines).utf8)
        let start = "<?xml version=\"1.0\"?>\n".utf8.count + "<HealthData>\n".utf8.count
        let lastLead = try XCTUnwrap(records.prefix((1 << 20) - 1 - start).lastIndex(of: 0xC3))
        let pad = (1 << 20) - 1 - start - lastLead
        let head = "<?xml version=\"1.0\"?>\n" + String(repeating: " ", count: pad) + "<HealthData>\n"
        var bytes = Array(head.utf8) + records
        XCTAssertEqual(bytes[(1 << 20) - 1], 0xC3)
        // The fault: a byte of a record's type in the second chunk.
        let faultyLine = lines * 9 / 10
        let offset = head.utf8.count + faultyLine * line.utf8.count + line.utf8.count / 2
        XCTAssertGreaterThan(offset, 1 << 22)
        bytes[offset] = 0xFF
        let heart = record(
            "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "61",
            unit: "count/min")
        bytes += Array((heart + "</HealthData>\n").utf8)
        let xml = folder.appendingPathComponent("export.xml")
        try Data(bytes).write(to: xml)
        let zip = folder.appendingPathComponent("export.zip").path
        try ZipWriter.write(archive: zip, files: [("apple_health_export/export.xml", xml.path)])
        for path in [xml.path, zip] {
            XCTAssertThrowsError(try AppleHealthExport.read(path: path), path) { error in
                guard case ImportError.badXML(_, let at, let lineNumber, let problem) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(at, Int64(offset), path)
                XCTAssertEqual(lineNumber, 3 + faultyLine, path)  // the records start on line 3
                XCTAssertTrue(problem.contains("byte 0xFF is not UTF-8"), problem)
            }
        }
        bytes[offset] = UInt8(ascii: "h")
        try Data(bytes).write(to: xml)
        let (history, report) = try AppleHealthExport.read(path: xml.path)
        XCTAssertEqual(history.heartRate.count, 1)
        XCTAssertEqual(
            report.notRead, ["HKQuantityTypeIdentifierFlightsClimbed \(NumberFormat.grouped(lines)) records"])
    }

    /// An export cut short keeps every complete record before the cut: exactly the heart-rate
    /// samples of the whole export whose elements end before it, and says where it ended.
    func testATruncatedExportKeepsEveryCompleteRecord() throws {
        let plan = SimulationPlan(days: 5, seed: 1)
        let xml = folder.appendingPathComponent("export.xml").path
        _ = try PersonSimulator.writeAppleHealthExport(plan, to: xml)
        let data = try Data(contentsOf: URL(fileURLWithPath: xml))
        let cut = folder.appendingPathComponent("cut.xml")
        let size = data.count * 2 / 3
        try data.prefix(size).write(to: cut)
        let (whole, _) = try AppleHealthExport.read(path: xml)
        let (part, report) = try AppleHealthExport.read(path: cut.path)
        // The heart-rate records whose element closes before the cut, counted in the text itself.
        let text = String(decoding: data.prefix(size), as: UTF8.self)
        let complete = text.components(separatedBy: "HKQuantityTypeIdentifierHeartRate\"").dropFirst().filter {
            $0.contains("/>")
        }.count
        XCTAssertEqual(part.heartRate.count, complete)
        XCTAssertLessThan(part.heartRate.count, whole.heartRate.count)
        let note = try XCTUnwrap(report.notes.first { $0.contains("cut short") })
        XCTAssertTrue(note.contains("inside <"), note)
    }

    /// ../shared/golden/export.xml is the reference person as an Apple Health export: it must
    /// give the same table as the reference computed from records.csv.
    func testTheGoldenExportGivesTheGoldenTable() throws {
        let golden = try TestPaths.shared("golden")
        let (fromXML, report) = try AppleHealthExport.read(path: golden.appendingPathComponent("export.xml").path)
        let (fromCSV, _) = try RecordsCSV.read(path: golden.appendingPathComponent("records.csv").path)
        assertSameTable(FeatureTable(history: fromCSV), FeatureTable(history: fromXML))
        // 57,473 records and, read since SPEC 21, its one ActiveEnergyBurned record (12 kcal on
        // 2026-02-03), which records.csv does not hold: only the active_kcal column differs.
        XCTAssertEqual(report.acceptedCount, 57473 + 1)
        XCTAssertEqual(fromXML.activeEnergy.map(\.value), [12])
    }

    /// Real exports in ../shared/data/apple-health (skipped when absent).
    func testRealExportSamples() throws {
        let data = try TestPaths.shared("data/apple-health")
        let (curated, c) = try AppleHealthExport.read(path: data.appendingPathComponent("curated-v14/export.xml").path)
        XCTAssertEqual(
            [
                curated.sleep.count, curated.steps.count, curated.heartRate.count, curated.restingHR.count,
                curated.hrvSDNN.count,
            ],
            [2, 2, 3, 1, 1])
        XCTAssertTrue(c.notes.contains { $0.contains("Correlation") }, "\(c.notes)")
        XCTAssertEqual(curated.sleep.first { $0.stage == .inBed }?.start.offsetSeconds, 7200)  // Europe/Zurich in April
        let (excerpt, _) = try AppleHealthExport.read(path: data.appendingPathComponent("excerpt-2024/export.xml").path)
        XCTAssertEqual(excerpt.heartRate.count, 2)
        XCTAssertEqual(excerpt.sleep.count, 2)
        // Written at +0200 in January, recorded in Amsterdam (+01:00 then): 03:27:53 becomes 02:27:53.
        let core = try XCTUnwrap(excerpt.sleep.first { $0.stage == .core })
        XCTAssertEqual(core.start.offsetSeconds, 3600)
        XCTAssertEqual(core.start.instant, try TimestampParser.parse("2024-01-01 03:27:53 +0200").get().instant)
    }
}
