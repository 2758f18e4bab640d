import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowInference

/// A morning as flat columns: an unscored one has only its date, `scored` 0 and the reason;
/// a scored one its values, with the state and phase read from them.
final class DayResultColumnsTests: XCTestCase {
    private let day = CalendarDay(year: 2026, month: 4, day: 2)!

    func testAnUnscoredMorning() {
        let row = DayResult.outputColumns.csvLine(.unscored(day, .noNightData))
        // 15 columns: the date, 0, the reason and twelve empty cells.
        XCTAssertEqual(row, "2026-04-02,0,no night data" + String(repeating: ",", count: 12))
    }

    func testAScoredMorningAndItsDriver() {
        let driver = Driver(
            feature: .feature(.sleepHours), value: 8.1, usual: 6.9, usualSource: .personal, contribution: 4.5,
            provenance: .observed, fixedReference: false, sentence: "You slept 8.1 h.")
        let flow = DayFlow(
            day: day, prediction: 2.25, flow: 74.5, usualFlow: 70, contributions: [], drivers: [driver], coverage: 7,
            missingData: 0, estimated: -1.5, estimatedFeatures: 1, baselineDays: 10, partialData: nil, trend: 71.25)
        // 74.5 rounds half away from zero to 75: Flowing; 10 measured nights: provisional.
        XCTAssertEqual(
            DayResult.outputColumns.csvLine(.scored(flow)),
            "2026-04-02,1,,2.25,74.5,75,Flowing,provisional,10,71.25,7,70,-1.5,0,")
        XCTAssertEqual(
            Driver.outputColumns.csvLine(driver), "sleep_hours,8.1,6.9,personal,h,4.5,observed,You slept 8.1 h.")
    }
}
