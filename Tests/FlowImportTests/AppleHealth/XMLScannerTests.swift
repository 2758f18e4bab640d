import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

/// The scanner through the reader, on malformed, referenced, fragmented and damaged XML.
final class XMLScannerTests: XCTestCase {
    func testMalformedXMLIsAnErrorWithOffsetAndLine() {
        let cases: [(String, String)] = [
            ("<HealthData>\n <Record type=\"HKQuantityTypeIdentifierStepCount\">\n</HealthData>", "closes <Record>"),
            // A record of a type flow does not read is passed over to its end tag: without one, the
            // document ends inside it.
            ("<HealthData>\n <Record type=\"a\">\n</HealthData>", "truncated"),
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
        var bytes = Array(
            export([
                record(
                    "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100",
                    "61", unit: "count/min")
            ]).utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "W"))!
        bytes[at] = 0xFF  // not UTF-8
        var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
        var scanner = XMLScanner(file: "t.xml")
        XCTAssertThrowsError(
            try bytes.withUnsafeBufferPointer {
                try scanner.feed($0, &reader)
                try scanner.finish(&reader)
            }
        ) { error in
            guard case ImportError.badXML(_, let offset, let line, let problem) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(offset, Int64(at))
            XCTAssertEqual(line, 7)
            XCTAssertTrue(problem.contains("0xFF"), problem)
        }
    }

    func testFeedingOneByteAtATimeGivesTheSameRecords() throws {
        let text = export([
            record(
                "QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "5",
                unit: "count"),
            "<!-- a comment with <Record> inside -->\n",
            record(
                "CategoryTypeIdentifierSleepAnalysis", "2026-03-01 23:00:00 +0100", "2026-03-02 06:00:00 +0100",
                "HKCategoryValueSleepAnalysisAsleepDeep",
                children: "<MetadataEntry key=\"HKTimeZone\" value=\"Europe/Paris\"/>"),
        ])
        let (whole, _) = try importXML(text)
        let (bytewise, _) = try importXML(text, chunk: 1)
        XCTAssertEqual(whole.steps, bytewise.steps)
        XCTAssertEqual(whole.sleep, bytewise.sleep)
        XCTAssertEqual(whole.sleep.count, 1)
    }

    /// Chunks that end inside a tag, each followed by many whole records: once the split tag is
    /// complete the rest of the chunk is scanned where it lies. The records, and the byte and line
    /// of an error near the end (record 190 of 200 has no quotes around its value), are those of
    /// one feed, for every chunk size.
    func testAChunkResumedAfterASplitTagGivesTheSameRecordsAndPlaces() throws {
        let records = (0..<200).map { k in
            record(
                "QuantityTypeIdentifierHeartRate", "2026-03-01 08:\(k / 10 + 10):0\(k % 10) +0100",
                "2026-03-01 08:\(k / 10 + 10):0\(k % 10) +0100", "\(60 + k % 30)", unit: "count/min",
                children: "<MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"1\"/>")
        }
        let text = export(records)
        let (whole, _) = try importXML(text)
        XCTAssertEqual(whole.heartRate.count, 200)
        var broken = records
        broken[190] = broken[190].replacingOccurrences(of: "value=\"70\"", with: "value=70")  // 60 + 190 % 30
        let bad = export(broken)
        // Line 7 holds the first record (after the declaration, three DTD lines, the root and the
        // export date), one record a line; the error is at the '7' where a quote should be.
        let recordAt = try XCTUnwrap(bad.range(of: broken[190]))
        let valueAt = try XCTUnwrap(broken[190].range(of: "value=70"))
        let expected = Int64(bad[..<recordAt.lowerBound].utf8.count + broken[190][..<valueAt.lowerBound].utf8.count + 6)
        for chunk in [1, 7, 100, 333, 4096, 65_537] {
            let (parts, _) = try importXML(text, chunk: chunk)
            XCTAssertEqual(Array(parts.heartRate), Array(whole.heartRate), "chunk \(chunk)")
            XCTAssertThrowsError(try importXML(bad, chunk: chunk)) { error in
                guard case ImportError.badXML(_, let offset, let line, let problem) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertTrue(problem.contains("without quotes"), problem)
                XCTAssertEqual(line, 7 + 190, "chunk \(chunk)")
                XCTAssertEqual(offset, expected, "chunk \(chunk)")
            }
        }
    }

    /// Random damage to a small export: the reader answers with records or an error, never a crash.
    func testRandomDamageNeverCrashes() throws {
        let seed = Array(
            export([
                record(
                    "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "61",
                    unit: "count/min"),
                record(
                    "CategoryTypeIdentifierSleepAnalysis", "2026-03-01 23:00:00 +0100", "2026-03-02 06:00:00 +0100",
                    "HKCategoryValueSleepAnalysisAsleepCore",
                    children: "<MetadataEntry key=\"HKTimeZone\" value=\"Europe/Berlin\"/>"),
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

    /// A comment longer than 64 MiB, arriving in 1 MiB chunks, is refused at its start
    /// (byte 35, line 3) instead of being held and rescanned without end.
    func testATokenOverSixtyFourMiBIsRefusedWithItsOffset() {
        var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
        var scanner = XMLScanner(file: "t.xml")
        let head = Array("<?xml version=\"1.0\"?>\n<HealthData>\n<!--".utf8)
        let filler = [UInt8](repeating: UInt8(ascii: "c"), count: 1 << 20)
        XCTAssertThrowsError(
            try {
                try head.withUnsafeBufferPointer { try scanner.feed($0, &reader) }
                for _ in 0..<70 { try filler.withUnsafeBufferPointer { try scanner.feed($0, &reader) } }
            }()
        ) { error in
            guard case ImportError.badXML(_, let offset, let line, let problem) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(offset, 35)
            XCTAssertEqual(line, 3)
            XCTAssertTrue(problem.contains("runs past 64 MiB"), problem)
        }
    }
}

extension XMLScannerTests {
    /// Metadata entries of records flow reads: only the time zone's is scanned; the others are
    /// passed over whole, self-closed or open, a malformed one among them (a repeated attribute,
    /// which the tokenising path would refuse), on every chunk size.
    func testMetadataOtherThanTheTimeZoneIsPassedOver() throws {
        let sleep = { (day: String, children: String) in
            " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"W\" "
                + "startDate=\"2026-05-\(day) 06:00:00 +0200\" endDate=\"2026-05-\(day) 13:00:00 +0200\" "
                + "value=\"HKCategoryValueSleepAnalysisAsleepCore\">\n\(children) </Record>\n"
        }
        let body =
            sleep(
                "04",
                "  <MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\" value=\"3\"/>\n"
                    + "  <MetadataEntry key=\"HKTimeZone\" value=\"America/New_York\"/>\n")
            + sleep("05", "  <MetadataEntry key=\"HKWasUserEntered\" value=\"1\">text</MetadataEntry>\n")
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n" + body + "</HealthData>\n"
        let newYork: Int32 = -4 * 3600
        let written: Int32 = 2 * 3600
        for chunk in [1, 5, 64, 1 << 20] {
            let (history, report) = try importXML(text, chunk: chunk)
            XCTAssertEqual(history.sleep.map(\.start.offsetSeconds), [newYork, written], "chunk \(chunk)")
            XCTAssertEqual(report.rejectedCount, 0, "chunk \(chunk)")
        }
    }
}
