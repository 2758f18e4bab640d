import FlowRecords
import Foundation
import XCTest

@testable import FlowImport

/// The streaming JSON walker: the same events however the document is cut into chunks, every
/// malformed document refused with its byte, and only the values asked for held whole.
final class JSONStreamTests: XCTestCase {
    /// Events in words: "data.metrics[0].name = \"hr\"", "end data.metrics[0]".
    func events(
        _ text: String, chunk: Int = 1 << 16, whole: @escaping ([JSONPathStep]) -> Bool = { _ in false }
    )
        throws -> [String]
    {
        var stream = JSONStream(file: "f.json", whole: whole)
        var out: [String] = []
        func name(_ path: [JSONPathStep]) -> String {
            path.map { step -> String in
                switch step {
                case .key(let k): return "." + k
                case .index(let i): return "[\(i)]"
                }
            }.joined()
        }
        func record(_ e: JSONStream.Event) {
            switch e {
            case .value(let path, let value, _):
                out.append(
                    "\(name(path)) = \(value.text().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined())"
                )
            case .end(let path): out.append("end \(name(path))")
            }
        }
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let part = Array(bytes[i..<min(bytes.count, i + chunk)])
            try part.withUnsafeBufferPointer { try stream.feed($0, record) }
            i += chunk
        }
        try stream.finish(record)
        return out
    }

    static let document =
        #"{"data": {"metrics": [{"name": "hr", "data": [{"qty": 5}, {"qty": -1.5e2}]}], "ok": true, "n": null}}"#

    func testEventsInDocumentOrder() throws {
        let expected = [
            ".data.metrics[0].name = \"hr\"", ".data.metrics[0].data[0].qty = 5", "end .data.metrics[0].data[0]",
            ".data.metrics[0].data[1].qty = -150", "end .data.metrics[0].data[1]", "end .data.metrics[0].data",
            "end .data.metrics[0]",
            "end .data.metrics", ".data.ok = true", ".data.n = null", "end .data", "end ",
        ]
        XCTAssertEqual(try events(JSONStreamTests.document), expected)
        // Cut anywhere, one byte at a time, the same.
        XCTAssertEqual(try events(JSONStreamTests.document, chunk: 1), expected)
        XCTAssertEqual(try events(JSONStreamTests.document, chunk: 7), expected)
    }

    /// An entry asked for whole comes as one value; its inside is not walked.
    func testValuesHeldWhole() throws {
        let entries = try events(JSONStreamTests.document, chunk: 3) { path in
            path.count == 5 && path[3] == .key("data")
        }
        XCTAssertEqual(entries[1], ".data.metrics[0].data[0] = {\"qty\": 5}")
        XCTAssertEqual(entries[2], ".data.metrics[0].data[1] = {\"qty\": -150}")
    }

    func testEmptyContainersAndATopLevelNumber() throws {
        XCTAssertEqual(try events(#"{"a": [], "b": {}}"#, chunk: 1), ["end .a", "end .b", "end "])
        XCTAssertEqual(try events("42"), [" = 42"])
        XCTAssertEqual(try events("\u{FEFF}[1]", chunk: 1), ["[0] = 1", "end "])
    }

    /// Each malformed document names its fault and the byte where it is.
    func testMalformedDocumentsAreRefusedWithTheirByte() {
        let cases: [(String, String)] = [
            (#"{"a": [1, 2"#, "unexpected end (the file is truncated)"),
            ("", "unexpected end (the file is empty)"),
            (#"{"a": [1, ]}"#, "invalid JSON at byte 10: expected a value"),
            (#"{"a" 1}"#, "invalid JSON at byte 5: expected : after a key"),
            (#"{"a": 1,}"#, "invalid JSON at byte 8: expected a key"),
            (#"{"a": tru}"#, "invalid JSON at byte"),
            (#"[1] [2]"#, "invalid JSON at byte 4: text after the document"),
            (#"{"a": "x\q"}"#, "invalid JSON at byte"),
            (#"[1 2]"#, "invalid JSON at byte 3: expected , or ]"),
        ]
        for (text, problem) in cases {
            for chunk in [1, 1 << 16] {
                XCTAssertThrowsError(try events(text, chunk: chunk), text) { error in
                    XCTAssertTrue("\(error)".contains(problem), "\(text): \(error)")
                    XCTAssertTrue("\(error)".hasPrefix("f.json"), "\(error)")
                }
            }
        }
    }
}
