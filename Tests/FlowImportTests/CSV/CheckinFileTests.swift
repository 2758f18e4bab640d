import FlowRecords
import XCTest

@testable import FlowImport

/// A check-in file read for an import: answers as written, each line that cannot be read left
/// out with its number and why, the header's faults an error; recognised by its first line.
final class CheckinFileTests: XCTestCase {
    func testAnswersAsWrittenAndLinesLeftOut() throws {
        let lines = [
            "date,alcohol,meditation,sauna,stress",
            "2026-06-01,2,1,,3",  // drinks 2 kept as 2; sauna not logged
            "2026-13-01,1,0,,",  // no such date
            "2026-06-02,,0,1,",
            "2026-06-02,1,,,",  // the same evening again
            "2026-06-03,yes,,,",  // not a number
            "2026-06-04,1,2,,",  // a yes/no logged as 2
            "2026-06-05,1,,,6",  // stress outside 1-5
            "2026-06-06,1,1",  // too few fields
            "",
        ]
        let file = try CheckinsCSV.file(lines, file: "c.csv")
        XCTAssertEqual(file.columns, ["alcohol", "meditation", "sauna", "stress"])
        XCTAssertEqual(file.evenings.map(\.day.description), ["2026-06-01", "2026-06-02"])
        XCTAssertEqual(file.evenings.map(\.line), [2, 4])
        XCTAssertEqual(
            file.evenings[0].answers,
            [.init(name: "alcohol", value: 2), .init(name: "meditation", value: 1), .init(name: "stress", value: 3)])
        XCTAssertEqual(
            file.rejected,
            [
                .init(line: 3, problem: "'2026-13-01' is not a date YYYY-MM-DD"),
                .init(line: 5, problem: "2026-06-02 appears twice (first on line 4)"),
                .init(line: 6, problem: "alcohol 'yes' is not a number"),
                .init(line: 7, problem: "meditation 2 is not 0 or 1"),
                .init(line: 8, problem: "stress 6 is outside 1-5"),
                .init(line: 9, problem: "expected 5 fields as in the header, found 3"),
            ])
        // As insights read them: 2 drinks are category 1; sauna an own behaviour.
        XCTAssertEqual(file.table.behaviours, ["alcohol", "meditation", "sauna"])
        XCTAssertEqual(file.table.days.first?.values, [1, 1, nil])
        XCTAssertEqual(file.table.days.first?.stress, 3)
        // Read strictly (--checkins), the first such line is the error.
        XCTAssertThrowsError(try CheckinsCSV.parse(lines, file: "c.csv")) {
            XCTAssertEqual("\($0)", "c.csv:3: '2026-13-01' is not a date YYYY-MM-DD")
        }
    }

    func testAHeaderThatIsNotOneIsAnError() {
        for header in ["when,alcohol", "date,alcohol,alcohol", "date,,stress"] {
            XCTAssertThrowsError(try CheckinsCSV.file([header, "2026-06-01,1"], file: "c.csv"), header)
        }
    }

    func testRecognisedByItsFirstLine() {
        XCTAssertTrue(CheckinsCSV.recognises(head: Array("date,alcohol,stress\n2026-06-01,1,2\n".utf8)))
        XCTAssertTrue(CheckinsCSV.recognises(head: Array("\u{FEFF}date,stress\r\n".utf8)))
        XCTAssertFalse(CheckinsCSV.recognises(head: Array("date\n2026-06-01\n".utf8)))  // no column to log
        XCTAssertFalse(CheckinsCSV.recognises(head: Array("kind,start,end,value,source\n".utf8)))
        XCTAssertFalse(CheckinsCSV.recognises(head: Array("# flow features: max_hr=190\ndate,".utf8)))
    }
}
