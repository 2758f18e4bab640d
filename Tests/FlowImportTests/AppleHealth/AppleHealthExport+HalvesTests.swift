import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// A document read in two parts at once gives exactly what one thread reading it whole gives,
/// wherever it is cut: joined when the cut falls between two of the root's children, the later
/// part's work dropped otherwise.
final class AppleHealthExportHalvesTests: FolderTestCase {
    private func at(_ time: String) -> String { partsFixtureTime(time) }
    private var document: String { partsFixture }

    /// Cut at each `<` of the document (the start of every tag, nested or not, and one inside a
    /// comment): the same history and report as one thread's, and joined exactly at the lines
    /// that start a child of the root outside the comment.
    func testEveryCutGivesWhatOneThreadGives() throws {
        let text = document
        let path = try write(text, "export.xml")
        let whole = try AppleHealthExport.read(path: path)
        // What the fixture is built to hold, worked out from it: the duplicate heart rate, the
        // unknown unit, the record after the export date, the malformed element.
        XCTAssertEqual(whole.1.rejected[.exactDuplicate], 1)
        XCTAssertEqual(whole.1.rejected[.unknownUnit], 1)
        XCTAssertEqual(whole.1.rejected[.afterExportDate], 1)
        XCTAssertEqual(whole.0.activeEnergy.map(\.value), [1.5, 2])
        XCTAssertEqual(whole.0.sources, ["Watch", "Phone"])
        let bytes = Array(text.utf8)
        let file = try ReadableFile(path)
        let comment = try XCTUnwrap(text.range(of: "<!--")).lowerBound.utf16Offset(in: text)
        let exportDate = try XCTUnwrap(text.range(of: "<ExportDate")).lowerBound.utf16Offset(in: text)
        let correlation = try XCTUnwrap(text.range(of: "<Correlation")).lowerBound.utf16Offset(in: text)
        let correlationEnd = try XCTUnwrap(text.range(of: "</Correlation")).lowerBound.utf16Offset(in: text)
        var joins = 0
        for (cut, byte) in bytes.enumerated() where byte == UInt8(ascii: "<") {
            let halves = try AppleHealthExport.readInHalves(
                file, name: path, size: Int64(bytes.count), cut: Int64(cut), progress: nil)
            assertSameReading(halves.history, halves.report, as: whole, at: cut)
            let childOfRoot = cut >= 2 && bytes[cut - 1] == 32 && bytes[cut - 2] == 10 && bytes[cut + 1] != 47
            let rootEnd = text.utf8.count - cut == "</HealthData>\n".utf8.count
            // A record indented as a child of the root but inside the correlation is not one.
            let inComment = cut > comment && cut < comment + 80 || cut > correlation && cut < correlationEnd
            // Before the export date is read, the earlier part has none: the later part, which
            // supposed the one the head names, is not joined.
            let afterExportDate = cut > exportDate
            XCTAssertEqual(
                halves.joined, (childOfRoot || rootEnd) && !inComment && afterExportDate,
                "cut at byte \(cut): \(String(decoding: bytes[cut..<min(bytes.count, cut + 40)], as: UTF8.self))")
            joins += halves.joined ? 1 : 0
        }
        // Me, 13 records, the correlation and the comment begin a line at the root's depth; the
        // root's end tag is the 16th.
        XCTAssertEqual(joins, 16)
    }

    /// A fault in the later part is reported at the byte and line one thread reports it at, and a
    /// fault in the earlier part wins over one in the later part.
    func testAFaultIsNamedAsOneThreadNamesIt() throws {
        let text = partsFixtureLeftOpen
        let path = try write(text, "export.xml")
        let bytes = Array(text.utf8)
        var oneThread: String?
        XCTAssertThrowsError(try AppleHealthExport.read(path: path)) { oneThread = "\($0)" }
        XCTAssertTrue(oneThread?.contains("closes <Record>") ?? false, oneThread ?? "")
        let file = try ReadableFile(path)
        for (cut, byte) in bytes.enumerated() where byte == UInt8(ascii: "<") {
            XCTAssertThrowsError(
                try AppleHealthExport.readInHalves(
                    file, name: path, size: Int64(bytes.count), cut: Int64(cut), progress: nil)
            ) { XCTAssertEqual("\($0)", oneThread, "cut at byte \(cut)") }
        }
    }

    /// A simulated person's export, cut at 40 % as a large one is and at 30 evenly spread tags:
    /// the same history and report as one thread's.
    func testASimulatedExportReadsTheSameInTwoParts() throws {
        let path = folder.appendingPathComponent("export.xml").path
        _ = try PersonSimulator.writeAppleHealthExport(SimulationPlan(days: 3, seed: 5), to: path)
        let whole = try AppleHealthExport.read(path: path)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let file = try ReadableFile(path)
        let found = try XCTUnwrap(try AppleHealthExport.cut(of: file, size: Int64(bytes.count)))
        // The first line ` <Record ` from 40 % of the file on, found by a plain search here.
        let marker = Array("\n <Record ".utf8)
        let from = bytes.count * 2 / 5
        let expected = (from...(bytes.count - marker.count)).first { Array(bytes[$0..<($0 + marker.count)]) == marker }
        XCTAssertEqual(found, Int64(try XCTUnwrap(expected)) + 2)
        var cuts = [Int(found)]
        for k in 1...30 {
            cuts.append(try XCTUnwrap(bytes[(bytes.count * k / 31)...].firstIndex(of: UInt8(ascii: "<"))))
        }
        var joins = 0
        for cut in cuts {
            let halves = try AppleHealthExport.readInHalves(
                file, name: path, size: Int64(bytes.count), cut: Int64(cut), progress: nil)
            assertSameReading(halves.history, halves.report, as: whole, at: cut)
            joins += halves.joined ? 1 : 0
        }
        XCTAssertGreaterThan(joins, 1)
    }

    /// Progress read in two parts only goes forward and ends at the file's size: the earlier part
    /// counts the later part's bytes with its own, and goes on counting while it plays the log.
    func testProgressGoesForwardToTheWholeFile() throws {
        let path = folder.appendingPathComponent("export.xml").path
        _ = try PersonSimulator.writeAppleHealthExport(SimulationPlan(days: 3, seed: 5), to: path)
        let file = try ReadableFile(path)
        let size = Int64(file.size)
        let cut = try XCTUnwrap(try AppleHealthExport.cut(of: file, size: size))
        var seen: [Int64] = []
        let halves = try AppleHealthExport.readInHalves(
            file, name: path, size: size, cut: cut,
            progress: { done, total in
                XCTAssertEqual(total, size)
                seen.append(done)
            })
        XCTAssertTrue(halves.joined)
        XCTAssertEqual(seen, seen.sorted())
        XCTAssertEqual(seen.last, size)
    }

    /// No line ` <Record ` in the window after 40 %: no cut, and the document is read by one thread.
    func testNoRecordLineAfterTheMiddleMeansNoCut() throws {
        let path = try write(export([]) + String(repeating: " ", count: 1000), "export.xml")
        let file = try ReadableFile(path)
        XCTAssertNil(try AppleHealthExport.cut(of: file, size: Int64(file.size)))
    }

}

/// The fixture with a last record left open, its end tag never written: an error both for one
/// thread and for a reading in parts, which must name it alike.
var partsFixtureLeftOpen: String {
    let open = record(
        "QuantityTypeIdentifierStepCount", partsFixtureTime("12:00:00"), partsFixtureTime("12:10:00"), "7",
        unit: "count")
    return partsFixture.replacingOccurrences(
        of: "</HealthData>", with: open.replacingOccurrences(of: "/>", with: ">") + "</HealthData>")
}

/// The time of day `time` on the fixture's day, as Apple writes it.
func partsFixtureTime(_ time: String) -> String { "2026-03-01 \(time) +0100" }

/// Every kind of thing a reading keeps count of, on both sides of any cut: the stated sex, a
/// time zone, a beat-to-beat list, skimmed active energy, a nested correlation, an unread
/// type, a duplicate of an earlier record, a unit flow cannot convert, a source first seen
/// late, a record after the export date, a malformed element, and a comment holding a line
/// that looks like a record.
var partsFixture: String {
    let beats = [60, 75, 50].map { "<InstantaneousBeatsPerMinute bpm=\"\($0)\" time=\"3:00:00.00 AM\"/>" }.joined()
    let zone = "\n  <MetadataEntry key=\"HKTimeZone\" value=\"America/New_York\"/>\n "
    let heart = record(
        "QuantityTypeIdentifierHeartRate", partsFixtureTime("08:00:00"), partsFixtureTime("08:00:00"), "61",
        unit: "count/min")
    let lines = [
        " <Me HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\"/>\n",
        heart,
        record(
            "QuantityTypeIdentifierHeartRate", partsFixtureTime("08:05:00"), partsFixtureTime("08:05:00"), "64",
            unit: "count/min",
            children: zone),
        record(
            "QuantityTypeIdentifierHeartRateVariabilitySDNN", partsFixtureTime("03:00:00"),
            partsFixtureTime("03:01:00"), "45", unit: "ms",
            children: "<HeartRateVariabilityMetadataList>\(beats)</HeartRateVariabilityMetadataList>"),
        record(
            "QuantityTypeIdentifierActiveEnergyBurned", partsFixtureTime("09:00:00"), partsFixtureTime("09:01:00"),
            "1.5", unit: "Cal"),
        " <Correlation type=\"HKCorrelationTypeIdentifierBloodPressure\">\n"
            + record(
                "QuantityTypeIdentifierBloodPressureSystolic", partsFixtureTime("07:00:00"),
                partsFixtureTime("07:00:00"), "120")
            + " </Correlation>\n",
        record(
            "QuantityTypeIdentifierFlightsClimbed", partsFixtureTime("10:00:00"), partsFixtureTime("10:01:00"), "2",
            unit: "count"),
        " <!-- kept for later\n <Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"9\"/>\n -->\n",
        heart,
        record(
            "QuantityTypeIdentifierActiveEnergyBurned", partsFixtureTime("09:01:00"), partsFixtureTime("09:02:00"), "1",
            unit: "furlong"),
        record(
            "QuantityTypeIdentifierStepCount", partsFixtureTime("11:00:00"), partsFixtureTime("11:10:00"), "900",
            unit: "count",
            source: "Phone"),
        record(
            "CategoryTypeIdentifierSleepAnalysis", partsFixtureTime("01:00:00"), partsFixtureTime("02:00:00"),
            "HKCategoryValueSleepAnalysisAsleepCore"),
        " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" broken "
            + "startDate=\"\(partsFixtureTime("08:00:00"))\" endDate=\"\(partsFixtureTime("08:00:00"))\" value=\"70\"/>\n",
        record(
            "QuantityTypeIdentifierStepCount", "2027-01-02 10:00:00 +0100", "2027-01-02 10:10:00 +0100", "5",
            unit: "count"),
        record(
            "QuantityTypeIdentifierActiveEnergyBurned", partsFixtureTime("09:02:00"), partsFixtureTime("09:03:00"), "2",
            unit: "kcal"),
    ]
    return export(lines)
}

/// Asserts that a reading in parts gave what one thread gave (`whole`).
func assertSameReading(
    _ history: RecordHistory, _ report: ImportReport, as whole: (RecordHistory, ImportReport), at cut: Int,
    line: UInt = #line
) {
    let context = "cut at byte \(cut)"
    XCTAssertEqual(history.sources, whole.0.sources, context, line: line)
    for kind in RecordKind.allCases {
        XCTAssertEqual(
            history.measurements(of: kind), whole.0.measurements(of: kind), "\(kind), \(context)", line: line)
    }
    XCTAssertEqual(Array(history.heartRate), Array(whole.0.heartRate), context, line: line)
    XCTAssertEqual(history.sleep, whole.0.sleep, context, line: line)
    XCTAssertEqual(history.statedSex?.sex, whole.0.statedSex?.sex, context, line: line)
    XCTAssertEqual(report.text, whole.1.text, context, line: line)
    XCTAssertEqual(report.examples.map(\.line), whole.1.examples.map(\.line), context, line: line)
}
