import FlowRecords
import XCTest

/// An unusable input: missing or unreadable is a missing input, anything wrong inside is data;
/// each names its file and, where there is one, its line.
final class InputErrorTests: XCTestCase {
    func testKindPlaceAndMessage() {
        let cases: [(InputError, FaultKind, FaultPlace, String)] = [
            (.missing(file: "r.csv"), .missingInput, .file("r.csv"), "r.csv: no such file"),
            (
                .unreadable(file: "r.csv", reason: "Permission denied"), .missingInput, .file("r.csv"),
                "r.csv: cannot be read: Permission denied"
            ),
            (
                .badHeader(file: "r.csv", expected: "kind,start", found: "date"), .data, .line(file: "r.csv", line: 1),
                "r.csv:1: expected the header 'kind,start', found 'date'"
            ),
            (.empty(file: "r.csv", detail: "no usable record"), .data, .file("r.csv"), "r.csv: no usable record"),
            (
                .badLine(file: "l.csv", line: 7, problem: "a second label for 2026-03-01"), .data,
                .line(file: "l.csv", line: 7), "l.csv:7: a second label for 2026-03-01"
            ),
        ]
        for (error, kind, place, message) in cases {
            XCTAssertEqual(error.kind, kind, message)
            XCTAssertEqual(error.place, place, message)
            XCTAssertEqual(error.description, message)
        }
    }
}
