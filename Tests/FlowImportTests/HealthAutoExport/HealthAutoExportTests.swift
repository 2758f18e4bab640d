import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Health Auto Export files as a format: recognised by their opening, one file or the synced
/// folder read as one history, what flow does not read named with its count.
final class HealthAutoExportTests: FolderTestCase {
    func testRecognisedByItsOpeningOnly() {
        XCTAssertTrue(HealthAutoExport.recognises(head: Array(#"{"data": {"metrics": [ "#.utf8)))
        XCTAssertTrue(HealthAutoExport.recognises(head: Array("\u{FEFF}{\n  \"data\" : {\n \"workouts\"".utf8)))
        XCTAssertTrue(HealthAutoExport.recognises(head: Array(#"{"data":{}}"#.utf8)))
        // Without the `data` wrapper, as some automations post it.
        XCTAssertTrue(HealthAutoExport.recognises(head: Array(#"{"metrics": []}"#.utf8)))
        XCTAssertTrue(HealthAutoExport.recognises(head: Array(#"{ "workouts" : [ {"#.utf8)))
        XCTAssertFalse(HealthAutoExport.recognises(head: Array(#"{"metrics": {}}"#.utf8)))
        XCTAssertFalse(HealthAutoExport.recognises(head: Array(#"{"metricsList": []}"#.utf8)))
        XCTAssertFalse(HealthAutoExport.recognises(head: Array(#"{"sleep": []}"#.utf8)))
        XCTAssertFalse(HealthAutoExport.recognises(head: Array("[{\"dateTime\": 1}]".utf8)))
    }

    /// The sheet's example through detection: 1 heart rate, 1 resting HR, 1 HRV, 1 step sample,
    /// a weighing, a summary night (in_bed and core, deep, rem, awake totals); active energy
    /// (2 entries) and the workout named, not read.
    func testTheSheetsExample() throws {
        let file = try write(HealthAutoExportFixture.day1, "export.json")
        let opened = try OpenedHistory(path: file)
        XCTAssertEqual(try HistoryFormat.detect(opened).name, "Health Auto Export")
        let (history, report) = try HistoryFormat.detect(opened).records(opened)
        XCTAssertEqual(history.heartRate.count, 1)
        XCTAssertEqual(history.restingHR.map(\.value), [48])
        XCTAssertEqual(history.hrvSDNN.map(\.value), [58.5])
        XCTAssertEqual(history.steps.map(\.value), [412])
        // 172.4 lb × 0.45359237 kg/lb; no source written: the app's name stands for it.
        XCTAssertEqual(history.bodyMass.first?.value ?? 0, 172.4 * 0.45359237, accuracy: 1e-9)
        XCTAssertEqual(history.sources[history.bodyMass[0].source], "Health Auto Export")
        XCTAssertEqual(history.sleep.map(\.stage), [.inBed])
        XCTAssertEqual(Set(history.sleepTotals.map(\.stage)), [.core, .deep, .rem, .awake])
        XCTAssertEqual(history.activeEnergy.map(\.value), [12.5, 30])  // kcal, as written
        XCTAssertEqual(report.notRead, ["workouts (1)"])
        XCTAssertEqual(report.rejectedCount, 0)
    }

    /// The night as a summary night of its sleep span, 23:02 to 06:41 (7.65 h): asleep = core +
    /// deep + rem = 4.1 + 1.1 + 1.45 = 6.65 h; deep 1.1/6.65, REM 1.45/6.65 of it; midpoint
    /// 02:51:30, 2.8583 h after midnight.
    func testTheNightsFeatures() throws {
        let (history, _) = try HealthAutoExport.read(
            path: try write(HealthAutoExportFixture.day1, "d.json"), files: nil)
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2026-07-12" })
        XCTAssertEqual(row[.sleepHours], 6.65, accuracy: 1e-9)
        XCTAssertEqual(row[.inBedHours], 7.65, accuracy: 1e-9)
        XCTAssertEqual(row[.deepShare], 1.1 / 6.65, accuracy: 1e-9)
        XCTAssertEqual(row[.remShare], 1.45 / 6.65, accuracy: 1e-9)
        XCTAssertEqual(row[.sleepMidpoint], 2 + 51.5 / 60, accuracy: 1e-9)
        XCTAssertFalse(row[.sleepMissing])
        XCTAssertEqual(row[.hrvSDNN], 58.5)
    }

    /// A night without stages (`asleep` holds it all) is one asleep total and no stage detail.
    func testAnUnstagedNight() throws {
        let night = HealthAutoExportFixture.night.replacingOccurrences(of: #""asleep": 0"#, with: #""asleep": 6.5"#)
            .replacingOccurrences(
                of: #""core": 4.1, "deep": 1.1, "rem": 1.45"#, with: #""core": 0, "deep": 0, "rem": 0"#)
        let text = #"{"data": {"metrics": [{"name": "sleep_analysis", "units": "hr", "data": ["# + night + "]}]}}"
        let (history, _) = try HealthAutoExport.read(path: try write(text, "n.json"), files: nil)
        XCTAssertEqual(history.sleepTotals.filter { $0.stage == .asleep }.map(\.minutes), [390])
        XCTAssertFalse(history.sleepTotals.contains { [.core, .deep, .rem].contains($0.stage) })
    }

    /// The synced folder: both days' files read as one; the resting HR and HRV the second file
    /// repeats are exact duplicates, counted once each.
    func testTheSyncedFolderReadsAsOne() throws {
        try HealthAutoExportFixture.writeFolder(folder.appendingPathComponent("sync"))
        let opened = try OpenedHistory(path: path("sync"))
        XCTAssertEqual(try HistoryFormat.detect(opened).name, "Health Auto Export")
        let (history, report) = try HistoryFormat.detect(opened).records(opened)
        XCTAssertEqual(history.restingHR.map(\.value), [48, 50])
        XCTAssertEqual(history.hrvSDNN.map(\.value), [58.5, 61])
        XCTAssertEqual(report.rejected, [.exactDuplicate: 2])
        XCTAssertEqual(report.layout, "Health Auto Export JSON, 2 files of 2")
        // Only the files a library has not seen: the second alone.
        let (second, _) = try HealthAutoExport.read(
            path: path("sync"), files: opened.files, only: ["HealthAutoExport-2026-07-13.json"])
        XCTAssertEqual(second.restingHR.map(\.value), [48, 50])
        XCTAssertTrue(second.sleep.isEmpty)
    }

    /// One huge array of 56 MB (600,000 entries of a metric flow does not read, then one resting
    /// HR): streamed, so the process's own peak memory stays far under the file's size; the
    /// 2 GB version is the library benchmark's (docs/performance.md).
    func testAHugeArrayIsStreamedInBoundedMemory() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no flow binary at \(bin)") }
        let file = path("huge.json")
        FileManager.default.createFile(atPath: file, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        let opening = #"{"data": {"metrics": [{"name": "active_energy", "units": "kcal", "data": ["#
        try out.write(contentsOf: Data(opening.utf8))
        let entry = #"{"date": "2026-07-12 07:00:00 +0200", "qty": 12.5, "source": "Apple Watch Series 9 (45 mm)"},"#
        let block = Data(String(repeating: entry, count: 10_000).utf8)
        for _ in 0..<60 { try out.write(contentsOf: block) }
        try out.write(contentsOf: Data((entry.dropLast() + "]},").utf8))
        try out.write(contentsOf: Data(HealthAutoExportFixture.day2.dropFirst(#"{"data": {"metrics": ["#.count).utf8))
        try out.close()
        let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as! Int
        XCTAssertGreaterThan(size, 50 << 20)
        guard let (status, peak) = try peakMemory(bin, ["features", "--history", file, "-q"]) else {
            throw XCTSkip("python3 is absent: the peak memory of a child is measured through it")
        }
        XCTAssertEqual(status, 0)
        XCTAssertLessThan(peak, 48 << 20, "peak \(peak >> 20) MB for a \(size >> 20) MB file")
    }
}
