import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// The zone and sex of a Takeout profile, read by column name, quoted fields across lines allowed.
final class TakeoutProfileTests: FolderTestCase {
    /// The test's folder as an export, and a file's name in it.
    private func export() throws -> ExportFiles { try ExportFiles(path: folder.path) }
    private func name(_ file: String) -> String { String(file.dropFirst(folder.path.count + 1)) }

    func testZoneAndSex() throws {
        let file = try write(
            "id,about_me,Gender,timezone\n1,\"runs, swims\nand cycles\",FEMALE,America/Los_Angeles\n", "Profile.csv")
        XCTAssertEqual(try TakeoutProfile.zone(try export(), name(file)), "America/Los_Angeles")
        XCTAssertEqual(try TakeoutProfile.sex(try export(), name(file)), .female)
        XCTAssertEqual(
            try TakeoutProfile.value(try export(), name(file), column: "about_me"), "runs, swims\nand cycles")
    }

    func testBlankUnknownAndMissing() throws {
        let blank = try write("id,gender,timezone\n1,NOT_SPECIFIED,\n", "blank.csv")
        XCTAssertNil(try TakeoutProfile.zone(try export(), name(blank)))
        XCTAssertNil(try TakeoutProfile.sex(try export(), name(blank)))
        let none = try write("id\n1\n", "none.csv")
        XCTAssertNil(try TakeoutProfile.zone(try export(), name(none)))
        let mars = try write("id,timezone\n1,Mars/Olympus\n", "mars.csv")
        XCTAssertThrowsError(try TakeoutProfile.zone(try export(), name(mars))) {
            XCTAssertEqual(
                $0 as? InputError,
                .badLine(
                    file: mars, line: 2, problem: "the timezone 'Mars/Olympus' is not a zone the tz database knows"))
        }
    }
}
