import FlowApp
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
}
