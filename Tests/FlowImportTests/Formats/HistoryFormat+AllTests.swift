import FlowImport
import XCTest

/// The declarations: eleven names, each format's facts where the format says them.
final class HistoryFormatAllTests: XCTestCase {
    func testTheDeclaredFormats() {
        XCTAssertEqual(
            HistoryFormat.names,
            [
                "flow library", "feature table", "Apple Health", "WHOOP", "Oura", "Garmin", "Samsung Health",
                "Fitbit / Google Takeout", "Health Auto Export", "Health Connect (Android)", "records CSV",
            ])
        XCTAssertEqual(HistoryFormat.accepted.first { $0.name == "Apple Health" }?.accepts, "export.xml or export.zip")
        XCTAssertEqual(HistoryFormat.whoop.strainScale, 21)
        XCTAssertEqual(HistoryFormat.all.filter { $0.strainScale != nil }.map(\.name), ["WHOOP"])
        XCTAssertEqual(HistoryFormat.all.filter { !$0.holdsRecords }, [.featureTable])
        XCTAssertEqual(HistoryFormat.all.first, .library)  // a SQLite file is told by its header before anything else
        XCTAssertEqual(HistoryFormat.all.filter(\.showsProgress).map(\.accepts), ["export.xml", "export.zip"])
    }
}
