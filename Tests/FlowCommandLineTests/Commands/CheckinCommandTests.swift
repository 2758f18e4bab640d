import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow checkin`: a file grown a day at a time, refusals that leave it as it was, the file read as
/// labels (moved here from the scores suite, unchanged).
final class CheckinCommandTests: FolderTestCase {
    /// A check-in file grown by flow checkin: a new file, a day replaced with its other cells
    /// kept, then read as labels by flow train.
    func testCheckinAddsAndReplacesADay() throws {
        let file = path("checkins.csv")
        XCTAssertEqual(
            flow(["checkin", "--file", file, "--date", "2026-03-01", "--alcohol", "2", "--stress", "3"]).0, .success)
        XCTAssertEqual(flow(["checkin", "--file", file, "--date", "2026-03-01", "--meditation"]).0, .success)
        XCTAssertEqual(
            flow(["checkin", "--file", file, "--date", "2026-02-28", "--sauna=1", "--caffeine-late=0"]).0, .success)
        XCTAssertEqual(
            try String(contentsOfFile: file, encoding: .utf8),
            "date,alcohol,caffeine_late,late_meal,screen_before_bed,late_workout,meditation,stretching,cold_exposure,stress,sauna\n"
                + "2026-02-28,,0,,,,,,,,1\n2026-03-01,2,,,,,1,,,3,\n")
    }

    func testCheckinRefusesWhatItCannotWrite() throws {
        let notCheckins = try write("kind,start,end,value,source\n", "records.csv")
        let (code, t) = flow(["checkin", "--file", notCheckins, "--date", "2026-03-01", "--stress", "2"])
        XCTAssertEqual(code, .dataError, t.err)
        XCTAssertEqual(try String(contentsOfFile: notCheckins, encoding: .utf8), "kind,start,end,value,source\n")
        XCTAssertEqual(flow(["checkin", "--file", path("c.csv"), "--date", "2099-01-01", "--stress", "2"]).0, .usage)
        XCTAssertEqual(flow(["checkin", "--file", path("c.csv"), "--stress", "7"]).0, .usage)
        XCTAssertEqual(flow(["checkin", "--file", path("c.csv"), "--cold-exposure=2"]).0, .usage)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("c.csv")))
    }

    /// The check-in file's stress column is the label flow train needs.
    func testTheCheckinFileServesAsLabels() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample")
        let labels = try String(contentsOf: sample.appendingPathComponent("labels.csv"), encoding: .utf8)
        var csv = "date,alcohol,meditation,stress\n"
        for line in labels.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            csv += "\(cells[0]),,1,\(cells.count > 1 ? String(cells[1]) : "")\n"
        }
        let file = try write(csv, "checkins.csv")
        let (code, t) = flow([
            "train", "--history", sample.appendingPathComponent("records.csv").path, "--labels", file,
            "--target", "stress", "--out", path("model.json"),
        ])
        XCTAssertEqual(code, .success, t.err)
    }

    /// Without --file an evening goes into the library: `flow library` counts it, `flow insights`
    /// reads it, `forget --checkins` takes it; --file and --library together are refused.
    func testAnEveningInTheLibrary() throws {
        let environment = ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")]
        let (code, t) = flow(
            ["checkin", "--date", "2026-01-10", "--alcohol", "2", "--sauna"], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        XCTAssertEqual(t.out, "started \(path("lib/library.sqlite")): 2026-01-10 alcohol=2 sauna=1\n")
        let (_, shown) = flow(["library", "--json"], environment: environment)
        let checkins = try XCTUnwrap(try JSONValue.parse(shown.out)["checkins"])
        XCTAssertEqual(checkins["evenings"]?.number, 1)
        XCTAssertEqual(checkins["answers"]?.number, 2)
        let (_, text) = flow(["library"], environment: environment)
        XCTAssertTrue(text.out.contains("  check-ins: 1 evening, 2 answers, 2026-01-10 to 2026-01-10\n"), text.out)
        let (_, dry) = flow(["library", "forget", "--checkins"], environment: environment)
        XCTAssertTrue(dry.out.hasPrefix("2 check-in answers would be deleted"), dry.out)
        let (_, gone) = flow(["library", "forget", "--checkins", "--yes"], environment: environment)
        XCTAssertTrue(gone.out.hasPrefix("deleted 2 check-in answers"), gone.out)
        let (both, b) = flow(
            ["checkin", "--file", path("c.csv"), "--library", path("l.sqlite"), "--stress", "2"],
            environment: environment)
        XCTAssertEqual(both, .usage)
        XCTAssertTrue(b.err.contains("give --file or --library, not both"), b.err)
    }
}
