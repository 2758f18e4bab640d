import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

/// The tokenizer's byte searches against plain ones (moved here from the lines suite, unchanged).
final class XMLScannerSearchTests: XCTestCase {
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
}
