import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

/// The start-tag tokenizer: entities and character references in attribute values (moved here from
/// the scanner suite, unchanged).
final class XMLScannerStartTagTests: XCTestCase {
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
}
