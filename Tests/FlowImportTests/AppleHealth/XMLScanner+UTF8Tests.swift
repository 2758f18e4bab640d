import Foundation
import XCTest

@testable import FlowImport

/// Characters in text between elements, cut by the end of a chunk.
final class CutCharacterTests: XCTestCase {
    /// `é` (C3 A9), `€` (E2 82 AC) and `𝄞` (F0 9D 84 9E) in the text after a record, the document
    /// cut into chunks of every size: never a fault, by the scanner's own check or the reading
    /// thread's; `C3` before a line feed is one, at its own byte, whatever the chunks.
    func testACharacterCutByAChunkIsNoFault() throws {
        let heart = record(
            "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "61",
            unit: "count/min")
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n\(heart) <Record type=\"X\"/>é€𝄞\n</HealthData>\n"
        for chunk in 1...text.utf8.count {
            let (history, report) = try importXML(text, chunk: chunk)
            XCTAssertEqual(history.heartRate.count, 1, "chunk \(chunk)")
            XCTAssertEqual(report.notRead, ["X 1 record"], "chunk \(chunk)")
        }
        var bad = Array(text.utf8)
        let at = bad.firstIndex(of: 0xC3)!
        bad.remove(at: at + 1)  // C3 followed by E2: not a character
        for chunk in 1...bad.count {
            XCTAssertThrowsError(try scanBytes(bad, chunk: chunk)) { error in
                guard case ImportError.badXML(_, let offset, _, let problem) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(offset, Int64(at), "chunk \(chunk)")
                XCTAssertTrue(problem.contains("0xC3"), problem)
            }
        }
        // The bytes a cut character leaves pending are only its own: 0 to 3.
        let bytes: [UInt8] = Array("ab".utf8) + [0xF0, 0x9D, 0x84]
        bytes.withUnsafeBufferPointer { b in
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 5, from: 0), 3)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 4, from: 0), 2)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 3, from: 0), 1)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 2, from: 0), 0)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 5, from: 3), 0)  // the lead is before `from`
        }
    }

    /// Feeds raw bytes (not necessarily UTF-8) in chunks of `chunk`.
    private func scanBytes(_ bytes: [UInt8], chunk: Int) throws {
        var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
        var scanner = XMLScanner(file: "t.xml")
        try bytes.withUnsafeBufferPointer { all in
            var i = 0
            while i < all.count {
                try scanner.feed(UnsafeBufferPointer(rebasing: all[i..<min(all.count, i + chunk)]), &reader)
                i += chunk
            }
        }
        try scanner.finish(&reader)
    }
}
