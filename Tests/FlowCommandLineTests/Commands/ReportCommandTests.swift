import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

final class ReportCommandTests: FolderTestCase {
    let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample")

    private func report(_ extra: [String] = []) throws -> String {
        let out = path("report.html")
        let (code, t) = flow(
            ["report", "--history", sample.appendingPathComponent("records.csv").path, "--out", out] + extra)
        XCTAssertEqual(code, .success, t.err)
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    /// Every section, in order; nothing the page could load (no URL of any kind); the policy
    /// that refuses everything else.
    func testEverySectionAndNothingToLoad() throws {
        let page = try report([
            "--labels", sample.appendingPathComponent("labels.csv").path,
            "--checkins", sample.appendingPathComponent("checkins.csv").path,
        ])
        let ids = ["today", "flow", "trends", "load", "scores", "garden", "coverage", "quality", "model"]
        let positions = ids.compactMap { page.range(of: "<section id=\"\($0)\"")?.lowerBound }
        XCTAssertEqual(positions.count, ids.count)
        XCTAssertEqual(positions, positions.sorted())
        for banned in ["http:", "https:", "//"] { XCTAssertFalse(page.contains(banned), banned) }
        XCTAssertTrue(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""))
        XCTAssertTrue(page.contains("@media print") && page.contains("prefers-color-scheme: dark"))
        XCTAssertTrue(page.contains("Out of sample over"), "the quality section with labels")
    }

    /// An attribute's values in the drawings a desk shows (each chart is drawn for a phone too).
    private func values(_ page: String, _ attribute: String) -> [String] {
        onScreen(page).components(separatedBy: "\(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The numbers the page shows are those the other commands print: today's Flow and the
    /// waterfall's steps (predict --json), each score's latest rounded value (scores --json),
    /// each plant's stage (garden --json).
    func testEveryNumberComesFromTheOtherCommands() throws {
        let page = try report()
        let history = sample.appendingPathComponent("records.csv").path
        let predict = try JSONValue.parse(flow(["predict", "--history", history, "--json"]).1.out)
        let day = try XCTUnwrap(predict.array?.last)
        let flowValue = try XCTUnwrap(day["flow"]?.number)
        XCTAssertEqual(Double(try XCTUnwrap(values(page, "data-flow").first)) ?? -1, flowValue, accuracy: 1e-9)
        let usual = try XCTUnwrap(day["usual_flow"]?.number)
        let steps = values(page, "data-points").compactMap(Double.init)
        XCTAssertEqual(steps.first ?? -1, usual, accuracy: 1e-9)
        guard case .object(let contributions)? = day["contributions"] else { return XCTFail("no contributions") }
        let unclamped = usual + contributions.compactMap { $0.1.number }.reduce(0, +)
        XCTAssertEqual(unclamped, flowValue, accuracy: 1e-9)  // not clamped on this day
        XCTAssertEqual(steps.last ?? -1, unclamped, accuracy: 1e-9)
        XCTAssertEqual(steps.dropFirst().dropLast().reduce(usual, +), unclamped, accuracy: 1e-9)

        let scores = try XCTUnwrap(JSONValue.parse(flow(["scores", "--history", history, "--json"]).1.out).array)
        for kind in ["recovery", "sleep", "strain", "stress"] {
            let latest = scores.last { $0["scores"]?[kind]?["rounded"]?.number != nil }?["scores"]?[kind]?["rounded"]?
                .number
            let shown = page.components(separatedBy: "data-score=\"\(kind)\" data-rounded=\"").dropFirst().first?.prefix
            { $0 != "\"" }
            XCTAssertEqual(shown.flatMap { Double($0) }, latest, kind)
        }
        let garden = try JSONValue.parse(flow(["garden", "--history", history, "--json"]).1.out)
        XCTAssertEqual(
            values(page, "data-stage").compactMap(Double.init),
            garden["plants"]?.array?.compactMap { $0["stage"]?.number })
        // Tonight's bedtime as of the page's morning (the history's last), as flow tonight gives it.
        let tonight = try JSONValue.parse(flow(["tonight", "--history", history, "--json"]).1.out)
        XCTAssertEqual(values(page, "data-bedtime"), [try XCTUnwrap(tonight["tonight"]?["plan"]?["bedtime"]?.string)])
        // The first screen's cards are flow today's for the same morning (the sample's last night
        // is long past, so at least the stale-data card).
        // Then the last 14 mornings' cards folded under it, as flow today --past 14 lists them.
        let today = try JSONValue.parse(flow(["today", "--history", history, "--json", "--past", "14"]).1.out)
        let rules = today["cards"]?.array?.compactMap { $0["rule"]?.string } ?? []
        XCTAssertTrue(rules.contains("stale_data"), "\(rules)")
        let past = (today["past"]?.array ?? []).flatMap { $0["cards"]?.array ?? [] }.compactMap { $0["rule"]?.string }
        XCTAssertEqual(values(page, "data-rule"), rules + past)
    }

    /// A phone that only counts steps: the page says no morning could be scored rather than
    /// drawing empty charts.
    func testAHistoryWithoutAScorableDaySaysSo() throws {
        var csv = "kind,start,end,value,source\n"
        for d in 1...9 { csv += "steps,2026-03-0\(d)T10:00:00+01:00,2026-03-0\(d)T11:00:00+01:00,\(1000 * d),iPhone\n" }
        let phone = try write(csv, "phone.csv")
        let (code, t) = flow(["report", "--history", phone, "--out", path("phone.html")])
        XCTAssertEqual(code, .success, t.err)
        let page = try String(contentsOfFile: path("phone.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("No morning in this range could be scored"))
        XCTAssertTrue(page.contains("No scored morning to draw"))
    }

    /// A WHOOP export's journal gives the page its insights section without --checkins: two
    /// behaviours, each short of mornings against the four outcomes (8 pairs), said so.
    func testAJournalGivesTheInsightsSection() throws {
        try WhoopFixture.write(to: path("whoop"))
        let (code, t) = flow(["report", "--history", path("whoop"), "--out", path("whoop.html")])
        XCTAssertEqual(code, .success, t.err)
        let page = try String(contentsOfFile: path("whoop.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<section id=\"insights\""), page)
        XCTAssertTrue(page.contains("From the journal kept in \(path("whoop"))."), page)
        // Two questions against the three outcomes these four WHOOP nights give (no sleeping
        // heart rate in a summary night, no Recovery score before 7 days of baseline): "read in
        // bed" was only ever answered no, so it is named once; the other's 3 pairs are short.
        XCTAssertTrue(page.contains("0 pairs tested; none stands out from chance yet."), page)
        XCTAssertTrue(page.contains("for 3 pairs of a behaviour and an outcome"), page)
        XCTAssertTrue(page.contains("Recovery score: never given in this history."), page)
        XCTAssertTrue(page.contains("Never logged as done: read in bed."), page)
        XCTAssertTrue(page.contains("Sleeping heart rate: not measured by this device."), page)
        // The sample without check-ins has no such section.
        XCTAssertFalse(try report().contains("<section id=\"insights\""))
    }

    /// A history whose last 90 days hold no scored morning (the sample, then one phone's step
    /// count months later): the page ends at the last scored morning, 2026-06-30 (the night
    /// before it is the sample's last, whose row the longer history now holds), holds the last 90
    /// scored mornings, and says which dates it shows; the history runs to the step count's day.
    func testTheDefaultRangeEndsAtTheLastScoredMorning() throws {
        let text = try String(contentsOf: sample.appendingPathComponent("records.csv"), encoding: .utf8)
        let later = try write(
            text + "steps,2026-11-20T10:00:00+01:00,2026-11-20T11:00:00+01:00,800,iPhone\n", "later.csv")
        let (code, t) = flow(["report", "--history", later, "--out", path("later.html")])
        XCTAssertEqual(code, .success, t.err)
        let page = try String(contentsOfFile: path("later.html"), encoding: .utf8)
        let note = try XCTUnwrap(page.components(separatedBy: "<p class=\"range\">").dropFirst().first)
        XCTAssertTrue(
            note.contains(
                " to 2026-06-30, the last 90 scored mornings; the history runs from 2026-01-01 to 2026-11-20"), note)
        XCTAssertFalse(page.contains("No morning in this range could be scored"))
        XCTAssertTrue(page.contains("<title>flow report: "), page)
        XCTAssertTrue(page.contains(" to 2026-06-30</title>"), page)
    }

    func testBadRequests() throws {
        let history = sample.appendingPathComponent("records.csv").path
        XCTAssertEqual(
            flow(["report", "--history", history, "--from", "2030-01-01", "--out", path("r.html")]).0, .dataError)
        XCTAssertEqual(flow(["report", "--history", history, "--out", "/proc/flow-report.html"]).0, .cannotCreate)
        XCTAssertEqual(flow(["report", "--history", history]).0, .usage)
        XCTAssertEqual(
            flow(["report", "--history", history, "--free-days", "weekend", "--out", path("r.html")]).0, .usage)
        XCTAssertEqual(flow(["report", "--history", path("absent.csv"), "--out", path("r.html")]).0, .noInput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("r.html")))
    }

    /// In a browser (when this machine has Chromium): no console error, no request, every
    /// section in the DOM, screenshots at two widths (Scripts/check-report.sh).
    func testTheReportInHeadlessChromium() throws {
        guard
            ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].contains(
                where: FileManager.default.isExecutableFile)
        else {
            throw XCTSkip("no chromium here")
        }
        // The flow binary built beside these tests (a build from here would wait on their lock).
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no flow binary at \(bin)") }
        let r = try runProcess(
            "/bin/bash", [TestPaths.package("Scripts/check-report.sh").path],
            environment: ProcessInfo.processInfo.environment.merging(["FLOW_BIN": bin]) { $1 })
        let output = r.out + r.err
        XCTAssertEqual(r.status, 0, output)
        XCTAssertTrue(output.contains("every section present, no console error, no request"), output)
    }
}
