import XCTest

@testable import FlowImport

/// A chunk as the reading thread hands it over: its line feeds listed as its bytes arrive (a
/// new fill forgets the last), and the stream's UTF-8 checked across chunks.
final class ExportChunkTests: XCTestCase {
    private func fill(_ chunk: AppleHealthExport.ExportChunk, _ text: [UInt8], from: Int) {
        for (k, b) in text.enumerated() { chunk.storage[from + k] = b }
        chunk.count = from + text.count
    }

    func testLineFeedsAndTheStreamsUTF8() {
        let chunk = AppleHealthExport.ExportChunk(capacity: 64)
        let utf8 = AppleHealthExport.SharedUTF8Check()
        let first = Array("ab\ncd\n".utf8)
        fill(chunk, first, from: 0)
        chunk.learn(from: 0, to: 6, utf8)
        // Bytes arriving later into the same chunk: their line feeds are added.
        fill(chunk, Array("é\n".utf8), from: 6)
        chunk.learn(from: 6, to: 9, utf8)
        XCTAssertEqual(chunk.newlines, [2, 5, 8])
        XCTAssertTrue(chunk.linesListed)
        XCTAssertEqual(Array(chunk.bytes), first + Array("é\n".utf8))
        // Refilled from 0 without listing: the earlier list is forgotten.
        fill(chunk, Array("x\n".utf8), from: 0)
        chunk.learn(from: 0, to: 2, utf8, listingLineFeeds: false)
        XCTAssertEqual(chunk.newlines, [])
        XCTAssertFalse(chunk.linesListed)
        // 6 + 3 + 2 bytes checked, all valid.
        XCTAssertNil(utf8.result.firstInvalid)
        XCTAssertEqual(utf8.result.seen, 11)
        // A lone continuation byte is the stream's first fault, at its own offset.
        fill(chunk, [0x41, 0x80], from: 0)
        chunk.learn(from: 0, to: 2, utf8)
        XCTAssertEqual(utf8.result.firstInvalid, 12)
    }
}
