import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// A Takeout CSV read by column name in any order: a row without a needed value counted (on its
/// line, naming its file), blank lines passed over, a header without a needed column named.
final class TakeoutCSVTests: FolderTestCase {
    func testRowsByName() throws {
        let file = try write("Value, Timestamp\n61,2025-08-14T00:00:00\n\n,2025-08-15T00:00:00\n", "x.csv")
        var reader = FitbitReader(file: "takeout")
        var rows: [[String: String]] = []
        try TakeoutCSV.forEachRow(file, needs: ["timestamp", "value"], reader: &reader) { f, index, _ in
            rows.append(f)
            XCTAssertEqual(index, 2)  // the row's line: the header is line 1
        }
        XCTAssertEqual(rows, [["value": "61", "timestamp": "2025-08-14T00:00:00"]])
        // One record so the import is not empty; the row without a value was counted.
        reader.steps(try JSONValue.parse(#"{"dateTime": "2025-08-14 09:00:00", "value": "5"}"#), index: 0)
        let report = try reader.finish().1
        XCTAssertEqual(report.rejected[.missingAttribute], 1)
        // Rejected on its line (4), naming the file it is in.
        XCTAssertEqual(report.examples.first?.line, 4)
        XCTAssertEqual(report.examples.first?.part, file)
    }

    func testAHeaderWithoutANeededColumn() throws {
        let file = try write("timestamp,bpm\n2025-08-14T00:00:00,61\n", "x.csv")
        var reader = FitbitReader(file: "takeout")
        XCTAssertThrowsError(
            try TakeoutCSV.forEachRow(file, needs: ["timestamp", "value"], header: "timestamp,value", reader: &reader) {
                _, _, _ in
            }
        ) {
            XCTAssertEqual(
                $0 as? InputError,
                .badLine(file: file, line: 1, problem: "the header has no column 'value'; expected timestamp,value"))
        }
    }
}
