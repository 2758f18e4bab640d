import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

/// Recovery from a malformed tag: the element skipped and counted with its byte and writer, the
/// good records around it read (moved here from the export suite, unchanged).
final class XMLScannerRecoveryTests: FolderTestCase {
    /// A malformed element between two good ones (an attribute without '=', as an iOS 8 export
    /// partly written by another app has): both good records are read, the bad one is counted
    /// with its byte offset and writer. An element whose content is skipped takes its children along.
    func testAMalformedElementIsSkippedAndCounted() throws {
        let head = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n"
        let good = { (at: String, v: String) in
            " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count\" "
                + "startDate=\"2026-03-01 \(at) +0100\" endDate=\"2026-03-01 \(at) +0100\" value=\"\(v)\"/>\n"
        }
        let bad =
            " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Withings\" unit=\"kg\" broken "
            + "startDate=\"2026-03-01 08:00:00 +0100\" endDate=\"2026-03-01 08:00:00 +0100\" value=\"70\">\n"
            + "  <MetadataEntry key=\"k\" value=\"v\"/>\n </Record>\n"
        let text = head + good("10:00:00", "100") + bad + good("11:00:00", "200") + "</HealthData>\n"
        let path = try write(text, "export.xml")
        let (history, report) = try AppleHealthExport.read(path: path)
        XCTAssertEqual(history.steps.map(\.value), [100, 200])
        XCTAssertTrue(history.bodyMass.isEmpty)
        // The '<' of the bad element, after its leading space.
        let offset = text.utf8.count - (bad + good("11:00:00", "200") + "</HealthData>\n").utf8.count + 1
        XCTAssertTrue(
            report.notes.contains(
                "skipped 1 malformed element (an attribute without '='); the first at byte \(offset), written by Withings"
            ),
            "\(report.notes)")
    }
}
