import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowSimulation

/// The simulated export as the Health app writes one: the DTD, the export date and the person,
/// the record types of a phone and a watch, the time zone in each sleep's metadata, and the
/// same labels as the records CSV of the same person.
final class AppleHealthExportWriterTests: FolderTestCase {
    func testTheDocument() throws {
        let plan = SimulationPlan(days: 3, seed: 2, start: CalendarDay(year: 2026, month: 3, day: 1)!)
        let file = path("export.xml")
        let labels = try PersonSimulator.writeAppleHealthExport(plan, to: file)
        XCTAssertEqual(labels, PersonSimulator.simulate(plan).labels)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(
            text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData ["),
            String(text.prefix(80)))
        XCTAssertTrue(text.contains(" <ExportDate value=\""))
        XCTAssertTrue(text.contains("HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\""))
        for type in [
            "HKCategoryTypeIdentifierSleepAnalysis", "HKQuantityTypeIdentifierHeartRate",
            "HKQuantityTypeIdentifierStepCount",
        ] {
            XCTAssertTrue(text.contains("type=\"\(type)\""), type)
        }
        XCTAssertTrue(text.contains("<MetadataEntry key=\"HKTimeZone\" value=\"Europe/Berlin\"/>"))
        XCTAssertTrue(text.hasSuffix("</HealthData>\n"))
        // The same seed writes the same bytes.
        _ = try PersonSimulator.writeAppleHealthExport(plan, to: path("again.xml"))
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: file)),
            try Data(contentsOf: URL(fileURLWithPath: path("again.xml"))))
    }
}
