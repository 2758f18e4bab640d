import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `--history` with `--tz`, and the HRV measure a history's table holds (SPEC 15).
final class HistoryInputTests: FolderTestCase {
    private func takeout() throws -> String {
        try write(
            "[{\"dateTime\": \"08/14/25 09:30:00\", \"value\": {\"bpm\": 60, \"confidence\": 2}}]",
            "heart_rate-2025-08-14.json",
            in: "Takeout/Fitbit/Global Export Data")
        return folder.path
    }

    func testATakeoutWithoutAProfileNeedsTZ() throws {
        let path = try takeout()
        let (code, t) = flow(["features", "--history", path])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("Your Profile/Profile.csv") && t.err.contains("--tz NAME"), t.err)
        let (ok, t2) = flow(["features", "--history", path, "--tz", "America/Los_Angeles"])
        XCTAssertEqual(ok, .success, t2.err)
        XCTAssertTrue(t2.err.contains("clock: America/Los_Angeles, the zone given"), t2.err)
        XCTAssertTrue(t2.err.contains("heart_rate from Fitbit: 1\n    local dates 2025-08-14 to 2025-08-14"), t2.err)
    }

    func testAnUnknownZoneIsAUsageError() throws {
        let (code, t) = flow(["features", "--history", try takeout(), "--tz", "Mars/Olympus"])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("--tz 'Mars/Olympus'"), t.err)
    }

    /// Zones by date: one that cannot be read, two for one date, or one after the history is a
    /// usage error naming --tz (64); a mover's clocks, worked out or given, are said in the report.
    func testZonesByDate() throws {
        let t = TakeoutTraveller(
            [.init("America/Chicago", nights: 5), .init("Asia/Bangkok", nights: 5)], firstWake: "2026-01-10",
            profile: "Asia/Bangkok")
        try t.write(to: folder.appendingPathComponent("mover"))
        let mover = path("mover")
        for bad in [
            ["--tz", "Asia/Bangkok@2026-02-30"],
            ["--tz", "Asia/Bangkok@2026-01-16", "--tz", "Europe/Paris@2026-01-16"],
            ["--tz", "Asia/Bangkok@2027-01-01"],
        ] {
            let (code, e) = flow(["features", "--history", mover] + bad)
            XCTAssertEqual(code, .usage, "\(bad): \(e.err)")
            XCTAssertTrue(e.err.contains("--tz"), e.err)
        }
        let (code, worked) = flow(["features", "--history", mover])
        XCTAssertEqual(code, .success, worked.err)
        XCTAssertTrue(
            worked.err.contains("  clock 2026-01-08 to 2026-01-14: UTC\u{2212}6, inferred: 5 of 5 nights"), worked.err)
        let (byHand, given) = flow([
            "features", "--history", mover, "--tz", "America/Chicago", "--tz", "Asia/Bangkok@2026-01-15",
        ])
        XCTAssertEqual(byHand, .success, given.err)
        XCTAssertTrue(given.err.contains("  clock until 2026-01-14: America/Chicago, the zone given\n"), given.err)
        XCTAssertTrue(given.err.contains("  clock from 2026-01-15: Asia/Bangkok, the zone given\n"), given.err)
    }

    /// The simulated person with every hrv_sdnn record renamed hrv_rmssd: a history with RMSSD
    /// and no SDNN.
    private func histories() throws -> (sdnn: String, rmssd: String) {
        let records = PersonSimulator.simulate(SimulationPlan(days: 40, seed: 4)).records
        let sdnn = try write(records, "sdnn.csv")
        let rmssd = try write(records.replacingOccurrences(of: "\nhrv_sdnn,", with: "\nhrv_rmssd,"), "rmssd.csv")
        return (sdnn, rmssd)
    }

    func testARMSSDHistoryMakesAnRMSSDTable() throws {
        let (sdnn, rmssd) = try histories()
        let (code, t) = flow(["features", "--history", rmssd])
        XCTAssertEqual(code, .success, t.err)
        // The settings line names the measure (and the load's sex, the default here).
        let settings = "# flow features: max_hr=190 sleep_need_hours=8 window_days=14 min_observations=5"
        XCTAssertEqual(t.out.prefix { $0 != "\n" }, settings + " hrv=rmssd sex=male")
        XCTAssertTrue(t.err.contains("hrv_rmssd from"), t.err)
        // The same numbers as the SDNN history: the rules are the same, only the kind differs.
        let (_, same) = flow(["features", "--history", sdnn])
        XCTAssertEqual(same.out.prefix { $0 != "\n" }, settings + " hrv=sdnn sex=male")
        // Every column but hrv_rmssd, which only the RMSSD history fills (found by its name).
        func cells(_ text: String) -> [[Substring]] {
            let lines = text.split(separator: "\n").dropFirst()
            let k = lines.first?.split(separator: ",").firstIndex(of: "hrv_rmssd") ?? 0
            return lines.map { line in
                var c = line.split(separator: ",", omittingEmptySubsequences: false)
                c.remove(at: k)
                return c
            }
        }
        XCTAssertEqual(cells(t.out), cells(same.out))
    }

    /// A model trained on SDNN refuses an RMSSD table, raw or written by flow features; the
    /// reference model takes both.
    func testATrainedModelRefusesTheOtherHRVMeasure() throws {
        let (sdnn, rmssd) = try histories()
        let model = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/model.json").path
        let table = folder.appendingPathComponent("table.csv").path
        XCTAssertEqual(flow(["features", "--history", rmssd, "--out", table]).0, .success)
        for history in [rmssd, table] {
            let (code, t) = flow(["predict", "--history", history, "--model", model])
            XCTAssertEqual(code, .dataError, history)
            XCTAssertTrue(t.err.contains("trained on hrv=sdnn") && t.err.contains("hrv=rmssd"), t.err)
        }
        XCTAssertEqual(flow(["predict", "--history", sdnn, "--model", model]).0, .success)
        XCTAssertEqual(flow(["predict", "--history", rmssd]).0, .success)
        XCTAssertEqual(flow(["predict", "--history", sdnn]).0, .success)
    }

    func testATableWithAnUnknownMeasureIsRefused() throws {
        let (_, rmssd) = try histories()
        let table = folder.appendingPathComponent("table.csv").path
        XCTAssertEqual(flow(["features", "--history", rmssd, "--out", table]).0, .success)
        let text = try String(contentsOfFile: table, encoding: .utf8).replacingOccurrences(
            of: "hrv=rmssd", with: "hrv=pnn50")
        try text.write(toFile: table, atomically: false, encoding: .utf8)
        let (code, t) = flow(["predict", "--history", table])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("table.csv:1") && t.err.contains("'hrv=pnn50'"), t.err)
    }
}
