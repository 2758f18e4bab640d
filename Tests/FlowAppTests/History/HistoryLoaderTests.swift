import FlowApp
import FlowFeatures
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// The loader reads any history into a table and tells its observer each step as it happens.
final class HistoryLoaderTests: FolderTestCase {
    func testARecordsCSVIsImportedFeaturisedAndObservedInOrder() throws {
        let file = path("records.csv")
        try """
        kind,start,end,value,source
        sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,asleep,W
        resting_hr,2026-03-02T08:00:00+01:00,2026-03-02T08:00:00+01:00,52,W
        steps,2026-03-02T09:00:00+01:00,2026-03-02T10:00:00+01:00,1200,W

        """.write(toFile: file, atomically: false, encoding: .utf8)
        let seen = Seen()
        let observer = seen.observer
        let loaded = try HistoryLoader.load(
            HistoryRequest(path: file), settings: FeatureSettings(), observer: observer)
        // Two local dates (the night starts on the 1st), three records, one hour ahead of UTC.
        XCTAssertEqual(seen.events, ["imported 3", "featurised 2"])
        XCTAssertEqual(loaded.table.rows.map(\.day.description), ["2026-03-01", "2026-03-02"])
        XCTAssertEqual(loaded.clock, 3600)
        XCTAssertEqual(loaded.name, file)
        XCTAssertNotNil(loaded.records)
        XCTAssertEqual(loaded.report?.acceptedCount, 3)
    }

    func testTwoHistoriesArePooledAndAFeatureTableIsRefused() throws {
        try """
        kind,start,end,value,source
        sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,asleep,Ring
        resting_hr,2026-03-01T08:00:00+01:00,2026-03-01T08:00:00+01:00,52,Ring

        """.write(toFile: path("ring.csv"), atomically: false, encoding: .utf8)
        try """
        kind,start,end,value,source
        resting_hr,2026-03-01T08:00:00+01:00,2026-03-01T08:00:00+01:00,52,Ring
        steps,2026-03-01T09:00:00+01:00,2026-03-01T10:00:00+01:00,1200,Watch

        """.write(toFile: path("watch.csv"), atomically: false, encoding: .utf8)
        let seen = Seen()
        let observer = seen.observer
        var request = HistoryRequest(path: path("ring.csv"))
        request.morePaths = [path("watch.csv")]
        let loaded = try HistoryLoader.load(request, settings: FeatureSettings(), observer: observer)
        // 2 + 2 records, the ring's resting HR in both: 3 pooled.
        XCTAssertEqual(
            seen.events,
            [
                "imported 2", "imported 2", "pooled 2 histories: 3 records, 1 found in more than one counted once",
                "featurised 2",
            ])
        XCTAssertEqual(loaded.records?.count, 3)
        XCTAssertEqual(loaded.name, path("ring.csv") + " + " + path("watch.csv"))
        // The resting HR of 03-01 is row 03-02's; the steps of 03-01 too.
        XCTAssertEqual(loaded.table.rows.last?[.restingHR], 52)
        XCTAssertEqual(loaded.table.rows.last?[.steps], 1200)

        try FeatureTable(history: loaded.records!).csv().write(
            toFile: path("table.csv"), atomically: false, encoding: .utf8)
        request.morePaths = [path("table.csv")]
        XCTAssertThrowsError(try HistoryLoader.load(request, settings: FeatureSettings())) { error in
            XCTAssertTrue("\(error)".contains("is a feature table: only raw histories can be pooled"), "\(error)")
        }
    }
}

/// What a load told its observer, in order.
private final class Seen: @unchecked Sendable {
    var events: [String] = []

    /// An observer writing down the import, featurisation and notes it is told of.
    var observer: LoadObserver {
        LoadObserver(
            imported: { self.events.append("imported \($0.acceptedCount)") },
            featurised: { self.events.append("featurised \($0.rows.count)") },
            note: { self.events.append($0) })
    }
}
