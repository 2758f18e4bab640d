import FlowRecords
import XCTest

@testable import FlowCompare

/// The pairs compared and how flow's side is named; a morning's gap between its two ranks.
final class DeviceComparisonTests: XCTestCase {
    func testPairsAndNames() {
        // WHOOP's Day Strain (0-21) beside Strain.
        XCTAssertEqual(
            ScorePair.all(strainOutOf: 21).map { "\($0.device)~\($0.flow)" },
            ["device_recovery~recovery_flow", "device_recovery~recovery", "device_sleep~sleep", "device_strain~strain"])
        XCTAssertEqual(
            ScorePair.all(strainOutOf: 21).map(\.flowPhrase),
            [
                "flow's Recovery Flow", "flow's Recovery score", "flow's Sleep score", "flow's Strain score",
            ])
        // Oura's Activity Score (0-100) beside Activeness, what it measures (SPEC 21).
        XCTAssertEqual(ScorePair.all().last, ScorePair(device: "device_strain", flow: "activeness"))
        XCTAssertEqual(ScorePair.all().last?.flowPhrase, "flow's Activeness score")
        let m = PairedMorning(
            day: CalendarDay(year: 2026, month: 1, day: 1)!, device: 34, deviceOn100: 34, flow: 71, deviceRank: 2.5,
            flowRank: 14, drivers: [])
        XCTAssertEqual(m.rankGap, 11.5)
    }
}
