import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowTonight

/// The chronotype worked by hand after the Munich ChronoType Questionnaire's formulas.
final class ChronotypeTests: XCTestCase {
    /// Three weeks, Monday 2026-06-01 to Sunday 2026-06-21: 15 work-day mornings (mid-sleep 3,
    /// asleep 7 h) and 6 free-day ones (mid-sleep 4 or 5, asleep 8.5 h).
    /// MSF 4.5, MSW 3, SD_week (5 · 7 + 2 · 8.5) / 7 = 52 / 7; free days sleep longer, so
    /// MSF_sc = 4.5 − (8.5 − 52 / 7) / 2 = 3.964… (237.9 min, shown 04:00): intermediate.
    /// Social jetlag 1.5 h.
    func testThreeWeeksOfNights() throws {
        var nights: [String: (mid: Double?, inBed: Double?, sleep: Double?)] = [:]
        let monday = CalendarDay(iso: "2026-06-01")!
        for k in 0..<21 {
            let day = monday.adding(days: k)
            nights[day.description] = k % 7 >= 5 ? (k % 2 == 0 ? 4 : 5, 9, 8.5) : (3, 7.5, 7)
        }
        let rows = nightRows(from: "2026-06-01", to: "2026-06-21", nights)
        let c = Chronotype(rows: rows, at: rows.count - 1, freeDays: .weekend)
        XCTAssertEqual(c.freeMornings, 6)
        XCTAssertEqual(c.workMornings, 15)
        let m = try XCTUnwrap(c.measured)
        XCTAssertEqual(m.msf, 4.5, accuracy: 1e-12)
        XCTAssertEqual(m.msw, 3, accuracy: 1e-12)
        XCTAssertEqual(m.sdFree, 8.5, accuracy: 1e-12)
        XCTAssertEqual(m.sdWork, 7, accuracy: 1e-12)
        XCTAssertEqual(m.sdWeek, 52.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(m.msfSC, 4.5 - (8.5 - 52.0 / 7) / 2, accuracy: 1e-12)
        XCTAssertEqual(m.socialJetlag, 1.5, accuracy: 1e-12)
        XCTAssertEqual(m.category, .intermediate)
        XCTAssertEqual(ClockTime.text(m.msfSC), "04:00")
        XCTAssertNil(c.reason)
    }

    /// When free days are not the longer ones, nothing is taken out: MSF_sc = MSF.
    func testNoCatchUpSleepNoCorrection() {
        let m = Chronotype.Measures(msf: 4, msw: 3, sdFree: 7, sdWork: 7.5, freeWeekdays: 2)
        XCTAssertEqual(m.msfSC, 4)
        XCTAssertEqual(m.socialJetlag, 1)
    }

    /// Each band starts at its bound: 2.5 is moderately early, just below it early, 5.5 late.
    func testTheBandsAndTheirBounds() {
        XCTAssertEqual(ChronotypeCategory(msfSC: 2.4999), .early)
        XCTAssertEqual(ChronotypeCategory(msfSC: -1), .early)
        XCTAssertEqual(ChronotypeCategory(msfSC: 2.5), .moderatelyEarly)
        XCTAssertEqual(ChronotypeCategory(msfSC: 3.5), .intermediate)
        XCTAssertEqual(ChronotypeCategory(msfSC: 4.4999), .intermediate)
        XCTAssertEqual(ChronotypeCategory(msfSC: 4.5), .moderatelyLate)
        XCTAssertEqual(ChronotypeCategory(msfSC: 5.5), .late)
        XCTAssertEqual(ChronotypeCategory(msfSC: 9), .late)
    }

    /// Three free-day mornings are too few (4 needed); with no free day there is never one;
    /// a night 90 days back is outside the window.
    func testTooFewMorningsOrNoFreeDays() {
        var nights: [String: (mid: Double?, inBed: Double?, sleep: Double?)] = [:]
        let monday = CalendarDay(iso: "2026-06-01")!
        for k in 0..<13 { nights[monday.adding(days: k).description] = (3, 8, 7) }  // Mon 06-01 … Sat 06-13
        nights["2026-03-15"] = (3, 8, 7)  // a Sunday 90 days before 06-13: just outside the window
        let rows = nightRows(from: "2026-03-15", to: "2026-06-13", nights)
        let c = Chronotype(rows: rows, at: rows.count - 1, freeDays: .weekend)
        XCTAssertEqual(c.freeMornings, 3)  // Sat 06-06, Sun 06-07, Sat 06-13
        XCTAssertEqual(c.workMornings, 10)
        XCTAssertNil(c.measured)
        XCTAssertEqual(
            c.reason, "needs 4 free-day and 8 work-day mornings in the last 90 days (have 3 and 10)")
        let none = Chronotype(rows: rows, at: rows.count - 1, freeDays: .none)
        XCTAssertNil(none.measured)
        XCTAssertEqual(none.freeMornings, 0)
        XCTAssertEqual(none.reason, "no free days are set, so every morning is a work-day morning")
    }
}
