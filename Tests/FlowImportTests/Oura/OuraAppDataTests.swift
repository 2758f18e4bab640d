import XCTest

@testable import FlowImport

/// The newer Oura export's files told by name: lower case, date-split, alternative names.
final class OuraAppDataTests: XCTestCase {
    func testTheTypeOfEachFile() {
        XCTAssertEqual(OuraAppData.type(of: "App Data/sleepmodel.csv"), "sleepmodel")
        XCTAssertEqual(OuraAppData.type(of: "App Data/DailySleep_2024-01-01_2024-12-31.csv"), "dailysleep")
        XCTAssertEqual(OuraAppData.type(of: "x/App Data/tag.csv"), "tag")
        XCTAssertEqual(OuraAppData.type(of: "App Data/sleep.csv"), "sleep")
        XCTAssertNil(OuraAppData.type(of: "App Data/sleeptime.csv"))
        XCTAssertNil(OuraAppData.type(of: "App Data/heartrate.csv"))
        XCTAssertNil(OuraAppData.type(of: "App Data/sleepmodel.json"))
        XCTAssertTrue(OuraAppData.recognises(["export/App Data/dailyreadiness.csv"]))
        XCTAssertFalse(OuraAppData.recognises(["export/App Data/tag.csv"]))
    }
}
