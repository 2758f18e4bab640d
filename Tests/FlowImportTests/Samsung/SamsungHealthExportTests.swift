import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Samsung Health's export written by hand from the format sheet: the metadata first line, a
/// byte-order mark, prefixed column names, the trailing comma of every row, the heart-rate
/// table's shifted header, a stage list forming one night, a session without stages, an HRV
/// window without its side-car, and the all-sources step row.
final class SamsungHealthExportTests: FolderTestCase {
    static let folder = "samsunghealth_pat_20250110120000"

    func testAMissingColumnIsNamed() throws {
        try samsungTable(
            "health.sleep_stage", "start_time,sleep_id,time_offset,end_time", ["2025-01-04 22:00:00.000,S1,UTC+0100,x"])
        XCTAssertThrowsError(try SamsungHealthExport.read(path: path(SamsungHealthExportTests.folder))) { error in
            XCTAssertTrue("\(error)".hasSuffix(".csv:2: the header has no column 'stage'"), "\(error)")
        }
    }
}

extension FolderTestCase {
    func samsungTable(_ name: String, _ header: String, _ rows: [String]) throws {
        let text = "\u{FEFF}com.samsung.\(name),6305012,11\n" + header + "\n" + rows.map { $0 + ",\n" }.joined()
        try write(text, "com.samsung.\(name).20250110120000.csv", in: SamsungHealthExportTests.folder)
    }

    /// The export of the format sheet's example, written into the test's folder.
    func writeSamsungExport() throws -> String {
        // The night of 01-04/05 in UTC, shown at UTC+0100: 23:00-07:00 local.
        let stage = { (id: String, code: Int, from: String, to: String) in
            "63010042,2025-01-\(from).000,S1,,63010042,2025-01-05 07:00:00.000,2025-01-05 07:00:00.000,\(code),"
                + "UTC+0100,dev,com.sec.android.app.shealth,2025-01-\(to).000,\(id)"
        }
        try samsungTable(
            "health.sleep_stage",
            "create_sh_ver,start_time,sleep_id,custom,modify_sh_ver,update_time,create_time,stage,time_offset,deviceuuid,"
                + "pkg_name,end_time,datauuid",
            [
                stage("a", 40002, "04 22:00:00", "05 01:00:00"), stage("b", 40003, "05 01:00:00", "05 02:30:00"),
                stage("c", 40004, "05 02:30:00", "05 04:00:00"), stage("d", 40001, "05 04:00:00", "05 04:10:00"),
                stage("e", 40002, "05 04:10:00", "05 06:00:00"),
            ])
        try samsungTable(
            "shealth.sleep",
            "efficiency,sleep_score,sleep_duration,com.samsung.health.sleep.start_time,"
                + "com.samsung.health.sleep.time_offset,com.samsung.health.sleep.end_time,com.samsung.health.sleep.datauuid",
            [
                "97.9,82,480,2025-01-04 22:00:00.000,UTC+0100,2025-01-05 06:00:00.000,S1",
                "90.0,,60,2025-01-05 12:00:00.000,UTC+0100,2025-01-05 13:00:00.000,S2",
            ])
        try samsungTable(
            "shealth.tracker.heart_rate",
            ",source,tag_id,com.samsung.health.heart_rate.start_time,com.samsung.health.heart_rate.time_offset,"
                + "com.samsung.health.heart_rate.end_time,com.samsung.health.heart_rate.heart_rate",
            [
                ",21313,2025-01-05 02:00:00.000,UTC+0100,2025-01-05 02:00:00.000,52.0",
                ",21313,2025-01-05 03:00:00.000,UTC+0100,2025-01-05 04:00:00.000,55.5",
                // The morning the export was made.
                ",21313,2025-01-06 08:00:00.000,UTC+0100,2025-01-06 08:00:00.000,61.0",
            ])
        try samsungTable(
            "health.hrv",
            "create_sh_ver,start_time,custom,binning_data,modify_sh_ver,update_time,create_time,time_offset,deviceuuid,"
                + "comment,pkg_name,end_time,datauuid",
            [
                "63010042,2025-01-05 03:00:00.000,,u1.binning_data.json,63010042,,,UTC+0100,dev,,pkg,"
                    + "2025-01-05 04:00:00.000,u1"
            ])
        // 2025-01-05 00:00 UTC is 1,736,035,200,000 ms; the 6th, the day the export was made (its
        // steps only until then), a day later.
        try samsungTable(
            "shealth.step_daily_trend",
            "binning_data,update_time,create_time,source_pkg_name,source_type,count,speed,distance,calorie,deviceuuid,"
                + "pkg_name,datauuid,day_time",
            [
                ",,,all,-2,9000,1.2,6000,300,dev,pkg,x,1736035200000",
                ",,,watch,0,5000,1.2,3000,200,dev,pkg,y,1736035200000",
                ",,,all,-2,1200,1.2,800,40,dev,pkg,z,1736121600000",
            ])
        try samsungTable("shealth.badge", "a,b", ["1,2"])
        return path(SamsungHealthExportTests.folder)
    }
}
