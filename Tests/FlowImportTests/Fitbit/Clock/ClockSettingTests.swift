import FlowRecords
import XCTest

@testable import FlowImport

/// Zones given by hand: one for the whole history, zones from dates on; what cannot be read.
final class ClockSettingTests: XCTestCase {
    func testZonesAndDatedZones() throws {
        let s = try ClockSetting.parse(["America/Chicago", "Asia/Bangkok@2025-10-28", "Europe/Paris@2025-06-01"]).get()
        XCTAssertEqual(s.zone, "America/Chicago")
        XCTAssertEqual(s.dated.map(\.zone), ["Europe/Paris", "Asia/Bangkok"])  // in date order
        XCTAssertEqual(s.dated.map(\.from.description), ["2025-06-01", "2025-10-28"])
        XCTAssertEqual(try ClockSetting.parse(["Asia/Tokyo", "Asia/Tokyo"]).get(), ClockSetting(zone: "Asia/Tokyo"))
    }

    func testWhatIsRefused() {
        func problem(_ values: [String]) -> ClockSettingProblem? {
            if case .failure(let p) = ClockSetting.parse(values) { return p }
            return nil
        }
        XCTAssertEqual(problem(["Mars/Olympus"]), .unknownZone("Mars/Olympus"))
        XCTAssertEqual(problem(["Asia/Tokyo@2025-13-01"]), .badDate("Asia/Tokyo@2025-13-01"))
        XCTAssertEqual(problem(["Asia/Tokyo@"]), .badDate("Asia/Tokyo@"))
        XCTAssertEqual(problem(["Asia/Tokyo", "Europe/Oslo"]), .twoZones("Asia/Tokyo", "Europe/Oslo"))
        let day = CalendarDay(iso: "2025-06-01")!
        XCTAssertEqual(
            problem(["Asia/Tokyo@2025-06-01", "Europe/Oslo@2025-06-01"]),
            .twoZonesOneDate(day, "Asia/Tokyo", "Europe/Oslo"))
        XCTAssertEqual(ClockSettingProblem.afterHistory(day, last: day.adding(days: -1)).kind, .request)
        XCTAssertEqual(
            "\(ClockSettingProblem.afterHistory(day, last: day.adding(days: -1)))",
            "a zone is given from 2025-06-01, after the history's last day (2025-05-31)")
    }
}
