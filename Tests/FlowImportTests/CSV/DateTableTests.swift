import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// A table by date: its header read from the first line (a byte-order mark and CR dropped, any
/// case of `date`), check-ins only when every other column is a known name, each once.
final class DateTableTests: FolderTestCase {
    func testTheHeaderAndWhatItHolds() throws {
        let table = try XCTUnwrap(DateTable(head: Array("\u{FEFF}date,alcohol,stress\r\n2026-01-01,1,2\r\n".utf8)))
        XCTAssertEqual(table.columns, ["date", "alcohol", "stress"])
        XCTAssertTrue(table.holdsOnlyCheckins(DateTable.knownCheckinNames))
        XCTAssertFalse(
            try XCTUnwrap(DateTable(head: Array("date,alcohol,alcohol\n".utf8))).holdsOnlyCheckins(["alcohol"]))
        XCTAssertFalse(try XCTUnwrap(DateTable(head: Array("Date,alcohol\n".utf8))).holdsOnlyCheckins(["alcohol"]))
        XCTAssertEqual(DateTable(head: Array(" Date ,CTL\n".utf8))?.columns, ["Date", "CTL"])
        XCTAssertNil(DateTable(head: Array("date\n2026-01-01\n".utf8)))
        XCTAssertNil(DateTable(head: Array("kind,start,end,value,source\n".utf8)))
        XCTAssertNil(DateTable(head: Array("day,alcohol\n".utf8)))
        // The known names: flow's eight behaviours and the day's stress.
        XCTAssertEqual(DateTable.knownCheckinNames.count, 9)
    }

    func testTheRefusalNamesTheFirstEightColumns() throws {
        let path = try write("date,a,b,c,d,e,f,g,h,i\n", "t.csv")
        let table = try XCTUnwrap(DateTable(path: path))
        let refusal = table.refusal(file: "t.csv")
        XCTAssertEqual(refusal.kind, .data)
        XCTAssertEqual(refusal.place, .file("t.csv"))
        XCTAssertEqual(refusal.remedy, .declaredCheckins(file: "t.csv"))
        XCTAssertEqual(
            "\(refusal)",
            "t.csv: a table by date (columns date, a, b, c, d, e, f, g, …), not an export flow knows nor check-ins it "
                + "knows by their names; nothing was read")
    }
}
