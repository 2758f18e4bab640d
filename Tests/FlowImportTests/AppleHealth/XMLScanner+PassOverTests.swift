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
}
