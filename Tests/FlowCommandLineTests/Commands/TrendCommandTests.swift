import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

final class TrendCommandTests: FolderTestCase {
    /// Every golden trend view (flow with the reference model, sleep_hours and resting_hr,
    /// body_mass from the records CSV and from the Apple export) in the three ranges.
    func testTheGoldenViewsMatch() throws {
        // The table once, then every view from it.
        let records = try goldenTable()
        for metric in ["flow", "sleep_hours", "resting_hr"] {
            for range in ["week", "month", "year"] {
                let (code, t) = flow(["trend", "--history", records, "--metric", metric, "--range", range, "--json"])
                XCTAssertEqual(code, .success, t.err)
                let golden = try JSONValue.parse(try goldenText("trend-\(metric)-\(range).json"))
                assertMatchesGolden(try JSONValue.parse(t.out), golden, at: "\(metric)-\(range)")
            }
        }
        for source in ["records.csv", "export.xml"] {
            let history = try goldenFile("body-mass/\(source)").path
            for range in ["week", "month", "year"] {
                let (code, t) = flow([
                    "trend", "--history", history, "--metric", "body_mass", "--range", range, "--json",
                ])
                XCTAssertEqual(code, .success, t.err)
                let golden = try JSONValue.parse(try goldenText("body-mass/trend-body_mass-\(range).json"))
                assertMatchesGolden(try JSONValue.parse(t.out), golden, at: "body_mass-\(range) from \(source)")
            }
        }
    }

    /// Body mass changes nothing in the feature table of the golden second person.
    func testBodyMassLeavesTheFeaturesAlone() throws {
        let (code, t) = flow(["features", "--history", try goldenFile("body-mass/records.csv").path])
        XCTAssertEqual(code, .success, t.err)
        let golden = try goldenText("body-mass/features.csv").split(separator: "\n").dropFirst()
        let ours = t.out.split(separator: "\n").dropFirst()
        XCTAssertEqual(ours.count, golden.count)
        XCTAssertTrue(t.err.contains("body mass outside 20-400 kg: 1"), t.err)
    }

    private func sample() -> String { TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path }

    func testTheTextLineSaysLatestTrendDirectionAndCoverage() throws {
        let (code, t) = flow(["trend", "--history", sample(), "--metric", "resting_hr", "--range", "week"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.hasPrefix("resting_hr, week to "), t.out)
        // One line, folded at 100 columns as every command's text is.
        XCTAssertTrue(squeezed(t.out).contains(" bpm a week; ") || squeezed(t.out).contains(", level; "), t.out)
        XCTAssertTrue(t.out.hasSuffix(" of 7 days have a reading\n"), t.out)
        XCTAssertTrue(t.out.split(separator: "\n").allSatisfy { $0.count <= 100 }, t.out)
    }

    /// HRV is named by the measure its column holds: an RMSSD-only history's trend is
    /// `hrv_rmssd` (asked as `hrv`, `hrv_rmssd` or the old key `hrv_sdnn`); asking an SDNN history
    /// for RMSSD is refused; the sample's (SDNN) is `hrv_sdnn`.
    func testHRVIsNamedByItsMeasure() throws {
        let rmssd = try write(
            nightlyRecords(nights: 10, source: "Ring") {
                "hrv_rmssd,\($0)T03:00:00+01:00,\($0)T03:00:00+01:00,\(40 + $1),Ring"
            },
            "rmssd.csv")
        for name in ["hrv", "hrv_rmssd", "hrv_sdnn"] {
            let (code, t) = flow(["trend", "--history", rmssd, "--metric", name, "--range", "week", "-q"])
            XCTAssertEqual(code, .success, t.err)
            XCTAssertTrue(t.out.hasPrefix("hrv_rmssd, week to 2026-03-11: "), t.out)
        }
        let json = flow(["trend", "--history", rmssd, "--metric", "hrv", "--json", "-q"]).1.out
        XCTAssertTrue(json.contains(#""metric":"hrv_rmssd""#) || json.contains(#""metric": "hrv_rmssd""#), json)
        var (code, t) = flow(["trend", "--history", sample(), "--metric", "hrv_rmssd", "-q"])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("this history's HRV is SDNN"), t.err)
        (code, t) = flow(["trend", "--history", sample(), "--metric", "hrv", "--range", "week", "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.hasPrefix("hrv_sdnn, week to "), t.out)
    }

    func testBadRequestsAreRefusedWithTheirExitCodes() throws {
        let history = sample()
        var (code, t) = flow(["trend", "--history", history, "--metric", "weight"])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("flow, sleep_hours,") && t.err.contains("body_mass"), t.err)
        (code, t) = flow(["trend", "--history", history, "--metric", "flow", "--range", "decade"])
        XCTAssertEqual(code, .usage)
        (code, t) = flow(["trend", "--history", history, "--metric", "flow", "--as-of", "yesterday"])
        XCTAssertEqual(code, .usage)
        (code, t) = flow(["trend", "--history", history, "--metric", "flow", "--as-of", "2000-01-01"])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("before the first reading of flow (2026-01-"), t.err)
        (code, t) = flow(["trend", "--history", history, "--metric", "body_mass"])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("no reading of body_mass"), t.err)
    }

    /// A body-mass record with a non-numeric value is counted, never a crash; the others still
    /// make the trend.
    func testANonNumericWeighingIsCounted() throws {
        let csv = try write(
            """
            kind,start,end,value,source
            body_mass,2026-03-01T07:00:00+01:00,2026-03-01T07:00:00+01:00,70.5,Scale
            body_mass,2026-03-02T07:00:00+01:00,2026-03-02T07:00:00+01:00,heavy,Scale
            body_mass,2026-03-03T07:00:00+01:00,2026-03-03T07:00:00+01:00,70.1,Scale
            """, "weights.csv")
        let (code, t) = flow(["trend", "--history", csv, "--metric", "body_mass", "--range", "week", "--json"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.err.contains("non-numeric value: 1"), t.err)
        let json = try JSONValue.parse(t.out)
        XCTAssertEqual(json["points"]?.array?.count, 2)
        XCTAssertEqual(json["line"]?["slope_per_day"]?.number ?? 0, -0.2, accuracy: 1e-9)  // (70.1 − 70.5) / 2 days
    }
}
