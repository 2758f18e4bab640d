import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// WHOOP's export read from files made by hand from the format sheet (`WhoopFixture`); every
/// expected number is worked out from the fixture's cells in the comments.
final class WhoopExportTests: FolderTestCase {

    func testTheZipReadsAsTheFolder() throws {
        try WhoopFixture.write(to: path("w"))
        let names = ["physiological_cycles.csv", "sleeps.csv", "journal_entries.csv"]
        try ZipWriter.write(
            archive: path("my_whoop_data.zip"),
            files: names.map { (name: "my_whoop_data_2024_05_03/" + $0, path: path("w/" + $0)) })
        XCTAssertEqual(try HistoryFormat.detect(path: path("my_whoop_data.zip")), .whoop)
        let (zipped, _) = try WhoopExport.read(path: path("my_whoop_data.zip"))
        let (folder, _) = try WhoopExport.read(path: path("w"))
        XCTAssertEqual(FeatureTable(history: zipped), FeatureTable(history: folder))
        XCTAssertEqual(zipped.checkins, folder.checkins)
    }

    func testOneCyclesFileOnItsOwn() throws {
        try WhoopFixture.write(to: path("w"), cyclesOnly: true)
        XCTAssertEqual(try HistoryFormat.detect(path: path("w/physiological_cycles.csv")), .whoop)
        let (history, report) = try WhoopExport.read(path: path("w/physiological_cycles.csv"))
        XCTAssertEqual(history.sleep.count, 3)
        XCTAssertEqual(report.layout, "WHOOP export (physiological_cycles.csv)")
    }

    func testAMissingColumnAndASpreadsheetsDatesAreNamed() throws {
        let dropped = WhoopFixture.cycles.replacingOccurrences(of: "Day Strain,", with: "Strain,")
        try write(dropped, "physiological_cycles.csv", in: "a")
        XCTAssertThrowsError(try WhoopExport.read(path: path("a"))) { error in
            XCTAssertEqual(
                "\(error)", path("a") + "/physiological_cycles.csv:1: the header has no column 'Day Strain'")
        }
        let resaved = WhoopFixture.cycles.replacingOccurrences(of: "2024-05-01 22:51:00", with: "01/05/2024 22:51")
        try write(resaved, "physiological_cycles.csv", in: "b")
        XCTAssertThrowsError(try WhoopExport.read(path: path("b"))) { error in
            XCTAssertTrue(
                "\(error)".contains("physiological_cycles.csv:3: Cycle start time '01/05/2024 22:51'"), "\(error)")
        }
    }

    func testQuestionsAsBehaviourNames() {
        XCTAssertEqual(WhoopExport.behaviour("Have any alcoholic drinks?"), "have_any_alcoholic_drinks")
        XCTAssertEqual(WhoopExport.behaviour("  Read (in bed) "), "read_in_bed")
        XCTAssertEqual(WhoopExport.behaviour("Use CBD/THC?"), "use_cbd_thc")
        XCTAssertEqual(WhoopExport.behaviour("?!"), "")
    }
}
