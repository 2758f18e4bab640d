import FlowRecords
import XCTest

@testable import FlowImport

/// A vendor's CSV: the delimiter sniffed from the header, quoted fields across lines, a
/// byte-order mark and CR line ends dropped, and a missing column named.
final class VendorCSVTests: XCTestCase {
    func testSemicolonsQuotesAndLineBreaks() throws {
        let text = "\u{FEFF}id;comment;day\r\n1;\"a; \"\"b\"\"\nc\";2024-06-01\r\n\r\n2;;2024-06-02\r\n"
        let csv = VendorCSV(bytes: Array(text.utf8), file: "tag.csv")
        XCTAssertEqual(csv.delimiter, UInt8(ascii: ";"))
        XCTAssertEqual(csv.header, ["id", "comment", "day"])
        XCTAssertEqual(csv.rows.map(\.fields), [["1", "a; \"b\"\nc", "2024-06-01"], ["2", "", "2024-06-02"]])
        // The second row starts on line 5: the quoted break and the blank line count.
        XCTAssertEqual(csv.rows.map(\.line), [2, 5])
    }

    func testColumnsByNameWithTheirSpaces() throws {
        let csv = VendorCSV(bytes: Array("date,Total Bedtime ,Steps\n2021-03-05,30210,8123".utf8), file: "oura.csv")
        XCTAssertEqual(csv.delimiter, UInt8(ascii: ","))
        XCTAssertEqual(try csv.column("Total Bedtime "), 1)
        XCTAssertEqual(csv.column(named: "Total Bedtime"), 1)
        XCTAssertEqual(csv.rows.first?.fields[field: 7], "")
        XCTAssertThrowsError(try csv.column("Readiness Score")) { error in
            XCTAssertEqual("\(error)", "oura.csv:1: the header has no column 'Readiness Score'")
        }
    }
}
