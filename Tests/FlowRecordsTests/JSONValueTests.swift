import FlowRecords
import XCTest

/// The JSON reader against text it did not write: RFC 8259's own examples and edge cases
/// written out by hand.
final class JSONValueTests: XCTestCase {
    func testJSONTextEscapesAndParsesBack() throws {
        let value = JSONValue.object([
            ("a \"b\"", .array([.number(1.5), .number(-2), .null, .bool(true)])), ("c\n", .string("é\t")),
        ])
        XCTAssertEqual(try JSONValue.parse(value.text()), value)
    }

    /// RFC 8259 section 13, the first example (an object with nested values).
    func testTheRFCsImageExample() throws {
        let text = """
            {
              "Image": {
                "Width":  800,
                "Height": 600,
                "Title":  "View from 15th Floor",
                "Thumbnail": {
                  "Url":    "http://www.example.com/image/481989943",
                  "Height": 125,
                  "Width":  100
                },
                "Animated" : false,
                "IDs": [116, 943, 234, 38793]
              }
            }
            """
        let v = try JSONValue.parse(text)
        XCTAssertEqual(v["Image"]?["Width"]?.number, 800)
        XCTAssertEqual(v["Image"]?["Title"]?.string, "View from 15th Floor")
        XCTAssertEqual(v["Image"]?["Thumbnail"]?["Url"]?.string, "http://www.example.com/image/481989943")
        XCTAssertEqual(v["Image"]?["Animated"], .bool(false))
        XCTAssertEqual(v["Image"]?["IDs"]?.array?.compactMap(\.number), [116, 943, 234, 38793])
    }

    /// RFC 8259 section 13, the second example (an array of two objects, with negative and
    /// fractional numbers), and its small top-level texts.
    func testTheRFCsArrayExampleAndTopLevelScalars() throws {
        let text = """
            [
              {"precision": "zip", "Latitude":  37.7668, "Longitude": -122.3959, "Address": "",
               "City": "SAN FRANCISCO", "State": "CA", "Zip": "94107", "Country": "US"},
              {"precision": "zip", "Latitude":  37.371991, "Longitude": -122.026020, "Address": "",
               "City": "SUNNYVALE", "State": "CA", "Zip": "94085", "Country": "US"}
            ]
            """
        let v = try XCTUnwrap(JSONValue.parse(text).array)
        XCTAssertEqual(v.count, 2)
        XCTAssertEqual(v[1]["Longitude"]?.number, -122.026020)
        XCTAssertEqual(v[0]["Address"]?.string, "")
        XCTAssertEqual(try JSONValue.parse("\"Hello world!\""), .string("Hello world!"))
        XCTAssertEqual(try JSONValue.parse("42"), .number(42))
        XCTAssertEqual(try JSONValue.parse("true"), .bool(true))
        XCTAssertEqual(try JSONValue.parse(" \t\r\n null \n"), .null)
    }

    /// The number grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    func testNumbersFollowTheGrammarExactly() throws {
        let accepted: [(String, Double)] = [
            ("0", 0), ("-0", 0), ("10", 10), ("123.456", 123.456), ("1e5", 1e5), ("1E+5", 1e5),
            ("-1.5e-3", -0.0015), ("0.5", 0.5), ("2e0", 2),
        ]
        for (text, value) in accepted { XCTAssertEqual(try JSONValue.parse(text), .number(value), text) }
        for text in [
            "01", "-01", "1.", "+1", ".5", "-", "1e", "1e+", "0x1", "--1", "1.e5", "NaN", "Infinity", "-Infinity",
            "1 2", "[01]",
        ] {
            XCTAssertThrowsError(try JSONValue.parse(text), text)
        }
        // 1e999 is a valid number too large for a double: it reads as infinity, and readers
        // that need finite numbers say so.
        XCTAssertEqual(try JSONValue.parse("1e999").number, .infinity)
    }

    /// \ud83d\ude00 is one character, U+1F600; a surrogate on its own reads as U+FFFD.
    func testEscapesIncludingSurrogatePairs() throws {
        XCTAssertEqual(try JSONValue.parse(#""\ud83d\ude00""#), .string("\u{1F600}"))
        XCTAssertEqual(try JSONValue.parse(#""\uD834\uDD1E clef""#), .string("\u{1D11E} clef"))
        XCTAssertEqual(
            try JSONValue.parse(#""caf\u00e9 \/ \"q\" \\ \b\f\n\r\t""#), .string("café / \"q\" \\ \u{8}\u{c}\n\r\t"))
        XCTAssertEqual(try JSONValue.parse(#""\ud83d""#), .string("\u{FFFD}"))
        XCTAssertEqual(try JSONValue.parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"))
        XCTAssertEqual(try JSONValue.parse(#""\ude00x""#), .string("\u{FFFD}x"))
        for text in [#""\u12G4""#, #""\u+123""#, #""\x41""#, "\"tab\there\"", "\"open", #""\u00""#] {
            XCTAssertThrowsError(try JSONValue.parse(text), text)
        }
    }

    func testStructuralErrorsNameTheByte() {
        for (text, offset) in [
            ("[1,]", 3), ("{\"a\":1,}", 7), ("[1 2]", 3), ("{\"a\" 1}", 5), ("[1] x", 4), ("{1: 2}", 1),
        ] {
            XCTAssertThrowsError(try JSONValue.parse(text), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.offset, offset, text)
                XCTAssertEqual((error as? JSONSyntaxError)?.kind, .data)
            }
        }
        XCTAssertThrowsError(try JSONValue.parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)))
        XCTAssertNoThrow(try JSONValue.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)))
    }

    /// Keys keep their order, and a repeated key is kept as written (readers decide).
    func testObjectsKeepKeysInOrder() throws {
        guard case .object(let pairs) = try JSONValue.parse(#"{"b": 1, "a": 2, "": 3, "b": 4}"#) else {
            return XCTFail("not an object")
        }
        XCTAssertEqual(pairs.map(\.0), ["b", "a", "", "b"])
    }

    /// A byte-order mark before the document is skipped; one anywhere else is an error.
    func testAByteOrderMarkAtTheStartIsSkipped() throws {
        XCTAssertEqual(try JSONValue.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))["a"]?.number, 1)
        XCTAssertThrowsError(try JSONValue.parse(bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8)))
    }
}
