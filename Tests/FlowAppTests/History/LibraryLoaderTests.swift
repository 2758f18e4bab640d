import FlowApp
import FlowDatabase
import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

/// A library as a history: its stored table when a command needs no raw records and the
/// records have not changed, every record otherwise (the table then stored for next time).
final class LibraryLoaderTests: FolderTestCase {
    func testTheStoredTableOrEveryRecord() throws {
        let part = try sampleRecords(before: "2026-01-20")
        _ = try ImportHistory.run(
            ImportHistory.Request(
                inputs: [part.path], library: path("l.sqlite"), zone: nil, importedAt: 1_800_000_000,
                flowVersion: "test"))
        var quick = HistoryRequest(path: path("l.sqlite"))
        quick.needsRecords = false
        var notes: [String] = []
        let observer = LoadObserver(note: { notes.append($0) })
        let stored = try HistoryLoader.load(quick, settings: FeatureSettings(), observer: observer)
        XCTAssertNil(stored.records)
        XCTAssertTrue(notes.contains { $0.contains("the library's feature table") }, "\(notes)")
        let full = try HistoryLoader.load(HistoryRequest(path: path("l.sqlite")), settings: FeatureSettings())
        XCTAssertEqual(full.records?.count, part.records)
        XCTAssertEqual(stored.table.csv(), full.table.csv())
        // Other settings: no stored table yet, so every record is read, and the table stored.
        var other = FeatureSettings()
        other.maxHR = 180
        let key = "max_hr=180 sleep_need_hours=8 window_days=14 min_observations=5 sex=stated"
        XCTAssertNil(try Library.reading(path("l.sqlite")).storedTable(settings: key))
        let first = try HistoryLoader.load(quick, settings: other)
        XCTAssertNotNil(first.records)
        XCTAssertEqual(try Library.reading(path("l.sqlite")).storedTable(settings: key)?.csv, first.table.csv())
        XCTAssertNil(try HistoryLoader.load(quick, settings: other).records)
    }
}
