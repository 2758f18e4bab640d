import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// The zone and sex of a Takeout profile, read by column name, quoted fields across lines allowed.
final class TakeoutProfileTests: FolderTestCase {
    func testZoneAndSex() throws {
        let file = try write(
            "id,about_me,Gender,timezone\n1,\"runs, swims\nand cycles\",FEMALE,America/Los_Angeles\n", "Profile.csv")
        XCTAssertEqual(try TakeoutProfile.zone(file: file), "America/Los_Angeles")
        XCTAssertEqual(try TakeoutProfile.sex(file: file), .female)
        XCTAssertEqual(try TakeoutProfile.value(file: file, column: "about_me"), "runs, swims\nand cycles")
    }

    func testBlankUnknownAndMissing() throws {
        let blank = try write("id,gender,timezone\n1,NOT_SPECIFIED,\n", "blank.csv")
        XCTAssertNil(try TakeoutProfile.zone(file: blank))
        XCTAssertNil(try TakeoutProfile.sex(file: blank))
        XCTAssertNil(try TakeoutProfile.zone(file: try write("id\n1\n", "none.csv")))
        let mars = try write("id,timezone\n1,Mars/Olympus\n", "mars.csv")
        XCTAssertThrowsError(try TakeoutProfile.zone(file: mars)) {
            XCTAssertEqual(
                $0 as? InputError,
                .badLine(
                    file: mars, line: 2, problem: "the timezone 'Mars/Olympus' is not a zone the tz database knows"))
        }
    }
}
