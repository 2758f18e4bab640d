import FlowImport
import FlowRecords
import XCTest

final class SessionsCSVTests: XCTestCase {
    let header = "end_date_time,activity_names,perceived_exertion,duration_min"

    /// A session ending 23:30 UTC is dated the next day on a +01:00 clock.
    func testASessionIsDatedOnTheLabelsClock() throws {
        let lines = [header, "2026-03-01T23:30:00.000Z,\"['individual', 'running']\",7,45"]
        let sessions = try SessionsCSV.parse(lines: lines, file: "srpe.csv", utcOffsetSeconds: 3600).sessions
        XCTAssertEqual(sessions.map(\.day.description), ["2026-03-02"])
        XCTAssertEqual(sessions.first?.rpe, 7)
        XCTAssertEqual(sessions.first?.minutes, 45)
        XCTAssertEqual(
            try SessionsCSV.parse(lines: lines, file: "srpe.csv", utcOffsetSeconds: 0).sessions.first?.day.description,
            "2026-03-01")
    }

    /// A file without the three columns is an error naming it.
    func testAHeaderWithoutTheColumnsIsAnError() {
        XCTAssertThrowsError(
            try SessionsCSV.parse(lines: ["end_date_time,perceived_exertion"], file: "srpe.csv", utcOffsetSeconds: 0)
        ) {
            XCTAssertTrue("\($0)".hasPrefix("srpe.csv:1:"), "\($0)")
            XCTAssertEqual(($0 as? FlowError)?.kind, .data)
        }
    }

    /// Each bad row is rejected with its line and field, the good rows around it kept (PMSys
    /// writes rows of empty fields).
    func testBadRowsAreRejectedAndCountedTheRestKept() throws {
        let lines = [
            header, "2026-03-01T10:00:00Z,run,-1,30", "2026-03-01T10:00:00Z,run,hard,30",
            "2026-03-01T10:00:00Z,run,5,1441", "yesterday,run,5,30", ",,,", "2026-03-02T10:00:00Z,run,6,40",
            "2026-03-03T10:00:00Z,run,4",
        ]
        let read = try SessionsCSV.parse(lines: lines, file: "srpe.csv", utcOffsetSeconds: 0)
        XCTAssertEqual(read.sessions.map(\.day.description), ["2026-03-02"])
        XCTAssertEqual(read.rejected.map(\.line), [2, 3, 4, 5, 6, 8])
        XCTAssertTrue(read.rejected[0].problem.hasPrefix("perceived_exertion '-1'"), read.rejected[0].problem)
        XCTAssertTrue(read.rejected[1].problem.hasPrefix("perceived_exertion 'hard'"), read.rejected[1].problem)
        XCTAssertTrue(read.rejected[2].problem.hasPrefix("duration_min '1441'"), read.rejected[2].problem)
        XCTAssertTrue(read.rejected[3].problem.hasPrefix("end_date_time 'yesterday'"), read.rejected[3].problem)
        XCTAssertEqual(read.rejected[5].problem, "expected 4 fields as in the header")
    }
}
