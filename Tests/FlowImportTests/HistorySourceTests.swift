import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

/// What a `--history` path holds, told from its first bytes and its files' names, never from
/// the path's own name.
final class HistorySourceTests: FolderTestCase {
    func testEachKindByItsContent() throws {
        XCTAssertEqual(try HistorySource.detect(path: try write("kind,start,end,value,source\n", "a.xml")), .recordsCSV)
        XCTAssertEqual(
            try HistorySource.detect(path: try write("# flow features: max_hr=190\n", "t.csv")), .featureTable)
        XCTAssertEqual(
            try HistorySource.detect(path: try write("<?xml version=\"1.0\"?>\n<HealthData>\n", "r.csv")),
            .appleHealthXML)
        try write("x", "plain", in: "fitbit")
        XCTAssertEqual(try HistorySource.detect(path: path("fitbit")), .fitbitFolder)
        try write("x", "physiological_cycles.csv", in: "whoop")
        XCTAssertEqual(try HistorySource.detect(path: path("whoop")), .whoop)
        XCTAssertThrowsError(try HistorySource.detect(path: path("none"))) {
            XCTAssertEqual($0 as? InputError, .missing(file: path("none")))
        }
        let table = try write("# flow features: max_hr=190\n", "t2.csv")
        XCTAssertThrowsError(try HistorySource.featureTable.records(path: table)) {
            XCTAssertEqual("\($0)", "\(table): is a feature table, which holds no raw records")
        }
        XCTAssertTrue(TimeZoneName.isKnown("Europe/Oslo"))
    }
}
