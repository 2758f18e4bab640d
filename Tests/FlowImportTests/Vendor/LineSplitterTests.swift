import FlowRecords
import XCTest

@testable import FlowImport

/// Lines cut from chunks as `TextFile.forEachLine` cuts a file, wherever the chunks end.
final class LineSplitterTests: XCTestCase {
    private func lines(_ text: [UInt8], chunk: Int) throws -> [String] {
        var splitter = LineSplitter(file: "x.csv")
        var out: [String] = []
        let body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void = { line, number in
            XCTAssertEqual(number, out.count + 1)
            out.append(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
        }
        var at = 0
        while at < text.count {
            let piece = Array(text[at..<min(text.count, at + chunk)])
            try piece.withUnsafeBufferPointer { try splitter.feed($0, body) }
            at += chunk
        }
        try splitter.finish(body)
        return out
    }

    func testEveryChunkSizeGivesTheSameLines() throws {
        // A byte-order mark, CRLF and LF endings, an empty line, a last line without an end.
        let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a,b\r\n\n1,2\nlast".utf8)
        for chunk in 1...text.count {
            XCTAssertEqual(try lines(text, chunk: chunk), ["a,b", "", "1,2", "last"], "chunk \(chunk)")
        }
        XCTAssertEqual(try lines(Array("x\n".utf8), chunk: 1), ["x"])
        XCTAssertEqual(try lines([], chunk: 1), [])
    }

    func testAnEndlessLineIsAnErrorNamingTheFile() {
        var splitter = LineSplitter(file: "x.csv")
        let big = [UInt8](repeating: 65, count: TextFile.longestLine + 1)
        XCTAssertThrowsError(try big.withUnsafeBufferPointer { try splitter.feed($0) { _, _ in } }) {
            XCTAssertTrue("\($0)".hasPrefix("x.csv:1: the line is longer than"), "\($0)")
        }
    }
}
