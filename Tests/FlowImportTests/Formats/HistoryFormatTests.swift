import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

/// What a `--history` input holds, told from its first bytes and its files' names, never from
/// the path's own name; what cannot be read is refused saying what it is.
final class HistoryFormatTests: FolderTestCase {
    func testEachKindByItsContent() throws {
        XCTAssertEqual(try HistoryFormat.detect(path: try write("kind,start,end,value,source\n", "a.xml")), .recordsCSV)
        XCTAssertEqual(
            try HistoryFormat.detect(path: try write("# flow features: max_hr=190\n", "t.csv")), .featureTable)
        XCTAssertEqual(
            try HistoryFormat.detect(path: try write("<?xml version=\"1.0\"?>\n<HealthData>\n", "r.csv")),
            .appleHealthXML)
        try write("[]", "sleep.json", in: "fitbit")
        XCTAssertEqual(try HistoryFormat.detect(path: path("fitbit")), .takeout)
        try write("x", "physiological_cycles.csv", in: "whoop")
        XCTAssertEqual(try HistoryFormat.detect(path: path("whoop")), .whoop)
        XCTAssertThrowsError(try HistoryFormat.detect(path: path("none"))) {
            XCTAssertEqual($0 as? InputError, .missing(file: path("none")))
        }
        let table = try write("# flow features: max_hr=190\n", "t2.csv")
        XCTAssertThrowsError(try HistoryFormat.featureTable.records(OpenedHistory(path: table))) {
            XCTAssertEqual("\($0)", "\(table): is a feature table, which holds no raw records")
        }
    }

    /// A FIT file, a folder and a zip of another vendor's files, and binary data: each refused
    /// (65) saying what it is and what flow looked for, never quoting its bytes.
    func testWhatNoFormatReadsIsRefusedSayingWhatItIs() throws {
        // A FIT file's header: size 14, protocol 0x10, profile, data size, ".FIT", CRC.
        var fit: [UInt8] = [14, 0x10, 0x52, 0x08, 0x20, 0, 0, 0] + Array(".FIT".utf8) + [0x01, 0x02]
        fit += [0x40, 0, 0, 0, 0, 0xFF, 0x00]
        let fitFile = path("activity.fit")
        XCTAssertTrue(FileManager.default.createFile(atPath: fitFile, contents: Data(fit)))
        let lookedFor =
            "looked for Apple Health, WHOOP, Oura, Garmin, Samsung Health, Fitbit / Google Takeout, Health Auto Export, "
            + "Health Connect (Android) files"
        func refusal(_ path: String) -> String {
            do {
                _ = try HistoryFormat.detect(path: path)
                return "accepted"
            } catch {
                XCTAssertEqual((error as? FlowError)?.kind, .data, "\(error)")
                return "\(error)"
            }
        }
        XCTAssertEqual(
            refusal(fitFile),
            "\(fitFile): a Garmin FIT file (one activity from a device); flow reads Garmin's account export "
                + "(the DI_CONNECT folder or its zip), not FIT files")
        try write("t,hr\n1,60\n", "hr.csv", in: "polar/training-sessions")
        XCTAssertEqual(
            refusal(path("polar")),
            "\(path("polar")): no export flow knows (\(lookedFor)); this folder holds 1 file: training-sessions/hr.csv")
        try ZipWriter.write(
            archive: path("polar.zip"), files: [("training-sessions/hr.csv", path("polar/training-sessions/hr.csv"))])
        XCTAssertEqual(
            refusal(path("polar.zip")),
            "\(path("polar.zip")): no export flow knows (\(lookedFor)); this zip holds 1 file: training-sessions/hr.csv"
        )
        let binary = path("random.bin")
        XCTAssertTrue(
            FileManager.default.createFile(atPath: binary, contents: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3])))
        XCTAssertEqual(
            refusal(binary), "\(binary): binary data, not an export flow knows (\(lookedFor), or a records CSV)")
    }

    /// Google's Takeout as it arrives: the zip read directly gives the folder's table, and the
    /// same Takeout split into two zips (each holding part of `Takeout/`), given together or as
    /// a folder holding both, reads as one export.
    func testATakeoutZipAndItsPartsReadAsTheFolderDoes() throws {
        let files: [(String, String)] = [
            ("Takeout/Fitbit/Your Profile/Profile.csv", "id,full_name,timezone\nABC,Pat Doe,America/Los_Angeles\n"),
            (
                "Takeout/Fitbit/Global Export Data/sleep-2025-08-13.json",
                #"[{"logId": 7, "dateOfSleep": "2025-08-14", "startTime": "2025-08-13T23:00:00.000", "endTime": "2025-08-14T07:00:00.000", "type": "stages", "mainSleep": true, "levels": {"data": [{"dateTime": "2025-08-13T23:00:00.000", "level": "light", "seconds": 28800}]}}]"#
            ),
            (
                "Takeout/Fitbit/Global Export Data/resting_heart_rate-2025-08-14.json",
                #"[{"dateTime": "08/14/25 00:00:00", "value": {"date": "08/14/25", "value": 55.5, "error": 6.8}}]"#
            ),
            (
                "Takeout/Fitbit/Global Export Data/heart_rate-2025-08-14.json",
                #"[{"dateTime": "08/14/25 10:00:00", "value": {"bpm": 61, "confidence": 2}}, {"dateTime": "08/14/25 10:00:05", "value": {"bpm": 62, "confidence": 2}}]"#
            ),
            ("Takeout/Fitbit/Stress Score/Stress Score.csv", "DATE,STRESS_SCORE\n2025-08-14,80\n"),
        ]
        for (name, text) in files { try write(text, ExportFiles.baseName(name), in: "unzipped/" + dirname(name)) }
        let unzipped = path("unzipped")
        try ZipWriter.write(
            archive: path("takeout-20250815T000000Z-001.zip"), files: files.map { ($0.0, path("unzipped/" + $0.0)) })
        try FileManager.default.createDirectory(atPath: path("parts"), withIntermediateDirectories: true)
        try ZipWriter.write(
            archive: path("parts/takeout-20250815T000000Z-001.zip"),
            files: files.prefix(2).map { ($0.0, path("unzipped/" + $0.0)) })
        try ZipWriter.write(
            archive: path("parts/takeout-20250815T000000Z-002.zip"),
            files: files.dropFirst(2).map { ($0.0, path("unzipped/" + $0.0)) })

        func table(_ input: OpenedHistory) throws -> (String, ImportReport) {
            let format = try HistoryFormat.detect(input)
            XCTAssertEqual(format, .takeout, input.name)
            let (history, report) = try format.records(input)
            let table = FeatureTable(history: history)
            return (table.csv(rows: table.rows), report)
        }
        let (expected, folderReport) = try table(OpenedHistory(path: unzipped))
        XCTAssertEqual(folderReport.acceptedCount, 4)  // a night, a resting HR, two heart-rate samples
        XCTAssertEqual(folderReport.notRead, ["Stress Score (1 file)"])
        let zip = try table(OpenedHistory(path: path("takeout-20250815T000000Z-001.zip")))
        XCTAssertEqual(zip.0, expected)
        XCTAssertEqual(zip.1.notRead, folderReport.notRead)
        let parts = [path("parts/takeout-20250815T000000Z-001.zip"), path("parts/takeout-20250815T000000Z-002.zip")]
        XCTAssertTrue(OpenedHistory.areTakeoutParts(parts))
        XCTAssertFalse(OpenedHistory.areTakeoutParts([unzipped]))
        XCTAssertEqual(try table(OpenedHistory(parts: parts)).0, expected)
        // A folder holding only the parts is the parts.
        XCTAssertEqual(try table(OpenedHistory(path: path("parts"))).0, expected)
        // Either part alone is not the whole: the second has no profile, so no zone.
        XCTAssertThrowsError(try table(OpenedHistory(path: parts[1]))) {
            XCTAssertTrue("\($0)".contains("needs the person's time zone") || "\($0)".contains("time zone"), "\($0)")
        }
    }

    private func dirname(_ name: String) -> String { name.split(separator: "/").dropLast().joined(separator: "/") }
}
