import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

final class GardenCommandTests: FolderTestCase {
    /// The golden gardens, as of the last day and as of 2026-04-17 (which cuts the events).
    func testTheGoldenGardensMatch() throws {
        let table = try goldenTable()
        for (file, asOf) in [("garden.json", nil), ("garden-as-of-2026-04-17.json", "2026-04-17")]
            as [(String, String?)]
        {
            let (code, t) = flow(["garden", "--history", table, "--json"] + (asOf.map { ["--as-of", $0] } ?? []))
            XCTAssertEqual(code, .success, t.err)
            assertMatchesGolden(try JSONValue.parse(t.out), try JSONValue.parse(try goldenText(file)), at: file)
        }
    }

    func testTheSameHistoryGivesByteIdenticalJSON() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let a = flow(["garden", "--history", sample, "--json"]).1.out
        let b = flow(["garden", "--history", sample, "--json"]).1.out
        XCTAssertFalse(a.isEmpty)
        XCTAssertEqual(a, b)
    }

    func testTheTextHasALinePerPlantAndTheNewestEvent() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow(["garden", "--history", sample])
        XCTAssertEqual(code, .success, t.err)
        let lines = t.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 6, t.out)
        XCTAssertTrue(lines[1].hasPrefix("  Luna Fern (sleep): "), t.out)
        XCTAssertTrue(lines[5].hasPrefix("newest: "), t.out)
    }

    func testAnAsOfOutsideTheHistoryNamesItsDays() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow(["garden", "--history", sample, "--as-of", "2030-01-01"])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("outside the history (2026-01-01 to 2026-06-29)"), t.err)
    }

    /// A phone that only counts steps: Calm Willow stays at stage 0 and the text says why;
    /// Stride Bloom grows from its own days (12 days of 9000 steps over 8 hours: stages on
    /// the 5th good day).
    func testWithoutAScorableDayTheWillowWaitsAndTheOthersGrow() throws {
        var csv = "kind,start,end,value,source\n"
        for d in 1...12 {
            let day = String(format: "2026-03-%02d", d)
            for h in 9...16 {
                csv +=
                    "steps,\(day)T\(String(format: "%02d", h)):00:00+01:00,\(day)T\(String(format: "%02d", h)):30:00+01:00,1125,iPhone\n"
            }
        }
        let phone = try write(csv, "phone.csv")
        let (code, t) = flow(["garden", "--history", phone])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(
            squeezed(t.out).contains(
                "Calm Willow (recovery): stage 0 of 3, 0 of 5 good mornings in a row (no morning could be scored yet"),
            t.out)
        XCTAssertTrue(t.out.contains("Stride Bloom (activity): stage 1 of 3"), t.out)
        let json = try JSONValue.parse(flow(["garden", "--history", phone, "--json"]).1.out)
        // row D reads D-1's steps: rows 03-02…03-06
        XCTAssertEqual(json["events"]?.array?.first?["date"]?.string, "2026-03-06")
    }

    /// A watch that gives only a daily step total (Oura, Garmin, Samsung): five days of 7,000
    /// steps or more grow Stride Bloom to stage 1 (SPEC 13: the steps alone decide). A morning's
    /// row holds the day before's steps, so 03-01 to 03-05 are rows 03-02 to 03-06: it grows on 03-06.
    func testDailyStepTotalsGrowStrideBloom() throws {
        var lines = ["kind,start,end,value,source"]
        for k in 0..<6 {
            let day = CalendarDay(iso: "2026-03-01")!.adding(days: k)
            lines.append(
                "steps_total,\(day)T00:00:00+01:00,\(day.adding(days: 1))T00:00:00+01:00,\(k == 5 ? 3000 : 7000 + 500 * k),Ring"
            )
        }
        let history = try write(lines.joined(separator: "\n") + "\n", "totals.csv")
        let (code, t) = flow(["garden", "--history", history, "--json", "-q"])
        XCTAssertEqual(code, .success, t.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(t.out.utf8)) as? [String: Any])
        let events = try XCTUnwrap(json["events"] as? [[String: Any]])
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?["date"] as? String, "2026-03-06")
        XCTAssertEqual(events.first?["plant"] as? String, "Stride Bloom")
        XCTAssertEqual(events.first?["stage"] as? Int, 1)
        // The sixth day (3,000 steps) is recorded and not good: the run starts again at 0.
        let stride = try XCTUnwrap(
            (json["plants"] as? [[String: Any]])?.first { $0["name"] as? String == "Stride Bloom" })
        XCTAssertEqual(stride["stage"] as? Int, 1)
        XCTAssertEqual(stride["run"] as? Int, 0)
    }
}
