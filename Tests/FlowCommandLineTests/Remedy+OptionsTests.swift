import FlowImport
import FlowKit
import FlowRecords
import Foundation
import XCTest

@testable import FlowCommandLine

/// The one place where what an error lacks becomes the option that gives it: each remedy's
/// words name the declared option, and an error's message ends with them.
final class RemedyOptionsTests: XCTestCase {
    func testEachRemedyNamesItsOption() {
        XCTAssertEqual(Remedy.labels.commandLine, "give --labels FILE")
        XCTAssertEqual(Remedy.sessions.commandLine, "give the session-RPE file with --sessions")
        XCTAssertEqual(Remedy.zone.commandLine, "give --tz NAME (an IANA name such as America/Los_Angeles)")
        XCTAssertEqual(Remedy.anotherOutput.commandLine, "give another --out")
        XCTAssertEqual(Remedy.anotherLibrary.commandLine, "give --library another path, or set FLOW_LIBRARY")
        XCTAssertEqual(
            Remedy.fixedPenalty.commandLine,
            "with fewer days, give a fixed penalty: --ridge 0, or a λ such as --ridge 3")
        XCTAssertEqual(
            Remedy.scale("0:10").commandLine,
            "give the scale they are on, such as --scale 0:10, and --direction if high is good")
        XCTAssertEqual(
            Remedy.withoutModel.commandLine, "evaluate a model made by flow train, or evaluate without --model")
        XCTAssertEqual(
            Remedy.remake(maxHR: 180, sleepNeedHours: 7.5).commandLine,
            "recompute it with flow features --history <the records> --max-hr 180 --sleep-need 7.5")
        XCTAssertEqual(
            Remedy.remake(maxHR: nil, sleepNeedHours: nil).commandLine,
            "recompute it with flow features --history <the records> (its default settings)")
        XCTAssertEqual(Remedy.anotherDay(.asOf).commandLine, "give another --as-of")
        XCTAssertEqual(Remedy.anotherDay(.date).commandLine, "give another --date")
        XCTAssertEqual(Remedy.zoneDates.commandLine, "give --tz ZONE@YYYY-MM-DD with a date within the history")
        XCTAssertEqual(
            Remedy.declaredCheckins(file: "w.csv").commandLine,
            "if it holds your own check-ins, declare it: flow import --checkins w.csv")
    }

    /// Through the command line: the library's words, then the option.
    func testTheMessageEndsWithTheOption() throws {
        let (code, t) = flow(["predict", "--history", "records.csv"])
        XCTAssertEqual(code, .noInput)
        XCTAssertFalse(t.err.contains("; give"), t.err)  // a missing file has nothing to give
        let history = FileManager.default.temporaryDirectory.appendingPathComponent("remedy-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: history) }
        try (RecordsCSV.header + "\nresting_hr,2026-03-01T08:00:00+00:00,2026-03-01T08:00:00+00:00,55,Watch\n")
            .write(to: history, atomically: false, encoding: .utf8)
        let (dcode, d) = flow(["predict", "--history", history.path, "--date", "2027-01-01"])
        XCTAssertEqual(dcode, .dataError)
        XCTAssertTrue(
            d.err.hasSuffix(
                "flow: error: 2027-01-01 is outside the history (2026-03-01 to 2026-03-01); give another --date\n"),
            d.err)
    }
}
