import FlowRecords
import XCTest

@testable import FlowImport

/// The heart-rate entry read from its bytes: the shapes Fitbit writes give what the general
/// parser gives; every other shape is left to it (nil).
final class HeartRateEntryTests: XCTestCase {
    private func entry(_ text: String) -> HeartRateEntry? {
        Array(text.utf8).withUnsafeBufferPointer { HeartRateEntry($0) }
    }

    /// What the general path reads from the same text: `FitbitExport.time` and the bpm.
    private func general(_ text: String) throws -> (Timestamp, Double)? {
        let value = try JSONValue.parse(text)
        guard let written = value["dateTime"]?.string.flatMap(FitbitExport.time),
            let bpm = value["value"]?["bpm"]?.number
        else { return nil }
        return (written, bpm)
    }

    func testFitbitsShapesGiveWhatTheGeneralParserGives() throws {
        let shapes = [
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":61,"confidence":2}}"#,
            "{\n  \"dateTime\" : \"08/14/25 23:59:59\",\n  \"value\" : {\n    \"bpm\" : 102,\n    \"confidence\" : 0\n  }\n}",
            #"{"dateTime": "2019-11-01 00:00:10", "value": {"bpm": 7, "confidence": 3}}"#,
            #" {"dateTime": "2024-02-29T12:30:00", "value": {"bpm": 250, "confidence": 1}} "#,
        ]
        for text in shapes {
            let fast = try XCTUnwrap(entry(text), text)
            let slow = try XCTUnwrap(try general(text), text)
            XCTAssertEqual(fast.written, slow.0, text)
            XCTAssertEqual(fast.bpm, slow.1, text)
        }
        // 08/14/25 10:00:05 is 2025-08-14 (day 20,314 since 1970) at 36,005 s.
        XCTAssertEqual(entry(shapes[0])?.written.instant, 20_314 * 86_400 + 36_005)
        XCTAssertEqual(entry(shapes[0])?.written.offsetSeconds, 0)
    }

    func testEveryOtherShapeIsLeftToTheGeneralParser() {
        let others = [
            #"{"value":{"bpm":61,"confidence":2},"dateTime":"08/14/25 10:00:05"}"#,  // another key order
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":61.5,"confidence":2}}"#,  // a fraction
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":061,"confidence":2}}"#,  // a leading zero
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":"61","confidence":2}}"#,  // a string
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":1000,"confidence":2}}"#,  // four digits
            #"{"dateTime":"02/30/25 10:00:05","value":{"bpm":61,"confidence":2}}"#,  // no such date
            #"{"dateTime":"08/14/25 24:00:00","value":{"bpm":61,"confidence":2}}"#,  // no such time
            #"{"dateTime":"08/14/25 10:00:05.000","value":{"bpm":61,"confidence":2}}"#,  // a fraction of a second
            #"{"dateTime":"08\/14\/25 10:00:05","value":{"bpm":61,"confidence":2}}"#,  // an escape
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":61,"confidence":2},"x":1}"#,  // one key more
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":61,"confidence":2}} x"#,  // text after it
            #"{"dateTime":"08/14/25 10:00:05","value":{"bpm":61,"confid"#,  // cut short
        ]
        for text in others { XCTAssertNil(entry(text), text) }
    }

    func testAPrefixSaysWhereTheEntryEnds() throws {
        let text = Array(#"{"dateTime":"08/14/25 10:00:05","value":{"bpm":61,"confidence":2}},{"dateTime""#.utf8)
        let (read, length) = try XCTUnwrap(text.withUnsafeBufferPointer { HeartRateEntry.prefix(of: $0) })
        // {"dateTime": 12, the date 19, "," 1, "value": 8, { 1, "bpm": 6, 61 2, "," 1, "confidence": 13, 2 1, }} 2.
        XCTAssertEqual(length, 66)
        XCTAssertEqual(text[length], UInt8(ascii: ","))
        XCTAssertEqual(read.bpm, 61)
    }
}
