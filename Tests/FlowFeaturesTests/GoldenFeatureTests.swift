import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

/// The reference vectors in ../shared/golden: the feature table an independent
/// implementation of SPEC computes from one simulated person. Skipped when ../shared is
/// absent (as on a user's clone).
final class GoldenFeatureTests: XCTestCase {
    func testFeatureTableMatchesTheReferenceCellByCell() throws {
        let (history, _) = try RecordsCSV.read(path: try goldenFile("records.csv").path)
        let ours = FeatureTable(history: history)
        let text = try String(contentsOf: try goldenFile("features.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let header = lines[0].split(separator: ",").map(String.init)
        // Ours has more columns at the end: the extras hrv_rmssd, daytime_hr and daytime_hrv, then
        // the training-load columns of SPEC 17 (checked against load.json in GoldenLoadTests), then
        // the night vitals of SPEC 18.
        XCTAssertEqual(
            header.joined(separator: ",") + ",hrv_rmssd,daytime_hr,daytime_hrv,"
                + "trimp,trimp_coverage_min,atl,ctl,form,acwr,monotony,weekly_strain,session_load,"
                + "respiratory_rate,spo2,wrist_temp",
            FeatureTable.csvHeader)
        XCTAssertEqual(ours.rows.count, lines.count - 1)
        var mismatches: [String] = []
        for (line, row) in zip(lines.dropFirst(), ours.rows) {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(cells[0], row.day.description)
            for f in Feature.allCases {
                let want = Double(cells[1 + f.index])!
                let got = row[f]
                if abs(want - got) > max(1e-9, 1e-6 * abs(want)) {
                    mismatches.append("\(row.day) \(f.rawValue): \(got) vs \(want)")
                }
                let src = cells[1 + Feature.allCases.count + f.index]
                if src != row.provenance[f.index].rawValue {
                    mismatches.append("\(row.day) \(f.rawValue)_src: \(row.provenance[f.index]) vs \(src)")
                }
            }
            for flag in MissingFlag.allCases
            where cells[1 + 2 * Feature.allCases.count + flag.index] != (row[flag] ? "1" : "0") {
                mismatches.append("\(row.day) \(flag.rawValue)")
            }
            if cells.last != (row.isNoData ? "1" : "0") { mismatches.append("\(row.day) no_data") }
        }
        XCTAssertEqual(mismatches, [], "\(mismatches.count) cells differ")
    }

    func testTheTableWeWriteReadsBackExactly() throws {
        let (history, _) = try RecordsCSV.read(path: try goldenFile("records.csv").path)
        let table = FeatureTable(history: history, settings: FeatureSettings(maxHR: 187.3, sleepNeedHours: 7.5))
        XCTAssertEqual(try FeatureTable.parseCSV(table.csv(), file: "t.csv"), table)
    }
}
