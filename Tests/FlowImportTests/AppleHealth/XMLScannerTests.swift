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

    func testEntitiesAndCharacterReferencesInAttributes() throws {
        let (h, _) = try importXML(
            export([
                record(
                    "QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "5",
                    unit: "count",
                    source: "Anna&apos;s &amp; Bo&#39;s &#x1F600; &lt;phone&gt;")
            ]))
        XCTAssertEqual(h.sources[h.steps[0].source], "Anna's & Bo's 😀 <phone>")
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

/// The fast path that passes over records of types flow does not read: whatever their shape
/// and wherever a chunk boundary falls, the records read and the counts of those passed over
/// are the same.
final class UnreadRecordTests: XCTestCase {
    func testRecordsOfUnreadTypesArePassedOverWhole() throws {
        let step = { (at: String, v: String) in
            " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"P\" unit=\"count\" "
                + "startDate=\"2026-03-01 \(at) +0100\" endDate=\"2026-03-01 \(at) +0100\" value=\"\(v)\"/>\n"
        }
        let body =
            step("08:00:00", "1")
            // Self-closed, with `type` not the first attribute.
            + " <Record sourceName=\"P\" type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" unit=\"kcal\" "
            + "startDate=\"2026-03-01 08:00:00 +0100\" endDate=\"2026-03-01 08:00:00 +0100\" value=\"1\"/>\n"
            // Open, with nested metadata and a beat list, a '>' of a child in it.
            + " <Record type=\"HKQuantityTypeIdentifierWalkingSpeed\" sourceName=\"P\" unit=\"km/hr\" "
            + "startDate=\"2026-03-01 09:00:00 +0100\" endDate=\"2026-03-01 09:00:00 +0100\" value=\"4\">\n"
            + "  <MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\"/>\n"
            + "  <HeartRateVariabilityMetadataList>\n   <InstantaneousBeatsPerMinute bpm=\"60\" time=\"8:00\"/>\n"
            + "  </HeartRateVariabilityMetadataList>\n </Record>\n"
            + " <!-- a comment between records -->\n"
            + step("10:00:00", "2")
            // A type with a character reference takes the tokenising path and is still passed over.
            + " <Record type=\"HKQuantityTypeIdentifier&#87;alkingSpeed\" sourceName=\"P\" unit=\"km/hr\" "
            + "startDate=\"2026-03-01 09:00:00 +0100\" endDate=\"2026-03-01 09:00:00 +0100\" value=\"4\"/>\n"
            + step("11:00:00", "3")
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n" + body + "</HealthData>\n"
        for chunk in [1, 7, 64, 300, 1 << 20] {
            let (history, report) = try importXML(text, chunk: chunk)
            XCTAssertEqual(history.steps.map(\.value), [1, 2, 3], "chunk \(chunk)")
            XCTAssertEqual(
                report.notRead,
                // Most first, then by name; a type is listed as it is spelt, reference and all.
                [
                    "HKQuantityTypeIdentifier&#87;alkingSpeed 1 record",
                    "HKQuantityTypeIdentifierActiveEnergyBurned 1 record",
                    "HKQuantityTypeIdentifierWalkingSpeed 1 record",
                ], "chunk \(chunk)")
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

/// The scanner's byte counts by hand.
final class XMLScannerCountTests: XCTestCase {
    /// The three-byte search agrees with a plain loop at every start and end, with bytes next
    /// to the ones looked for (0x21, 0x23, 0x3B, 0x3D, 0x80, 0xFF) that could fool a word trick.
    func testTheFirstOfThreeBytesAgreesWithAPlainSearch() {
        // Look-alikes everywhere, and every 13th byte one of eleven, three of which are looked for.
        let lookalikes: [UInt8] = [0x3B, 0x3D, 0x80, 0xFF, 0x00, 0x41, 0x21, 0x23]
        let sparse: [UInt8] = [0x22, 0x21, 0x23, 0x3C, 0x3B, 0x3D, 0x26, 0x80, 0xFF, 0x00, 0x41]
        let bytes: [UInt8] = (0..<203).map { k in k % 13 == 0 ? sparse[k % 11] : lookalikes[(k * 7 + 3) % 8] }
        bytes.withUnsafeBufferPointer { b in
            for from in 0..<20 {
                for to in [from, from + 1, from + 7, from + 8, from + 9, 64, 150, 203] where to >= from && to <= 203 {
                    let plain = (from..<to).first { [0x22, 0x3C, 0x26].contains(b[$0]) }
                    XCTAssertEqual(
                        XMLScanner.firstOf(0x22, 0x3C, 0x26, in: b.baseAddress!, from: from, to: to), plain,
                        "\(from)..<\(to)")
                }
            }
        }
    }

    /// Line feeds counted by the scanner agree with a plain count on every alignment, with
    /// bytes next to 0x0A (0x0B, 0x8A, 0x09) among them.
    func testNewlinesAreCountedExactly() {
        let bytes: [UInt8] = (0..<301).map { k in [10, 11, 0x8A, 9, 65, 10, 0xFF, 10][k % 8] }
        bytes.withUnsafeBufferPointer { b in
            for from in 0..<9 {
                for to in [from, from + 1, 17, 64, 299, 301] where to >= from {
                    let plain = b[from..<to].filter { $0 == 10 }.count
                    XCTAssertEqual(XMLScanner.newlines(b.baseAddress!, from: from, to: to), plain, "\(from)..<\(to)")
                }
            }
        }
    }
}

/// Lines numbered from the line feeds the reading thread lists.
final class ListedLineFeedTests: XCTestCase {
    /// A record refused on line 757 (a duplicate of the line before) and a fault on line 1,508:
    /// the same numbers whether the scanner searches for line feeds or is told where they are,
    /// at every chunk size.
    func testListedLineFeedsGiveTheSameLines() throws {
        let heart = { (second: Int) in
            record(
                "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100",
                "2026-03-01 08:00:00 +0100", "\(60 + second % 100)", unit: "count/min",
                source: "Watch \(second)")
        }
        // 1,500 records on lines 7 to 1,506 after export()'s six, about 300 kB: chunks over the
        // scanner's 64 KiB take send their first bytes through its buffer and the rest in place.
        // Record 750 (line 757) repeats record 749.
        var records = (0..<1_500).map(heart)
        records[750] = records[749]
        let good = Array(export(records).utf8)
        // Line 1,507 a record passed over, line 1,508 a value without quotes.
        let bad = Array(
            export(
                records + [
                    " <Record type=\"X\" value=\"1\"/>\n",
                    " <Record type=\"HKQuantityTypeIdentifierHeartRate\" value=61/>\n",
                ]
            ).utf8)
        func scan(_ bytes: [UInt8], chunk: Int, listed: Bool) throws -> ImportReport {
            var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
            var scanner = XMLScanner(file: "t.xml")
            try bytes.withUnsafeBufferPointer { all in
                var i = 0
                while i < all.count {
                    let piece = UnsafeBufferPointer(rebasing: all[i..<min(all.count, i + chunk)])
                    let feeds = piece.indices.filter { piece[$0] == 10 }.map { Int32($0) }
                    if listed {
                        try feeds.withUnsafeBufferPointer { try scanner.feed(piece, newlines: $0, &reader) }
                    } else {
                        try scanner.feed(piece, &reader)
                    }
                    i += chunk
                }
            }
            try scanner.finish(&reader)
            return try reader.finish().1
        }
        for chunk in [1_000, 65_537, 70_001, 100_003, 1 << 20] {
            let searched = try scan(good, chunk: chunk, listed: false)
            let listed = try scan(good, chunk: chunk, listed: true)
            XCTAssertTrue(searched.rejectionSummary.contains("first rejected: line 757"), searched.rejectionSummary)
            XCTAssertEqual(listed.rejectionSummary, searched.rejectionSummary, "chunk \(chunk)")
            for isListed in [false, true] {
                XCTAssertThrowsError(try scan(bad, chunk: chunk, listed: isListed)) { error in
                    guard case ImportError.badXML(_, _, let line, let problem) = error else {
                        return XCTFail("\(error)")
                    }
                    XCTAssertEqual(line, 1_508, "chunk \(chunk), listed \(isListed): \(problem)")
                    XCTAssertTrue(problem.contains("without quotes"), problem)
                }
            }
        }
    }
}
