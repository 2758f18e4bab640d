import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

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
            + " <Record sourceName=\"P\" type=\"HKQuantityTypeIdentifierBasalEnergyBurned\" unit=\"kcal\" "
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
                    "HKQuantityTypeIdentifierBasalEnergyBurned 1 record",
                    "HKQuantityTypeIdentifierWalkingSpeed 1 record",
                ], "chunk \(chunk)")
        }
    }

    /// The names a skim reads are found by their length and bytes: two names of one length are
    /// told apart, a name of no wanted length is none of them.
    func testSkimNamesByLengthAndBytes() {
        let names = SkimNames([" unit=\"", " type=\"", " value=\""])
        func slot(_ s: String) -> Int? {
            Array(s.utf8).withUnsafeBufferPointer { names.slot($0.baseAddress!, $0.count) }
        }
        XCTAssertEqual(slot("unit"), 0)
        XCTAssertEqual(slot("type"), 1)
        XCTAssertEqual(slot("value"), 2)
        XCTAssertNil(slot("name"))
        XCTAssertNil(slot("sourceName"))
        XCTAssertNil(slot(""))
    }

    /// Records written alike are read against the last one's layout; a record written otherwise
    /// (attributes in another order, two spaces, a space before `/>`, an extra attribute, a
    /// reference in a value read) is left to the skim or the tokeniser. Each record's energy,
    /// source and times are what its text says, as when every record is tokenised (given a child).
    func testRecordsWrittenAlikeAreReadByTheLastLayout() throws {
        func energy(_ minute: Int, _ value: String, attributes: String? = nil, source: String = "Watch") -> String {
            let start = "2026-03-01 10:0\(minute):00 +0100"
            let end = "2026-03-01 10:0\(minute):30 +0100"
            let usual =
                "sourceName=\"\(source)\" sourceVersion=\"10.2\" device=\"&lt;&lt;HKDevice&gt;\" unit=\"kcal\" "
                + "creationDate=\"2026-03-01 11:00:00 +0100\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\""
            let text = (attributes ?? usual).replacing("START", with: start).replacing("END", with: end)
            return " <Record type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" \(text)/>\n"
        }
        let records = [
            energy(0, "1.5"),  // learnt
            energy(1, "2.5", source: "iPhone"),  // read against the layout
            energy(2, "3.5", source: "iPh&#111;ne"),  // a reference in a value read: tokenised
            energy(
                3, "4.5",
                attributes:
                    "value=\"4.5\" sourceName=\"Watch\" unit=\"Cal\" startDate=\"START\" endDate=\"END\""),
            energy(4, "5.5"),  // the usual layout again, after another
            energy(
                5, "6.5",
                attributes:
                    "sourceName=\"Watch\"  unit=\"kcal\" startDate=\"START\" endDate=\"END\" value=\"6.5\""),
            energy(
                6, "7.5",
                attributes: "sourceName=\"Watch\" unit=\"kcal\" startDate=\"START\" endDate=\"END\" value=\"7.5\" "),
            energy(
                7, "8.5",
                attributes:
                    "sourceName=\"Watch\" unit=\"kcal\" startDate=\"START\" endDate=\"END\" value=\"8.5\" extra=\"\""),
            energy(8, "9.5"),
            energy(9, "10.5", source: "Watch &amp; Co"),  // a reference in a value read
        ]
        let skimmed = records.joined()
        let tokenised = records.map { $0.replacing("/>\n", with: "><MetadataEntry key=\"k\" value=\"v\"/></Record>\n") }
            .joined()
        func read(_ body: String, chunk: Int) throws -> RecordHistory {
            try importXML("<?xml version=\"1.0\"?>\n<HealthData>\n" + body + "</HealthData>\n", chunk: chunk).0
        }
        // 10:00 at +01:00 on 2026-03-01 (day 20513) is 09:00 UTC; each record lasts 30 seconds.
        let tenOClock = 20513.0 * 86_400 + 9 * 3600
        for chunk in [5, 97, 1 << 20] {
            let h = try read(skimmed, chunk: chunk)
            XCTAssertEqual(
                h.activeEnergy.map(\.value), [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5], "chunk \(chunk)")
            XCTAssertEqual(
                h.activeEnergy.map { h.sources[$0.source] },
                ["Watch", "iPhone", "iPhone", "Watch", "Watch", "Watch", "Watch", "Watch", "Watch", "Watch & Co"])
            XCTAssertEqual(h.activeEnergy.map(\.start.instant), (0..<10).map { tenOClock + Double($0) * 60 })
            XCTAssertEqual(h.activeEnergy.map { $0.end.instant - $0.start.instant }, Array(repeating: 30, count: 10))
            XCTAssertEqual(h.activeEnergy, try read(tokenised, chunk: chunk).activeEnergy, "chunk \(chunk)")
        }
    }

    /// A record with children (a heart-rate sample's motion context, a time zone) is skimmed too
    /// and opened: its children are read and its end tag checked as a tokenised record's are.
    /// The same records with an attribute in single quotes, which only the tokeniser reads, give
    /// the same history and report; a wrong end tag is the same error on the same line.
    func testOpenRecordsAreSkimmedAndTheirChildrenRead() throws {
        let motion = "\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n "
        let zone = "\n  <MetadataEntry key=\"HKTimeZone\" value=\"America/New_York\"/>\n "
        func heart(_ time: String, _ value: String, unit: String = "count/min", children: String) -> String {
            record("QuantityTypeIdentifierHeartRate", time, time, value, unit: unit, children: children)
        }
        let records = [
            heart("2026-03-01 10:00:00 +0100", "61", children: motion),
            heart("2026-03-01 10:01:00 +0100", "1.1", unit: "count/s", children: motion),  // 66 a minute
            heart("2026-03-01 10:02:00 +0100", "62", children: zone),  // New York is 5 hours west in March
            heart("2026-03-01 10:03:00 +0100", "63", unit: "bpm", children: motion),  // not a unit flow reads
            heart("2027-01-02 10:00:00 +0100", "64", children: motion),  // after the export date
            record(
                "QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "500",
                unit: "count", children: zone),
        ]
        let skimmed = export(records)
        let tokenised = export(records.map { $0.replacing("sourceName=\"Watch\"", with: "sourceName='Watch'") })
        XCTAssertNotEqual(skimmed, tokenised)
        for chunk in [7, 64, 1 << 20] {
            let (h, report) = try importXML(skimmed, chunk: chunk)
            XCTAssertEqual(h.heartRate.map(\.value), [61, 66, 62], "chunk \(chunk)")
            // 10:02 at +01:00 is 09:02 UTC: 04:02 in New York, at −05:00.
            let zoned = Array(h.heartRate)[2]
            XCTAssertEqual(zoned.start.offsetSeconds, -18_000)
            XCTAssertEqual(zoned.start.instant, 20513 * 86_400 + 9 * 3600 + 120)
            XCTAssertEqual(h.steps.map(\.value), [500])
            XCTAssertEqual(h.steps[0].start.offsetSeconds, -18_000)
            XCTAssertEqual(report.rejected, [.unknownUnit: 1, .afterExportDate: 1], "chunk \(chunk)")
            let (t, tokenisedReport) = try importXML(tokenised, chunk: chunk)
            XCTAssertEqual(Array(h.heartRate), Array(t.heartRate))
            XCTAssertEqual(h.steps, t.steps)
            XCTAssertEqual(report.rejected, tokenisedReport.rejected)
            XCTAssertEqual(report.examples.map(\.line), tokenisedReport.examples.map(\.line))
            XCTAssertEqual(report.accepted, tokenisedReport.accepted)
        }
        let wrongEnd = export([
            heart("2026-03-01 10:00:00 +0100", "61", children: motion).replacing("</Record>", with: "</Recor>")
        ])
        for text in [wrongEnd, wrongEnd.replacing("sourceName=\"Watch\"", with: "sourceName='Watch'")] {
            XCTAssertThrowsError(try importXML(text)) { error in
                guard case ImportError.badXML(_, _, let line, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(line, 9)  // the record on line 7, its child on 8, the wrong end tag on 9
            }
        }
    }

    /// What a skim does not check it leaves to the tokeniser, which reports it: an attribute
    /// written twice (read or not), a raw '<' in a value, a name of other bytes than a name's.
    func testMalformedTagsAreLeftToTheTokeniser() {
        let good =
            " <Record type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" sourceName=\"Watch\" device=\"d\" "
            + "unit=\"kcal\" startDate=\"2026-03-01 10:00:00 +0100\" endDate=\"2026-03-01 10:01:00 +0100\" value=\"1\"/>\n"
        XCTAssertNoThrow(try importXML(export([good])))
        for (bad, problem) in [
            (good.replacing("device=\"d\"", with: "device=\"d\" device=\"e\""), "appears twice"),
            (good.replacing("device=\"d\"", with: "device=\"a<b\""), "'<'"),
            (good.replacing("device=\"d\"", with: "dev(ice=\"d\""), "without '='"),
        ] {
            // The good record first, so that the skim has learnt its layout.
            XCTAssertThrowsError(try importXML(export([good, bad])), bad) { error in
                guard case ImportError.badXML(_, _, let line, let message) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(line, 8, bad)
                XCTAssertTrue(message.contains(problem), message)
            }
        }
    }
}
