import FlowRecords
import FlowScores
import XCTest

@testable import FlowTonight

/// Tonight as `flow tonight --json` gives it: SPEC 20's fields, then 20.1's.
final class TonightJSONTests: XCTestCase {
    /// `TonightLevelsTests`' Thursday: need 8.96, usual wake 6.5, usual bedtime −1.5, awake 0.5.
    private func thursday() -> Tonight {
        let rows = juneNights()
        var needs = plainNeeds(rows)
        needs[needs.count - 1] = NightNeed(
            day: rows.last!.day, base: 8, debt: 0.5, strain: 0.1, napCredit: 0, sleepHours: 7)
        return Tonight(rows: rows, needs: needs, at: rows.count - 1, freeDays: .weekend)
    }

    /// The JSON's added fields, in SPEC 20.1's names and order.
    func testTheJSONAddsTheLevelsAndThePlan() throws {
        let json = thursday().json
        XCTAssertEqual(json["usual_bedtime"], .string("22:30"))
        XCTAssertEqual(try XCTUnwrap(json["earliest_hours"]?.number), -2.5, accuracy: 1e-12)
        let levels = try XCTUnwrap(json["levels"]?.array)
        XCTAssertEqual(levels.map { $0["level"] }, ["full", "most", "least"].map { .string($0) })
        XCTAssertEqual(levels.map { $0["keepable"] }, [.bool(false), .bool(true), .bool(true)])
        XCTAssertEqual(levels[1]["bedtime"], .string("22:25"))
        guard case .object(let plan)? = json["plan"] else { return XCTFail("no plan") }
        XCTAssertEqual(plan.map(\.0), ["level", "share", "sleep_hours", "bedtime_hours", "bedtime", "lights_out"])
        XCTAssertEqual(json["bedtime"], .string("21:00"))  // the full level's, as before
    }

    /// Without a usual wake time: the new fields are null or empty, the old ones as before.
    func testWithoutABedtime() {
        let rows = nightRows(from: "2026-07-02", to: "2026-07-02", [:])
        let json = Tonight(rows: rows, needs: plainNeeds(rows), at: 0, freeDays: .weekend).json
        XCTAssertEqual(json["plan"], .null)
        XCTAssertEqual(json["levels"], .array([]))
        XCTAssertEqual(json["usual_bedtime"], .null)
        XCTAssertEqual(json["reason"], .string("fewer than 3 work-day mornings in the last 28 (have 0)"))
    }
}
