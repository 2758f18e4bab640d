import FlowImport
import FlowRecords
import XCTest

final class SessionsCSVTests: XCTestCase {
    let header = "end_date_time,activity_names,perceived_exertion,duration_min"

    /// A session ending 23:30 UTC is dated the next day on a +01:00 clock.
    func testASessionIsDatedOnTheLabelsClock() throws {
        let lines = [header, "2026-03-01T23:30:00.000Z,\"['individual', 'running']\",7,45"]
        let sessions = try SessionsCSV.parse(lines: lines, file: "srpe.csv", utcOffsetSeconds: 3600)
        XCTAssertEqual(sessions.map(\.day.description), ["2026-03-02"])
        XCTAssertEqual(sessions.first?.rpe, 7)
        XCTAssertEqual(sessions.first?.minutes, 45)
        XCTAssertEqual(
            try SessionsCSV.parse(lines: lines, file: "srpe.csv", utcOffsetSeconds: 0).first?.day.description,
            "2026-03-01")
    }

    /// Each bad line names the file, the line and the field.
    func testBadFilesNameTheFileLineAndField() {
        let cases: [([String], String)] = [
            (["end_date_time,perceived_exertion"], "srpe.csv:1:"),
            ([header, "2026-03-01T10:00:00Z,run,-1,30"], "srpe.csv:2: perceived_exertion '-1'"),
            ([header, "2026-03-01T10:00:00Z,run,hard,30"], "srpe.csv:2: perceived_exertion 'hard'"),
            ([header, "2026-03-01T10:00:00Z,run,5,1441"], "srpe.csv:2: duration_min '1441'"),
            ([header, "yesterday,run,5,30"], "srpe.csv:2: end_date_time 'yesterday'"),
        ]
        for (lines, message) in cases {
            XCTAssertThrowsError(try SessionsCSV.parse(lines: lines, file: "srpe.csv", utcOffsetSeconds: 0)) {
                XCTAssertTrue("\($0)".hasPrefix(message), "\($0)")
                XCTAssertEqual(($0 as? FlowError)?.kind, .data)
            }
        }
    }
}
