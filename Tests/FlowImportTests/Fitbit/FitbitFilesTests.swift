import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// The files of a Fitbit export sorted by family, and the folders a Takeout's report names.
final class FitbitFilesTests: FolderTestCase {
    /// The layout with one file per type: its kinds all older, nothing newer, not a Takeout;
    /// a dated file makes it one.
    func testTheFamiliesOfAFolderWithOneFilePerType() throws {
        try write("[]", "sleep.json", in: "fitbit")
        try write("[]", "resting_heart_rate.json", in: "fitbit")
        try write("[]", "notes.json", in: "fitbit")
        let files = try FitbitFiles(ExportFiles(path: folder.path))
        XCTAssertEqual(files.perType.map(\.type), ["resting_heart_rate", "sleep"])  // name order; notes.json is not one
        XCTAssertEqual(files.older, [.sleep, .restingHR])
        XCTAssertEqual(files.newer, [])
        XCTAssertFalse(files.takeout)
        XCTAssertNil(files.profile)
        try write("[]", "steps-2025-08-13.json", in: "fitbit")
        XCTAssertTrue(try FitbitFiles(ExportFiles(path: folder.path)).takeout)
    }

    /// A folder with no Fitbit file is an error naming the folder.
    func testAFolderWithoutAFitbitFileIsAnError() throws {
        try write("[]", "notes.json")
        XCTAssertThrowsError(try FitbitFiles(ExportFiles(path: folder.path))) { error in
            guard case ImportError.unrecognised(let file, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, folder.path)
        }
    }

    /// The clock: the per-type layout reads local times as +00:00 unless a zone is given; a
    /// Takeout without a zone given has its clocks worked out (TakeoutClocksTests).
    func testTheClockOfEachLayout() throws {
        try write("[]", "sleep.json")
        var reader = FitbitReader(file: folder.path)
        XCTAssertNil(try FitbitFiles(ExportFiles(path: folder.path)).setClock(of: &reader, setting: nil))
        XCTAssertTrue(reader.clockNote.hasPrefix("local wall-clock time read as +00:00"))
        try FitbitFiles(ExportFiles(path: folder.path)).setClock(
            of: &reader, setting: ClockSetting(zone: "Europe/Oslo"))
        XCTAssertEqual(reader.clockNote, "Europe/Oslo, the zone given (the files' local times read in that zone)")
        try write("[]", "sleep-2025-08-13.json", in: "Global Export Data")
        try FileManager.default.removeItem(atPath: folder.path + "/sleep.json")
        // A Takeout without a zone given: its clocks are to be worked out (no profile to start from).
        let inference = try FitbitFiles(ExportFiles(path: folder.path)).setClock(of: &reader, setting: nil)
        XCTAssertNotNil(inference)
        XCTAssertNil(inference?.profile)
    }

    /// A file marks the top-level folder under the root it sits in; a file at the root, or
    /// outside it, marks none.
    func testAFileMarksTheFolderItSitsIn() {
        var read = FoldersRead(root: "Takeout/Fitbit")
        read.mark(["Takeout/Fitbit/Sleep Score/sleep_score.csv", "Takeout/Fitbit/Heart Rate Variability/a/b.csv"])
        read.mark("Takeout/Fitbit/Profile.csv")
        read.mark("Elsewhere/Stress/x.csv")
        XCTAssertEqual(read.names, ["Sleep Score", "Heart Rate Variability"])
        var top = FoldersRead(root: "")
        top.mark("Your Profile/Profile.csv")
        top.mark("sleep.json")
        XCTAssertEqual(top.names, ["Your Profile"])
    }
}
