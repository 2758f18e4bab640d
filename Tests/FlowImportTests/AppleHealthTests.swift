import FlowFeatures
@testable import FlowImport
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

/// Parses an in-memory export, fed in chunks of `chunk` bytes.
func importXML(_ text: String, chunk: Int = 1 << 20) throws -> (RecordHistory, ImportReport) {
    var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
    var scanner = XMLScanner(file: "t.xml")
    let bytes = Array(text.utf8)
    try bytes.withUnsafeBufferPointer { all in
        var i = 0
        while i < all.count {
            let end = min(all.count, i + chunk)
            try scanner.feed(UnsafeBufferPointer(rebasing: all[i..<end]), &reader)
            i = end
        }
    }
    try scanner.finish(&reader)
    return try reader.finish()
}

func record(_ type: String, _ start: String, _ end: String, _ value: String, unit: String? = nil, source: String = "Watch",
            children: String? = nil) -> String {
    let u = unit.map { " unit=\"\($0)\"" } ?? ""
    let head = " <Record type=\"HK\(type)\" sourceName=\"\(source)\"\(u) startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\""
    return children.map { head + ">\($0)</Record>\n" } ?? head + "/>\n"
}

func export(_ records: [String], exportDate: String = "2026-12-31 09:00:00 +0100") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST HealthData locale CDATA #REQUIRED>\n]>\n"
        + "<HealthData locale=\"en_US\">\n <ExportDate value=\"\(exportDate)\"/>\n" + records.joined() + "</HealthData>\n"
}

final class AppleHealthTests: XCTestCase {
    func testTheFiveTypesAreMappedWithUnitsAndStages() throws {
        let (h, report) = try importXML(export([
            record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "61", unit: "count/min"),
            record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:01:00 +0100", "2026-03-01 08:01:00 +0100", "1.1", unit: "count/s"),
            record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:02:00 +0100", "2026-03-01 08:02:00 +0100", "61", unit: "bpm?"),
            record("QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "500", unit: "count", source: "iPhone"),
            record("QuantityTypeIdentifierRestingHeartRate", "2026-03-01 00:00:00 +0100", "2026-03-02 00:00:00 +0100", "52", unit: "count/min"),
            record("QuantityTypeIdentifierHeartRateVariabilitySDNN", "2026-03-01 03:00:00 +0100", "2026-03-01 03:01:00 +0100", "0.0453", unit: "s"),
            record("CategoryTypeIdentifierSleepAnalysis", "2026-03-01 23:00:00 +0100", "2026-03-02 06:00:00 +0100", "HKCategoryValueSleepAnalysisAsleepREM"),
            record("CategoryTypeIdentifierSleepAnalysis", "2026-03-01 22:50:00 +0100", "2026-03-02 06:10:00 +0100", "HKCategoryValueSleepAnalysisInBed"),
            record("CategoryTypeIdentifierSleepAnalysis", "2026-03-01 22:50:00 +0100", "2026-03-02 06:10:00 +0100", "HKCategoryValueSleepAnalysisDreaming"),
            record("QuantityTypeIdentifierActiveEnergyBurned", "2026-03-01 10:00:00 +0100", "2026-03-01 10:01:00 +0100", "1.2", unit: "kcal"),
        ]))
        XCTAssertEqual(h.heartRate.map(\.value), [61, 66])   // 1.1 beats a second is 66 a minute
        XCTAssertEqual(h.steps.map(\.value), [500])
        XCTAssertEqual(h.sources[h.steps[0].source], "iPhone")
        XCTAssertEqual(h.restingHR.map(\.value), [52])
        XCTAssertEqual(h.hrvSDNN[0].value, 45.3, accuracy: 1e-9)
        XCTAssertEqual(h.sleep.map(\.stage), [.rem, .inBed])
        XCTAssertEqual(report.rejected, [.unknownUnit: 1, .unknownStage: 1])
        XCTAssertTrue(report.notes.contains { $0.contains("ActiveEnergyBurned 1") }, "\(report.notes)")
    }

    func testHKTimeZoneSetsTheLocalClockAndUnknownZonesKeepTheWrittenOffset() throws {
        let meta = { (zone: String) in "\n  <MetadataEntry key=\"HKTimeZone\" value=\"\(zone)\"/>\n " }
        let (h, report) = try importXML(export([
            // Written in the exporting phone's zone (+0200), recorded in New York (-0400 in May).
            record("CategoryTypeIdentifierSleepAnalysis", "2026-05-04 06:00:00 +0200", "2026-05-04 13:00:00 +0200",
                   "HKCategoryValueSleepAnalysisAsleepCore", children: meta("America/New_York")),
            record("CategoryTypeIdentifierSleepAnalysis", "2026-05-05 06:00:00 +0200", "2026-05-05 13:00:00 +0200",
                   "HKCategoryValueSleepAnalysisAsleepCore", children: meta("Mars/Olympus_Mons")),
        ]))
        let written = try TimestampParser.parse("2026-05-04 06:00:00 +0200").get()
        XCTAssertEqual(h.sleep[0].start.instant, written.instant)      // the same instant…
        XCTAssertEqual(h.sleep[0].start.offsetSeconds, -4 * 3600)      // …read on New York's clock: 00:00
        XCTAssertEqual(h.sleep[1].start.offsetSeconds, 2 * 3600)
        XCTAssertTrue(report.notes.contains { $0.contains("Mars/Olympus_Mons") }, "\(report.notes)")
    }

    /// Beats 60, 75, 50 bpm are intervals 1000, 800, 1200 ms; successive differences −200 and
    /// +400; RMSSD = sqrt((200² + 400²) / 2) = sqrt(100000).
    func testRMSSDFromABeatToBeatList() throws {
        let beats = [60, 75, 50].map { "<InstantaneousBeatsPerMinute bpm=\"\($0)\" time=\"3:00:00.00 AM\"/>" }.joined()
        let (h, _) = try importXML(export([
            record("QuantityTypeIdentifierHeartRateVariabilitySDNN", "2026-03-01 03:00:00 +0100", "2026-03-01 03:01:00 +0100", "45",
                   unit: "ms", children: "<HeartRateVariabilityMetadataList>\(beats)</HeartRateVariabilityMetadataList>"),
        ]))
        XCTAssertEqual(h.hrvRMSSD.count, 1)
        XCTAssertEqual(h.hrvRMSSD[0].value, 100_000.0.squareRoot(), accuracy: 1e-9)
        XCTAssertNil(AppleHealthReader.rmssd(beats: [60, 61]))
    }

    /// The export was made 2026-03-10 09:00 +0100: a record starting later (a phone's step
    /// count ten years ahead) is counted, not used; one starting at that instant is kept.
    func testARecordAfterTheExportDateIsCountedNotUsed() throws {
        let (history, report) = try importXML(export([
            record("QuantityTypeIdentifierStepCount", "2026-03-10 09:00:00 +0100", "2026-03-10 09:05:00 +0100", "40", unit: "count"),
            record("QuantityTypeIdentifierStepCount", "2026-03-10 08:00:01 +0000", "2026-03-10 08:05:00 +0000", "50", unit: "count"),
            record("QuantityTypeIdentifierStepCount", "2036-03-10 12:00:00 +0100", "2036-03-10 12:05:00 +0100", "60", unit: "count"),
        ], exportDate: "2026-03-10 09:00:00 +0100"))
        XCTAssertEqual(history.steps.map(\.value), [40])
        XCTAssertEqual(report.rejected, [.afterExportDate: 2])
        XCTAssertTrue(report.text.contains("after the export date: 2"), report.text)
        XCTAssertEqual(FeatureTable(history: history).rows.last?.day, CalendarDay(year: 2026, month: 3, day: 10))
    }

    func testBadRecordsAreCountedAndAnExportWithoutTheFiveTypesIsAnError() throws {
        let (_, report) = try importXML(export([
            " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"W\" unit=\"count/min\" endDate=\"2026-03-01 08:00:00 +0100\" value=\"61\"/>\n",
            record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "sixty", unit: "count/min"),
            record("QuantityTypeIdentifierHeartRate", "01/03/2026 08:00", "2026-03-01 08:00:00 +0100", "61", unit: "count/min"),
            record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:05:00 +0100", "2026-03-01 08:05:00 +0100", "61", unit: "count/min"),
        ]))
        XCTAssertEqual(report.rejected, [.missingAttribute: 1, .nonNumeric: 1, .unparseableTime: 1])
        XCTAssertEqual(report.examples.map(\.line), [7, 8, 9])
        XCTAssertThrowsError(try importXML(export([
            record("QuantityTypeIdentifierBodyMass", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "70", unit: "kg"),
        ]))) { error in
            XCTAssertEqual((error as? InputError)?.exitCode, .dataError)
            XCTAssertTrue("\(error)".contains("five types"), "\(error)")
        }
    }

    func testMalformedXMLIsAnErrorWithOffsetAndLine() {
        let cases: [(String, String)] = [
            ("<HealthData>\n <Record type=\"a\">\n</HealthData>", "closes <Record>"),
            ("<HealthData>\n <Record type=\"a\"/>\n", "truncated"),
            ("<HealthData>\n <Record type=\"a\" value=\"x</HealthData>", "truncated"),
            ("<HealthData>\n <Record type=a/>\n</HealthData>", "without quotes"),
            ("<HealthData>\n <Record type=\"&bogus;\"/>\n</HealthData>", "unknown entity"),
            ("<Workouts>\n</Workouts>", "not an Apple Health export"),
            ("<HealthData></HealthData><HealthData/>", "second root"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try importXML(text), text) { error in
                guard case ImportError.badXML(_, let offset, let line, let problem) = error else {
                    return XCTAssertTrue(error is InputError, "\(text): \(error)")
                }
                XCTAssertTrue(problem.contains(expected), "\(text): \(problem)")
                XCTAssertGreaterThanOrEqual(offset, 0)
                XCTAssertGreaterThanOrEqual(line, 1)
            }
        }
        var bytes = Array(export([record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100",
                                         "61", unit: "count/min")]).utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "W"))!
        bytes[at] = 0xFF  // not UTF-8
        var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
        var scanner = XMLScanner(file: "t.xml")
        XCTAssertThrowsError(try bytes.withUnsafeBufferPointer { try scanner.feed($0, &reader); try scanner.finish(&reader) }) { error in
            guard case ImportError.badXML(_, let offset, let line, let problem) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(offset, Int64(at))
            XCTAssertEqual(line, 7)
            XCTAssertTrue(problem.contains("0xFF"), problem)
        }
    }

    func testEntitiesAndCharacterReferencesInAttributes() throws {
        let (h, _) = try importXML(export([
            record("QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "5", unit: "count",
                   source: "Anna&apos;s &amp; Bo&#39;s &#x1F600; &lt;phone&gt;"),
        ]))
        XCTAssertEqual(h.sources[h.steps[0].source], "Anna's & Bo's 😀 <phone>")
    }

    func testFeedingOneByteAtATimeGivesTheSameRecords() throws {
        let text = export([
            record("QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "5", unit: "count"),
            "<!-- a comment with <Record> inside -->\n",
            record("CategoryTypeIdentifierSleepAnalysis", "2026-03-01 23:00:00 +0100", "2026-03-02 06:00:00 +0100",
                   "HKCategoryValueSleepAnalysisAsleepDeep", children: "<MetadataEntry key=\"HKTimeZone\" value=\"Europe/Paris\"/>"),
        ])
        let (whole, _) = try importXML(text)
        let (bytewise, _) = try importXML(text, chunk: 1)
        XCTAssertEqual(whole.steps, bytewise.steps)
        XCTAssertEqual(whole.sleep, bytewise.sleep)
        XCTAssertEqual(whole.sleep.count, 1)
    }

    /// Random damage to a small export: the reader answers with records or an error, never a crash.
    func testRandomDamageNeverCrashes() throws {
        let seed = Array(export([
            record("QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "61", unit: "count/min"),
            record("CategoryTypeIdentifierSleepAnalysis", "2026-03-01 23:00:00 +0100", "2026-03-02 06:00:00 +0100",
                   "HKCategoryValueSleepAnalysisAsleepCore", children: "<MetadataEntry key=\"HKTimeZone\" value=\"Europe/Berlin\"/>"),
        ]).utf8)
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<rng.integer(1, 4) {
                let i = rng.integer(0, bytes.count - 1)
                switch rng.integer(0, 3) {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: i)
                case 2: bytes.insert(Array("<>\"'&;/=".utf8)[rng.integer(0, 7)], at: i)
                default: bytes.removeLast(rng.integer(0, min(40, bytes.count - 1)))
                }
            }
            var reader = AppleHealthReader(file: "fuzz.xml", expectedRecords: 0)
            var scanner = XMLScanner(file: "fuzz.xml")
            _ = try? bytes.withUnsafeBufferPointer { b -> Bool in
                try scanner.feed(UnsafeBufferPointer(rebasing: b[0..<(b.count / 2)]), &reader)
                try scanner.feed(UnsafeBufferPointer(rebasing: b[(b.count / 2)...]), &reader)
                try scanner.finish(&reader)
                _ = try reader.finish()
                return true
            }
        }
    }
}
