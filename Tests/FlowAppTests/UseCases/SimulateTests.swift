import FlowApp
import FlowFeatures
import FlowImport
import FlowSimulation
import FlowTestSupport
import XCTest

/// `flow simulate`'s use case: the files of each format, the same person in both.
final class SimulateTests: FolderTestCase {
    func testTheFilesOfEachFormat() throws {
        let plan = SimulationPlan(days: 3, seed: 5)
        XCTAssertEqual(
            try Simulate.write(plan, format: .csv, to: path("csv")), [path("csv/records.csv"), path("csv/labels.csv")])
        let apple = try Simulate.write(plan, format: .appleHealth, to: path("apple"))
        XCTAssertTrue(apple.contains(path("apple/export.xml")) && apple.contains(path("apple/export.zip")), "\(apple)")
        // The same person: the same labels whichever way the history is written.
        XCTAssertEqual(
            try String(contentsOfFile: path("csv/labels.csv"), encoding: .utf8),
            try String(contentsOfFile: path("apple/labels.csv"), encoding: .utf8))
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: path("apple"))
        XCTAssertFalse(names.contains { $0.hasPrefix(".flow-tmp") }, "\(names)")
        XCTAssertEqual(Simulate.Format(rawValue: "apple-health"), .appleHealth)
    }
}

/// The same simulated person written as a Health Connect export gives the feature table the
/// records CSV gives, cell for cell (values and whether each was observed or filled in), but
/// for what Health Connect cannot hold: SDNN (it keeps RMSSD only, and this person's watch
/// writes SDNN) and the phone's in-bed spans (it has no in-bed stage).
final class SimulateHealthConnectTests: FolderTestCase {
    /// Columns that rest on SDNN or on in-bed spans.
    static let unheld: Set<String> = [
        "in_bed_hours", "in_bed_hours_src", "sleep_efficiency", "sleep_efficiency_src",  // in-bed spans
        "hrv_sdnn", "hrv_sdnn_src", "hrv_ratio", "hrv_ratio_src", "hrv_missing", "daytime_hrv",  // SDNN
        "baseline_missing",  // set when the HRV baseline is missing
    ]

    func testTheSameFeatureTableAsTheRecordsCSV() throws {
        let plan = SimulationPlan(days: 45, seed: 21)
        let csv = try Simulate.write(plan, format: .csv, to: path("csv"))
        let hc = try Simulate.write(plan, format: .healthConnect, to: path("hc"))
        XCTAssertEqual(hc, [path("hc/Health Connect.zip"), path("hc/labels.csv")])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("hc")).sorted(),
            ["Health Connect.zip", "labels.csv"])
        func table(_ file: String) throws -> [[String: String]] {
            let input = try OpenedHistory(path: file)
            let (history, _) = try HistoryFormat.detect(input).records(input)
            let lines = FeatureTable(history: history).csv().split(separator: "\n").filter { !$0.hasPrefix("#") }
            let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return lines.dropFirst().map { line in
                let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                return Dictionary(uniqueKeysWithValues: zip(header, cells))
            }
        }
        let fromCSV = try table(csv[0])
        let fromHC = try table(hc[0])
        XCTAssertEqual(fromCSV.count, 45)
        XCTAssertEqual(fromHC.count, fromCSV.count)
        var differing = Set<String>()
        var compared = 0
        for (a, b) in zip(fromCSV, fromHC) {
            XCTAssertEqual(Set(a.keys), Set(b.keys))
            for (column, value) in a where !Self.unheld.contains(column) {
                compared += 1
                let other = b[column] ?? "-"
                // The same number may print differently when summed in another order.
                if value != other, Double(value).flatMap { x in Double(other).map { abs(x - $0) > 1e-9 } } ?? true {
                    differing.insert(column)
                }
            }
        }
        XCTAssertEqual(differing, [])
        XCTAssertGreaterThan(compared, 45 * 40)
        XCTAssertTrue(fromCSV.contains { $0["in_bed_hours"] != $0["sleep_hours"] }, "the CSV has in-bed spans")
    }
}
