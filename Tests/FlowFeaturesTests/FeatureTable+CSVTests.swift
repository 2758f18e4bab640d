import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowFeatures

/// The feature table as CSV: its described columns are the header the reader knows, and the
/// settings line is its pairs (moved here, unchanged).
final class FeatureTableCSVTests: XCTestCase {
    /// The columns every output writes are those the reader expects, in its order, with and
    /// without the load and vitals columns.
    func testTheDescribedColumnsAreTheHeaderTheReaderKnows() {
        XCTAssertEqual(FeatureTable.columns(withLoad: true).csvHeader(), FeatureTable.csvHeader)
        XCTAssertEqual(
            FeatureTable.columns(withLoad: false).csvHeader(), FeatureTable.header(withLoad: false, vitals: false))
        // date, 19 features, 19 provenances, 9 flags, no_data, 3 extras; then 9 load and 3 vitals columns.
        XCTAssertEqual(FeatureTable.columns(withLoad: false).count, 1 + 19 + 19 + 9 + 1 + 3)
        XCTAssertEqual(FeatureTable.columns(withLoad: true).count, 1 + 19 + 19 + 9 + 1 + 3 + 9 + 3)
    }

    /// The settings line and the settings pairs say the same: `# flow features: name=value …`.
    func testTheSettingsLineIsItsPairs() {
        let table = FeatureTable(settings: FeatureSettings(), rows: [])
        XCTAssertEqual(
            table.csv().split(separator: "\n").first.map(String.init),
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=14 min_observations=5 hrv=sdnn")
        XCTAssertEqual(
            table.settingsPairs.map(\.name), ["max_hr", "sleep_need_hours", "window_days", "min_observations", "hrv"])
    }

    /// Logged period starts and a stated cycle length travel with the table, so a table read
    /// back knows the cycle as the records did; a table without them says nothing of it.
    func testThePeriodStartsRoundTrip() throws {
        var table = FeatureTable(settings: FeatureSettings(), rows: [row(0)])
        let starts = [CalendarDay(year: 2026, month: 1, day: 3)!, CalendarDay(year: 2026, month: 2, day: 1)!]
        table.periodStarts = PeriodStarts(days: starts, statedLength: 31)
        let csv = table.csv()
        XCTAssertTrue(
            csv.hasPrefix(
                "# flow features: max_hr=190 sleep_need_hours=8 window_days=14 "
                    + "min_observations=5 hrv=sdnn period_starts=2026-01-03,2026-02-01 cycle_days=31\n"), csv)
        let back = try FeatureTable.parseCSV(csv, file: "t.csv")
        XCTAssertEqual(back.periodStarts, PeriodStarts(days: starts, statedLength: 31))
    }
}

/// The load columns of SPEC 17 in the table: written, read back exactly with the sex and the
/// session file on the settings line, and a table written before them still reads.
final class FeatureTableLoadTests: XCTestCase {
    func testLoadColumnsRoundTripAndOldTablesStillRead() throws {
        let h = history(
            (0..<700).map { m in
                let t = String(format: "%02d:%02d:00", m / 60, m % 60)
                return "heart_rate,2026-03-01T\(t)Z,2026-03-01T\(t)Z,\(120 + m % 7),Watch"
            } + ["steps,2026-03-02T10:00:00Z,2026-03-02T10:15:00Z,100,Phone"])
        let sessions = SessionLoads(sessions: [(CalendarDay(year: 2026, month: 3, day: 1)!, 5, 60)])
        let table = FeatureTable(history: h, sex: .female, sessions: sessions, sessionsFile: "my srpe.csv")
        let text = table.csv()
        XCTAssertTrue(
            text.hasPrefix(FeatureSettings().commentLine + " hrv=sdnn sex=female sessions=my%20srpe.csv\n"), text)
        let back = try FeatureTable.parseCSV(text, file: "t.csv")
        XCTAssertEqual(back, table)
        XCTAssertEqual(back.loadSex, .female)
        XCTAssertEqual(back.sessionsFile, "my srpe.csv")
        let march2 = try XCTUnwrap(back.rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 2) })
        XCTAssertEqual(march2.load?.coverageMinutes ?? 0, 699, accuracy: 1e-9)  // 700 samples a minute apart
        XCTAssertNotNil(march2.load?.trimp)
        XCTAssertEqual(march2.load?.sessionLoad, 300)  // 5 × 60 on March 1
        // The same table as the flow before the vitals wrote it (no respiratory_rate, spo2 and
        // wrist_temp), and as an older flow wrote it (no load columns, no sex either).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func dropping(_ n: Int, settings: String) -> String {
            ([settings]
                + lines.dropFirst().map { line in
                    line.isEmpty
                        ? line
                        : line.split(separator: ",", omittingEmptySubsequences: false).dropLast(n).joined(
                            separator: ",")
                }).joined(separator: "\n")
        }
        let withoutVitals = try FeatureTable.parseCSV(dropping(3, settings: lines[0]), file: "load.csv")
        XCTAssertEqual(withoutVitals, table)  // this history has no vitals
        let older = try FeatureTable.parseCSV(
            dropping(3 + 9, settings: FeatureSettings().commentLine + " hrv=sdnn"), file: "old.csv")
        XCTAssertNil(older.loadSex)
        XCTAssertTrue(older.rows.allSatisfy { $0.load == nil })
        XCTAssertEqual(older.rows.map(\.values), table.rows.map(\.values))
    }
}

/// A table's text refused where it is wrong, naming the line.
final class FeatureTableParsingTests: XCTestCase {
    func testAShortRowIsNamedByItsLine() throws {
        let table = FeatureTable(settings: FeatureSettings(), rows: [row(0), row(1)])
        var lines = table.csv().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 1 is the settings line, 2 the header, 3 and 4 the rows: cut row 2's last cell.
        lines[3] = String(
            lines[3].dropLast(1 + (lines[3].split(separator: ",", omittingEmptySubsequences: false).last?.count ?? 0)))
        XCTAssertThrowsError(try FeatureTable.parseCSV(lines.joined(separator: "\n"), file: "t.csv")) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .data)
            XCTAssertTrue("\($0)".hasPrefix("t.csv:4: "), "\($0)")
        }
        XCTAssertEqual(try FeatureTable.parseCSV(table.csv(), file: "t.csv").rows, table.rows)
    }
}
