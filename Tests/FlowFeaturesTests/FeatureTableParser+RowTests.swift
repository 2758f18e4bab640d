import FlowRecords
import XCTest

@testable import FlowFeatures

/// One row of the table read cell by cell: each cell's check names the line and the column.
final class FeatureTableParserRowTests: XCTestCase {
    private let nf = Feature.allCases.count, nflag = MissingFlag.allCases.count

    /// A parser past the header written before the load columns (52 cells a row).
    private func parser() throws -> FeatureTableParser {
        var p = FeatureTableParser(file: "t.csv")
        try withLine(FeatureTable.header(withLoad: false)) { try p.consumeHeader($0) }
        return p
    }

    /// A measured day: every feature at the bottom of its range and observed, no flag, no extras.
    private func cells(_ day: String = "2026-03-01") -> [String] {
        [day] + Feature.allCases.map { NumberFormat.shortest($0.clamp.lowerBound) }
            + Array(repeating: "observed", count: nf) + Array(repeating: "0", count: nflag) + ["0", "", "", ""]
    }

    private func read(_ cells: [String], into p: inout FeatureTableParser) throws -> FeatureRow {
        try withLine(cells.joined(separator: ",")) { try p.row($0, number: 7) }
    }

    /// The problem an edited row is refused with, at its line.
    private func problem(_ edit: (inout [String]) -> Void) throws -> String? {
        var p = try parser()
        var c = cells()
        edit(&c)
        do {
            _ = try read(c, into: &p)
            return nil
        } catch InputError.badLine(let file, let line, let problem) {
            XCTAssertEqual([file, "\(line)"], ["t.csv", "7"])
            return problem
        }
    }

    func testAMeasuredRowReadsBack() throws {
        var p = try parser()
        let row = try read(cells(), into: &p)
        XCTAssertEqual(row.day, CalendarDay(year: 2026, month: 3, day: 1))
        XCTAssertEqual(row.values, Feature.allCases.map(\.clamp.lowerBound))
        XCTAssertEqual(row.provenance, Array(repeating: .observed, count: nf))
        XCTAssertEqual(row.flags, Array(repeating: false, count: nflag))
        XCTAssertNil(row.hrvRMSSD)
    }

    func testEachCellIsCheckedWhereItStands() throws {
        let steps = 1 + Feature.steps.index
        XCTAssertEqual(try problem { $0.removeLast() }, "expected 52 fields, found 51")
        XCTAssertEqual(try problem { $0[0] = "1 March" }, "date '1 March' is not YYYY-MM-DD")
        XCTAssertEqual(try problem { $0[steps] = "many" }, "steps 'many' is not a number")
        XCTAssertEqual(try problem { $0[steps] = "-1" }, "steps -1 lies outside its range 0 to 100000")
        XCTAssertEqual(
            try problem { $0[1 + nf + Feature.steps.index] = "guessed" },
            "steps_src 'guessed' is not observed, median or baseline")
        XCTAssertEqual(try problem { $0[1 + 2 * nf] = "2" }, "sleep_missing '2' is not 0 or 1")
        XCTAssertEqual(try problem { $0[2 * nf + nflag + 2] = "-3" }, "hrv_rmssd '-3' is not a number of 0 or more")
        XCTAssertEqual(try problem { $0[2 * nf + nflag + 1] = "1" }, "no_data does not match the flags")
    }

    /// A flag says exactly which features were not measured: a step count estimated while
    /// steps_missing is 0 is refused; with the flag set, its estimated features read.
    func testTheFlagsAgreeWithTheSources() throws {
        let flag = 1 + 2 * nf + MissingFlag.stepsMissing.index
        XCTAssertEqual(
            try problem { $0[1 + nf + Feature.steps.index] = "median" }, "steps_src is median while steps_missing is 0")
        XCTAssertEqual(try problem { $0[flag] = "1" }, "steps_src is observed while steps_missing is 1")
        XCTAssertNil(
            try problem { c in
                c[flag] = "1"
                for f in [Feature.steps, .activeHours, .movementSpread] { c[1 + nf + f.index] = "baseline" }
            })
    }

    /// Each row must follow the one before by a day.
    func testTheDatesFollowEachOther() throws {
        var p = try parser()
        p.rows.append(try read(cells("2026-03-01"), into: &p))
        XCTAssertThrowsError(try read(cells("2026-03-03"), into: &p)) {
            guard case InputError.badLine(_, _, let problem) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(problem, "date 2026-03-03 does not follow 2026-03-01")
        }
        XCTAssertNoThrow(try read(cells("2026-03-02"), into: &p))
    }
}
