import FlowRecords
import XCTest

@testable import FlowImport

final class CheckinsCSVTests: XCTestCase {
    let header = "date,alcohol,caffeine_late,sauna,stress"

    /// A blank is not logged (nil), never a "no"; an unknown column is a behaviour; drinks
    /// become their categories (0, 1-2 → 1, 3-4 → 3, 5+ → 5, fractions too).
    func testBlanksUnknownColumnsAndAlcoholCategories() throws {
        let t = try CheckinsCSV.parse(
            [
                header, "2026-03-01,0,,1,2", "2026-03-02,2.5,1,,", "2026-03-03,3,0,0,5", "2026-03-04,5,,,1",
                "2026-03-05,4.9,,,",
            ], file: "c.csv")
        XCTAssertEqual(t.behaviours, ["alcohol", "caffeine_late", "sauna"])
        XCTAssertEqual(t.days.map { $0.values[0] }, [0, 1, 3, 5, 3])
        XCTAssertEqual(t.days.map { $0.values[1] }, [nil, 1, 0, nil, nil])
        XCTAssertEqual(t.days.map { $0.values[2] }, [1, nil, 0, nil, nil])
        XCTAssertEqual(t.days.map(\.stress), [2, nil, 5, 1, nil])
        XCTAssertEqual(CheckinTable.alcoholCategory(drinks: 0.5), 1)
    }

    func testEveryProblemNamesTheFileAndLine() {
        let cases: [([String], String)] = [
            (["day,alcohol"], "c.csv:1: a check-in file starts with a header whose first field is date"),
            (["date,alcohol,alcohol"], "the column 'alcohol' appears twice"),
            ([header, "2026-03-01,0,,,2", "2026-03-01,1,,,3"], "c.csv:3: 2026-03-01 appears twice"),
            ([header, "2026-03-01,yes,,,2"], "c.csv:2: alcohol 'yes' is not a number"),
            ([header, "2026-03-01,-1,,,2"], "c.csv:2: alcohol -1 is negative"),
            ([header, "2026-03-01,1,2,,2"], "c.csv:2: caffeine_late 2 is not 0 or 1"),
            ([header, "2026-03-01,1,,,6"], "c.csv:2: stress 6 is outside 1-5"),
            ([header, "2026-03-01,nan,,,2"], "c.csv:2: alcohol 'nan' is not a number"),
            ([header, "2026-03-01,1,,2"], "c.csv:2: expected 5 fields as in the header, found 4"),
            ([header, "03/01/2026,1,,,2"], "c.csv:2: '03/01/2026' is not a date YYYY-MM-DD"),
        ]
        for (lines, message) in cases {
            XCTAssertThrowsError(try CheckinsCSV.parse(lines, file: "c.csv"), message) { error in
                XCTAssertEqual((error as? InputError)?.kind, .data)
                XCTAssertTrue("\(error)".contains(message), "\(error) does not say \(message)")
            }
        }
    }

    /// Replacing a day changes only its named cells; every other line keeps its bytes; a new
    /// day goes in date order; a new column is added at the end.
    func testSettingADayKeepsEverythingElse() throws {
        let file = "\(header)\n2026-03-01,0,, 1,2\n2026-03-03,1,1,,4\n"
        let replaced = try CheckinsCSV.setting(
            [("stress", "3")], on: CalendarDay(iso: "2026-03-03")!, in: file, file: "c.csv")
        XCTAssertEqual(replaced, "\(header)\n2026-03-01,0,, 1,2\n2026-03-03,1,1,,3\n")
        let inserted = try CheckinsCSV.setting(
            [("alcohol", "2")], on: CalendarDay(iso: "2026-03-02")!, in: file, file: "c.csv")
        XCTAssertEqual(inserted, "\(header)\n2026-03-01,0,, 1,2\n2026-03-02,2,,,\n2026-03-03,1,1,,4\n")
        let column = try CheckinsCSV.setting(
            [("yoga", "1")], on: CalendarDay(iso: "2026-03-04")!, in: file, file: "c.csv")
        XCTAssertEqual(column, "\(header),yoga\n2026-03-01,0,, 1,2,\n2026-03-03,1,1,,4,\n2026-03-04,,,,,1\n")
        let fresh = try CheckinsCSV.setting(
            [("meditation", "1")], on: CalendarDay(iso: "2026-03-04")!, in: nil, file: "c.csv")
        XCTAssertEqual(
            fresh,
            "date,alcohol,caffeine_late,late_meal,screen_before_bed,late_workout,meditation,stretching,cold_exposure,stress\n"
                + "2026-03-04,,,,,,1,,,\n")
        XCTAssertThrowsError(
            try CheckinsCSV.setting(
                [("stress", "3")], on: CalendarDay(iso: "2026-03-04")!, in: "kind,start\n", file: "c.csv"))
    }
}
