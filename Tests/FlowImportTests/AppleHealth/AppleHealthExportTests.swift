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
        try "<?xml version=\"1.0\"?>\n<ClinicalDocument/>\n".write(to: cda, atomically: true, encoding: .utf8)
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

    func testAZipWithoutAnExportDocumentIsAnError() throws {
        let cda = folder.appendingPathComponent("export_cda.xml")
        try "<?xml version=\"1.0\"?>\n<ClinicalDocument/>\n".write(to: cda, atomically: true, encoding: .utf8)
        let other = folder.appendingPathComponent("notes.xml")
        try "<Notes/>\n".write(to: other, atomically: true, encoding: .utf8)
        let zip = folder.appendingPathComponent("export.zip").path
        try ZipWriter.write(
            archive: zip, files: [("apple_health_export/export_cda.xml", cda.path), ("notes.xml", other.path)])
        XCTAssertThrowsError(try AppleHealthExport.read(path: zip)) { error in
            guard case ImportError.noExportDocument(let file, let entries) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, zip)
            XCTAssertEqual(entries.count, 2)
        }
    }

    func testATruncatedExportIsAnErrorAndNothingIsRead() throws {
        let plan = SimulationPlan(days: 5, seed: 1)
        let xml = folder.appendingPathComponent("export.xml").path
        _ = try PersonSimulator.writeAppleHealthExport(plan, to: xml)
        let data = try Data(contentsOf: URL(fileURLWithPath: xml))
        let cut = folder.appendingPathComponent("cut.xml")
        try data.prefix(data.count * 2 / 3).write(to: cut)
        XCTAssertThrowsError(try AppleHealthExport.read(path: cut.path)) { error in
            guard case ImportError.badXML(_, let offset, _, let problem) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(problem.contains("truncated"), problem)
            XCTAssertLessThanOrEqual(offset, Int64(data.count * 2 / 3))
        }
    }

    /// ../shared/golden/export.xml is the reference person as an Apple Health export: it must
    /// give the same table as the reference computed from records.csv.
    func testTheGoldenExportGivesTheGoldenTable() throws {
        let golden = try TestPaths.shared("golden")
        let (fromXML, report) = try AppleHealthExport.read(path: golden.appendingPathComponent("export.xml").path)
        let (fromCSV, _) = try RecordsCSV.read(path: golden.appendingPathComponent("records.csv").path)
        assertSameTable(FeatureTable(history: fromCSV), FeatureTable(history: fromXML))
        XCTAssertEqual(report.acceptedCount, 57473)
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
