import FlowRecords
import XCTest

@testable import FlowFeatures

/// A morning's load under SPEC 17's names, the same in CSV and JSON.
final class LoadDayColumnsTests: XCTestCase {
    func testOneRowInEachForm() {
        let d = LoadDay(
            day: CalendarDay(year: 2026, month: 2, day: 3)!, trimp: 86.5, coverageMinutes: 900, atl: 40, ctl: 42.25,
            form: 2.25, acwr: nil, monotony: 1.5, weeklyStrain: nil, sessionLoad: nil, daysWorn: 21)
        XCTAssertEqual(
            LoadDay.outputColumns.csvHeader(),
            "date,trimp,trimp_coverage_min,atl,ctl,form,acwr,monotony,weekly_strain,session_load,days_worn_of_28,"
                + "vo2max_estimate,vo2max_recorded")
        XCTAssertEqual(LoadDay.outputColumns.csvLine(d), "2026-02-03,86.5,900,40,42.25,2.25,,1.5,,,21,,")
        let json = LoadDay.outputColumns.json(d)
        XCTAssertEqual(json["acwr"], .null)
        XCTAssertEqual(json["days_worn_of_28"], .number(21))
    }
}
