import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowApp
@testable import FlowCommandLine
@testable import FlowCompare

/// `flow compare` in words: where device scores come from when there are none, too few
/// mornings said with the number needed, and a morning that differs with its numbers.
final class CompareTextTests: XCTestCase {
    private let days = CalendarDay(year: 2026, month: 1, day: 1)!...CalendarDay(year: 2026, month: 1, day: 20)!

    func testNoneAndTooFew() {
        XCTAssertEqual(
            CompareText.text(CompareDevice.Result(comparisons: [], devices: [], days: days)), CompareText.whereFrom)
        let rows = (0..<5).map { k -> FeatureRow in
            var r = FeatureRow(
                day: days.lowerBound.adding(days: k), values: Array(repeating: 0, count: 19),
                provenance: Array(repeating: .observed, count: 19), flags: Array(repeating: false, count: 9))
            r.deviceRecovery = Double(60 + k)
            return r
        }
        let c = DeviceComparison.compare(rows: rows, results: [], scores: [])
        let text = CompareText.text(CompareDevice.Result(comparisons: c, devices: ["WHOOP"], days: days))
        XCTAssertTrue(text.hasPrefix("WHOOP beside flow, 2026-01-01 to 2026-01-20. Neither score is the truth"), text)
        XCTAssertTrue(
            text.contains("The device's recovery score and flow's Recovery Flow: 0 mornings with both, 14 needed\n"),
            text)
    }

    func testAMorningThatDiffers() {
        let m = PairedMorning(
            day: days.lowerBound, device: 34, deviceOn100: 34, flow: 71.4, deviceRank: 1, flowRank: 20, drivers: [])
        XCTAssertEqual(CompareText.line(m, device: "WHOOP"), "2026-01-01: WHOOP 34, flow 71")
        var told = m
        told.facts = ["4,486 steps (usual 13,611)", "210 kcal active (usual 620)"]
        XCTAssertEqual(
            CompareText.line(told, device: "Oura Activity"),
            "2026-01-01: Oura Activity 34, flow 71: 4,486 steps (usual 13,611); 210 kcal active (usual 620)")
    }
}
