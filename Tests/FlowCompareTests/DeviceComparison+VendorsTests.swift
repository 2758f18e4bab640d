import FlowCompare
import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import XCTest

/// Each vendor's scores in the device columns alone, and one comparison per vendor.
final class DeviceComparisonVendorsTests: XCTestCase {
    func testEachVendorIsComparedApart() throws {
        var records = RecordHistory()
        let (ring, watch) = (records.source(named: "Oura"), records.source(named: "Garmin"))
        let start = CalendarDay(iso: "2026-03-01")!
        for k in 0..<20 {
            let wake = Timestamp(
                instant: Double(start.adding(days: k + 1).ordinal) * 86_400 + 7 * 3600, offsetSeconds: 0)
            let bed = Timestamp(instant: wake.instant - 8 * 3600, offsetSeconds: 0)
            records.sleep.append(SleepSegment(start: bed, end: wake, stage: .core, source: watch))
            records.deviceSleep.append(Measurement(start: wake, end: wake, value: 50 + Double(k), source: ring))
            if k >= 10 {
                records.deviceSleep.append(Measurement(start: wake, end: wake, value: 99 - Double(k), source: watch))
            }
        }
        let table = FeatureTable(history: records)
        // The table's own column: the first source's (Oura's) scores.
        XCTAssertEqual(table.rows.compactMap(\.deviceSleep), (0..<20).map { 50 + Double($0) })
        let garmin = table.rows(deviceScoresOf: watch, in: records)
        XCTAssertEqual(garmin.rows.compactMap(\.deviceSleep), (10..<20).map { 99 - Double($0) })
        XCTAssertEqual(garmin.strainScale, 100)
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: 8)
        let comparisons = DeviceComparison.compare(
            table: table, records: records, days: table.rows[0].day...table.rows.last!.day, results: [], scores: scores)
        XCTAssertEqual(comparisons.map(\.device), ["Oura", "Garmin"])
        XCTAssertEqual(comparisons.map(\.pair.device), ["device_sleep", "device_sleep"])
        XCTAssertEqual(comparisons.map(\.n), [20, 10])
        // Each named by its vendor's own word for the score, never by the column's key.
        XCTAssertTrue(comparisons[0].summary(device: "Oura").hasPrefix("Oura Sleep Score and flow's Sleep score"))
        XCTAssertTrue(
            comparisons[1].summary(device: "Garmin").hasPrefix("Garmin sleep score and flow's Sleep score"))
    }
}
