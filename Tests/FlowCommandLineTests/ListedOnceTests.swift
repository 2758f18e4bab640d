import FlowRecords
import FlowReport
import FlowScores
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine
@testable import FlowDatabase

/// The lists declared once (the reference scores, the report's sections, the export's tables)
/// reach every reader: a case added to a declaration and missing from the text, the JSON, the
/// help, the database, the report or the documentation fails here.
final class ListedOnceTests: FolderTestCase {
    private let sample = TestPaths.package("Datasets/sample")

    /// The sample's first 45 days, with a device recovery score on each morning from the
    /// 10th, so every section of the report has something to show.
    private func history() throws -> String {
        let text = try String(contentsOf: sample.appendingPathComponent("records.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let kept = lines.dropFirst().filter { $0.split(separator: ",")[1] < "2026-02-15" }
        let device = (10...44).map { d -> String in
            let day = CalendarDay(iso: "2026-01-01")!.adding(days: d)
            return "device_recovery,\(day)T07:30:00+01:00,\(day)T07:30:00+01:00,\(40 + d),Ring"
        }
        // A logged period start, so the cycle's table is written too.
        let period = "period_start,2026-01-20T00:00:00+01:00,2026-01-20T00:00:00+01:00,1,Phone"
        return try write(([lines[0]] + kept + device + [period]).joined(separator: "\n") + "\n", "records.csv")
    }

    private var labels: String { sample.appendingPathComponent("labels.csv").path }
    private var checkins: String { sample.appendingPathComponent("checkins.csv").path }

    private func run(_ arguments: [String]) -> String {
        let (code, t) = flow(arguments + ["-q"])
        XCTAssertEqual(code, .success, "\(arguments): \(t.err)")
        return t.out
    }

    /// Where each piece stands in `text`, nil when it is missing.
    private func positions(of pieces: [String], in text: String) -> [Int?] {
        pieces.map { text.range(of: $0).map { text.distance(from: text.startIndex, to: $0.lowerBound) } }
    }

    /// Asserts each piece is in `text`, in the order given.
    private func assertInOrder(_ pieces: [String], in text: String, _ what: String) {
        let at = positions(of: pieces, in: text)
        for (piece, p) in zip(pieces, at) where p == nil { XCTFail("\(what) lacks \(piece)") }
        let found = at.compactMap { $0 }
        XCTAssertEqual(found, found.sorted(), "\(what): not in the declared order")
    }

    func testEveryScoreKindReachesEveryReader() throws {
        let history = try history()
        let kinds = ScoreKind.allCases
        // The text: the line a day and the day spelt out, each score once, in order.
        let day = run(["scores", "--history", history, "--date", "2026-02-13"])
        // A line a day folded past 100 columns hangs under its date: joined back, it is one line.
        let line = try XCTUnwrap(
            day.replacing("\n" + String(repeating: " ", count: 12), with: " ").split(separator: "\n").first {
                $0.hasPrefix("2026-02-13")
            })
        assertInOrder(kinds.map { $0.title + " " }, in: String(line), "the day's line")
        assertInOrder(kinds.map { "\n  \($0.title)" }, in: day, "the day's parts")
        // The JSON: one key per kind, in order.
        let json = try JSONValue.parse(run(["scores", "--history", history, "--date", "2026-02-13", "--json"]))
        guard case .object(let pairs)? = json.array?.first?["scores"] else { return XCTFail(json.text()) }
        XCTAssertEqual(pairs.map(\.0), kinds.map(\.rawValue))
        // The help: each title with what it is made of.
        let help = run(["help", "scores"])
        assertInOrder(
            kinds.map { "  \($0.title)" + String(repeating: " ", count: 18 - $0.title.count) }, in: help, "help")
        for kind in kinds {
            let firstWords = kind.recipe.split(separator: " ").prefix(3).joined(separator: " ")
            XCTAssertTrue(help.contains(firstWords), "help lacks \(kind)'s recipe")
        }
        // The database: a row per kind and day.
        let db = path("h.sqlite")
        _ = run(["export", "--history", history, "--out", db])
        let rows = try SQLiteConnection(path: db, name: db, readOnly: true).rows(
            "SELECT score FROM scores WHERE date = '2026-02-13' ORDER BY rowid")
        XCTAssertEqual(rows, kinds.map { [SQLValue.text($0.rawValue)] })
        // The report: a chart or a reason per kind, each named.
        let page = path("r.html")
        _ = run(["report", "--history", history, "--out", page])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let scores = try XCTUnwrap(html.range(of: "<section id=\"scores\">")).upperBound
        let section = String(html[scores...].split(separator: "</section>").first ?? "")
        assertInOrder(kinds.map { "<b>\($0.title)</b>" }, in: section, "the report's scores")
    }

    func testEveryReportSectionIsDrawnAndListed() throws {
        let history = try history()
        let page = path("r.html")
        _ = run(["report", "--history", history, "--labels", labels, "--checkins", checkins, "--out", page])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let sections = ReportSection.allCases
        assertInOrder(sections.map { "<section id=\"\($0.rawValue)\"><h2>\($0.title)</h2>" }, in: html, "the page")
        XCTAssertEqual(html.components(separatedBy: "<section ").count - 1, sections.count, "one section per case")
        let help = run(["help", "report"]).replacing("\n  ", with: " ")
        assertInOrder(sections.map(\.title), in: help, "help report")
    }

    func testEveryDerivedTableIsWrittenListedAndDocumented() throws {
        let history = try history()
        let db = path("h.sqlite")
        _ = run(["export", "--history", history, "--labels", labels, "--checkins", checkins, "--out", db])
        let names = try SQLiteConnection(path: db, name: db, readOnly: true).rows(
            "SELECT name FROM sqlite_schema WHERE type = 'table'")
        let tables = Set(names.compactMap { if case .text(let t) = $0.first { t } else { nil } })
        for table in DerivedTable.allCases { XCTAssertTrue(tables.contains(table.rawValue), "\(table) not written") }
        let help = run(["help", "export"])
        assertInOrder(DerivedTable.allCases.map { "\n  \($0.rawValue) " }, in: help, "help export")
        let docs = try String(contentsOf: TestPaths.package("docs/database.md"), encoding: .utf8)
        assertInOrder(DerivedTable.allCases.map { "\n### \($0.rawValue)" }, in: docs, "docs/database.md")
    }
}
