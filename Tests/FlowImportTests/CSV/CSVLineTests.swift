import FlowRecords
import XCTest

@testable import FlowImport

/// One CSV line with RFC 4180 quoting, and the date that starts a dated line.
final class CSVLineTests: XCTestCase {
    func testQuotedFieldsDoubledQuotesAndTrimming() {
        XCTAssertEqual(CSVLine.fields("a, b ,c"), ["a", "b", "c"])
        // A comma inside quotes is part of the field; "" inside quotes is one quote.
        XCTAssertEqual(CSVLine.fields("\"x, y\",\"say \"\"hi\"\"\",3"), ["x, y", "say \"hi\"", "3"])
        XCTAssertEqual(CSVLine.fields("a,,\r"), ["a", "", ""])
        XCTAssertEqual(CSVLine.fields(""), [""])
        XCTAssertNil(CSVLine.fields("a,\"open"))
    }

    func testADatedLineNamesItsFileAndLineWhenWrong() throws {
        XCTAssertEqual(
            try CSVLine.day(of: ["2026-03-01", "4"], fields: 2, file: "l.csv", line: 3),
            CalendarDay(year: 2026, month: 3, day: 1))
        XCTAssertThrowsError(try CSVLine.day(of: ["2026-03-01"], fields: 2, file: "l.csv", line: 3)) { error in
            XCTAssertEqual("\(error)", "l.csv:3: expected 2 fields, found 1")
        }
        XCTAssertThrowsError(try CSVLine.day(of: ["03/01/2026", "4"], fields: 2, file: "l.csv", line: 4)) { error in
            XCTAssertEqual("\(error)", "l.csv:4: '03/01/2026' is not a date YYYY-MM-DD")
        }
    }
}
