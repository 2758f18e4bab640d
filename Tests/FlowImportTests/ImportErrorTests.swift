import FlowImport
import FlowRecords
import XCTest

/// Why an export cannot be imported, with the byte and line where they are known.
final class ImportErrorTests: XCTestCase {
    func testBytesLinesAndTheEntriesOfAnArchiveWithoutAnExport() {
        let xml = ImportError.badXML(file: "e.xml", offset: 1234, line: 56, problem: "mismatched tag")
        XCTAssertEqual(xml.place, .byte(file: "e.xml", offset: 1234, line: 56))
        XCTAssertEqual(xml.description, "e.xml:56: byte 1234: mismatched tag")
        let zip = ImportError.badZip(file: "e.zip", offset: 22, problem: "cut short")
        XCTAssertEqual(zip.place, .byte(file: "e.zip", offset: 22, line: nil))
        XCTAssertEqual(zip.kind, .data)
        XCTAssertEqual(ImportError.unreadable(file: "e.zip", reason: "I/O error").kind, .missingInput)
        // Nine entries: the first eight are named, then an ellipsis.
        let entries = (1...9).map { "f\($0).txt" }
        XCTAssertEqual(
            ImportError.noExportDocument(file: "e.zip", entries: entries).description,
            "e.zip: no Apple Health export document (an .xml whose root is HealthData) among 9 entries "
                + "(f1.txt, f2.txt, f3.txt, f4.txt, f5.txt, f6.txt, f7.txt, f8.txt, …)")
        XCTAssertEqual(
            ImportError.noExportDocument(file: "e.zip", entries: []).description,
            "e.zip: no Apple Health export document (an .xml whose root is HealthData) among 0 entries")
    }
}
