import FlowApp
import FlowFeatures
import FlowImport
import FlowKit
import FlowRecords
import FlowTestSupport
import XCTest

/// `flow compare`'s use case: the sources that wrote device scores, and the comparison of a
/// history's device recovery with flow's counterparts.
final class CompareDeviceTests: FolderTestCase {
    func testTheDevicesAreTheSourcesOfDeviceScores() {
        var records = RecordHistory()
        let (watch, ring, strap) = (
            records.source(named: "Watch"), records.source(named: "Oura"), records.source(named: "WHOOP")
        )
        let t = Timestamp(instant: 0, offsetSeconds: 0)
        records.restingHR = [Measurement(start: t, end: t, value: 52, source: watch)]
        records.deviceSleep = [Measurement(start: t, end: t, value: 80, source: ring)]
        records.deviceStrain = [Measurement(start: t, end: t, value: 12, source: strap)]
        XCTAssertEqual(CompareDevice.devices(records), ["Oura", "WHOOP"])
    }

    func testAHistoryWithoutDeviceScoresComparesNothing() throws {
        let file = try write(
            RecordsCSV.header + "\nsleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,Watch\n", "r.csv")
        let result = try CompareDevice.run(history: HistoryRequest(path: file), window: DayWindow())
        XCTAssertEqual(result.comparisons.count, 0)
        XCTAssertEqual(result.devices, [])
        XCTAssertEqual(result.days, CalendarDay(iso: "2026-03-01")!...CalendarDay(iso: "2026-03-02")!)
    }

    /// Two exports that both score sleep (a Fitbit's and a Garmin's, given in that order): the
    /// table's column holds the first's scores, and the comparison has one row per vendor, each
    /// with its own mornings, never one column of both.
    func testTwoVendorsScoresStayApart() throws {
        func night(_ k: Int, source: String, score: Double?) -> String {
            let day = CalendarDay(iso: "2026-03-01")!.adding(days: k)
            var lines = [
                "sleep,\(day)T23:00:00+01:00,\(day.adding(days: 1))T06:\(String(format: "%02d", 30 + k % 20)):00+01:00,core,\(source)",
                "resting_hr,\(day.adding(days: 1))T07:00:00+01:00,\(day.adding(days: 1))T07:00:00+01:00,\(50 + k % 5),\(source)",
            ]
            if let score {
                lines.append(
                    "device_sleep,\(day.adding(days: 1))T07:00:00+01:00,\(day.adding(days: 1))T07:00:00+01:00,\(score),\(source)"
                )
            }
            return lines.joined(separator: "\n")
        }
        // Fitbit scores 20 mornings (60 + k); Garmin scores 16 of them (90 - k), from the fifth on.
        let fitbit = (0..<20).map { night($0, source: "Fitbit", score: 60 + Double($0)) }
        let garmin = (4..<20).map { night($0, source: "Garmin", score: 90 - Double($0)) }
        let a = try write(RecordsCSV.header + "\n" + fitbit.joined(separator: "\n") + "\n", "fitbit.csv")
        let b = try write(RecordsCSV.header + "\n" + garmin.joined(separator: "\n") + "\n", "garmin.csv")
        var request = HistoryRequest(path: a)
        request.morePaths = [b]
        var notes: [String] = []
        let observer = LoadObserver(note: { notes.append($0) })
        let result = try CompareDevice.run(history: request, window: DayWindow(), observer: observer)
        let sleep = result.comparisons.filter { $0.pair.device == "device_sleep" }
        XCTAssertEqual(sleep.map(\.device), ["Fitbit", "Garmin"])
        XCTAssertEqual(sleep.map(\.n), [20, 16])
        XCTAssertEqual(sleep[0].paired.map(\.device), (0..<20).map { 60 + Double($0) })
        XCTAssertEqual(sleep[1].paired.map(\.device), (4..<20).map { 90 - Double($0) })
        XCTAssertEqual(result.devices, ["Fitbit", "Garmin"])
        XCTAssertTrue(
            notes.contains(
                "device_sleep: the table holds Fitbit's scores (the history given first); Garmin's are compared apart "
                    + "by flow compare and the report"), "\(notes)")
        // The table's column: Fitbit's scores only, on every morning Fitbit scored.
        let table = try HistoryLoader.load(request, settings: FeatureSettings()).table
        XCTAssertEqual(table.rows.compactMap(\.deviceSleep), (0..<20).map { 60 + Double($0) })
    }
}
