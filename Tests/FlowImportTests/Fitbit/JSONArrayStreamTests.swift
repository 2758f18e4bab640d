import FlowRecords
import XCTest

@testable import FlowImport

/// A JSON array read chunk by chunk: the same elements whatever the chunk size, and a fault
/// named by its byte.
final class JSONArrayStreamTests: XCTestCase {
    private let text = "\u{FEFF}[ {\"a\": \"x]\\\"\"}, [1, 2], 3 ,null ]\n"

    private func elements(_ text: String, chunk: Int) throws -> [JSONValue] {
        var stream = JSONArrayStream(file: "f.json")
        var out: [JSONValue] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let piece = Array(bytes[start..<min(start + chunk, bytes.count)])
            try piece.withUnsafeBufferPointer { try stream.feed($0) { value, _ in out.append(value) } }
            start += chunk
        }
        try stream.finish()
        return out
    }

    func testEveryChunkSizeGivesTheSameFourElements() throws {
        // A bracket and an escaped quote inside a string do not end the element.
        let expected: [JSONValue] = [
            .object([("a", .string("x]\""))]), .array([.number(1), .number(2)]), .number(3), .null,
        ]
        for chunk in [1, 2, 3, 7, 64, 65_537] {
            XCTAssertEqual(try elements(text, chunk: chunk), expected, "chunk \(chunk)")
        }
    }

    func testAMissingCommaAndAnUnfinishedArrayAreNamed() {
        XCTAssertThrowsError(try elements("[1 2]", chunk: 2)) { error in
            XCTAssertTrue("\(error)".contains("f.json"), "\(error)")
            XCTAssertTrue("\(error)".contains("byte 3"), "\(error)")
        }
        XCTAssertThrowsError(try elements("[1, 2", chunk: 2))
        XCTAssertThrowsError(try elements("{}", chunk: 2))
    }
}
