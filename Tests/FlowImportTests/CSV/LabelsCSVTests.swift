import FlowImport
import FlowRecords
import XCTest

final class LabelsCSVTests: XCTestCase {
    func testLabelsByDateWithBlanks() throws {
        let labels = try LabelTable.parse("date,stress,readiness\n2026-03-01,2.5,\n2026-03-02,,70\n")
        XCTAssertEqual(labels.targets, ["stress", "readiness"])
        XCTAssertEqual(labels.values(of: "stress"), [CalendarDay(year: 2026, month: 3, day: 1)!: 2.5])
        XCTAssertEqual(labels.values(of: "readiness"), [CalendarDay(year: 2026, month: 3, day: 2)!: 70])
        XCTAssertNil(labels.values(of: "mood"))
    }

    func testADuplicateDateNamesTheLine() {
        XCTAssertThrowsError(try LabelTable.parse("date,stress\n2026-03-01,2\n2026-03-01,3\n", file: "l.csv")) {
            error in
            XCTAssertEqual(
                error as? InputError,
                .badLine(file: "l.csv", line: 3, problem: "date 2026-03-01 appears again (first on line 2)"))
        }
    }

    func testUnparseableLinesNameTheLine() {
        for (text, line) in [
            ("date,stress\n2026-03-01,two\n", 2), ("date,stress\n2026-13-01,2\n", 2),
            ("date,stress\n2026-03-01,2\n2026-03-02,2,3\n", 3), ("date,stress\n2026-03-01,nan\n", 2),
        ] {
            XCTAssertThrowsError(try LabelTable.parse(text, file: "l.csv")) { error in
                guard case InputError.badLine(_, let at, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(at, line, text)
            }
        }
        XCTAssertThrowsError(try LabelTable.parse("day,stress\n")) { error in
            XCTAssertEqual((error as? InputError)?.kind, .data)
        }
    }
}
