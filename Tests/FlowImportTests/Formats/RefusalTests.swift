import FlowRecords
import XCTest

@testable import FlowImport

/// Text and binary told apart, and a FIT file told by its header.
final class RefusalTests: XCTestCase {
    func testBinaryAndText() {
        XCTAssertFalse(Refusal.isBinary(Array("kind,start\r\n\té,ü".utf8)))
        // A character cut by the end of the head is still text.
        XCTAssertFalse(Refusal.isBinary(Array("ab".utf8) + [0xC3]))
        XCTAssertTrue(Refusal.isBinary([0x41, 0x00, 0x42]))
        XCTAssertTrue(Refusal.isBinary([0xFF, 0xFE, 0x41, 0x42, 0x43, 0x44]))
        XCTAssertTrue(Refusal.isFIT([14, 0x10, 0, 0, 0, 0, 0, 0] + Array(".FIT".utf8)))
        XCTAssertFalse(Refusal.isFIT(Array("kind,start,end,".utf8)))
    }

    /// A text file that is no records CSV: what flow looked for; a check-in or labels file given
    /// as a history is said to be one, and where it goes.
    func testAnUnknownCSVAndACheckinFile() {
        let base = InputError.badHeader(file: "c.csv", expected: "kind,start,end,value,source", found: "date,alcohol")
        XCTAssertTrue(
            UnknownCSV(base: base).description.hasSuffix(
                ": not a records CSV, nor an export flow knows (looked for "
                    + HistoryFormat.exportNames + " files)"))
        XCTAssertTrue(
            UnknownCSV(base: base, isCheckins: true).description.contains(
                ": a check-in or labels file (its first column is date), not a history; flow import keeps check-ins"))
    }
}
