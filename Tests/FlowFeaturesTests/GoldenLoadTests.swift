import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

/// SPEC 17's columns for every row of the golden history (men's coefficients, max HR 190, no
/// sessions file) against the independent implementation's `load.json`, 1e-6 relative.
final class GoldenLoadTests: XCTestCase {
    func testEveryRowMatches() throws {
        let (history, _) = try RecordsCSV.read(path: try goldenFile("records.csv").path)
        let golden = try XCTUnwrap(try JSONValue.parse(try goldenText("load.json")).array)
        let days = TrainingLoad.days(history: history, table: FeatureTable(history: history), sex: .male)
        XCTAssertEqual(days.count, golden.count)
        for (ours, theirs) in zip(days, golden) {
            let date = ours.day.description
            XCTAssertEqual(date, theirs["date"]?.string)
            func check(_ mine: Double?, _ key: String) {
                let value = theirs[key]
                if value == .null || value == nil {
                    XCTAssertNil(mine, "\(date) \(key)")
                } else {
                    assertClose(mine, value?.number, relative: 1e-6, "\(date) \(key)")
                }
            }
            check(ours.trimp, "trimp")
            check(ours.coverageMinutes, "trimp_coverage_min")
            check(ours.atl, "atl")
            check(ours.ctl, "ctl")
            check(ours.form, "form")
            check(ours.acwr, "acwr")
            check(ours.monotony, "monotony")
            check(ours.weeklyStrain, "weekly_strain")
            check(ours.sessionLoad, "session_load")
            XCTAssertEqual(Double(ours.daysWorn), theirs["days_worn_of_28"]?.number, date)
        }
    }
}
