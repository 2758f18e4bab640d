import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow compare` through the command line: the device's scores on their mornings, the text and
/// the JSON saying the same, the report's section giving the same numbers, and the refusals.
final class CompareCommandTests: FolderTestCase {
    /// `days` nights from 23:00 (waking at 06, 07 or 08) with a resting HR, and, from a source
    /// named Ring, a recovery score of 40 + 2k at 07:00 of each morning k.
    private func history(days: Int = 20, device: Bool = true) throws -> String {
        var lines = [RecordsCSV.header]
        let start = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        for k in 0..<days {
            let evening = start.adding(days: k)
            let morning = evening.adding(days: 1)
            lines.append("sleep,\(evening)T23:00:00+01:00,\(morning)T0\(6 + k % 3):00:00+01:00,core,Watch")
            lines.append("resting_hr,\(evening)T12:00:00+01:00,\(evening)T12:00:00+01:00,\(50 + k % 5),Watch")
            if device {
                lines.append(
                    "device_recovery,\(morning)T07:00:00+01:00,\(morning)T07:00:00+01:00,\(40 + 2 * k),Ring")
            }
        }
        return try write(lines.joined(separator: "\n") + "\n", "records.csv")
    }

    func testTheTextTheJSONAndTheReportAgree() throws {
        let records = try history()
        let (code, j) = flow(["compare", "--history", records, "--json", "-q"])
        XCTAssertEqual(code, .success, j.err)
        let json = try JSONValue.parse(j.out)
        XCTAssertEqual(json["devices"], .array([.string("Ring")]))
        let first = try XCTUnwrap(json["comparisons"]?.array?.first)
        XCTAssertEqual(first["device"], .string("device_recovery"))
        XCTAssertEqual(first["flow"], .string("recovery_flow"))
        // Twenty mornings hold a device score; flow scores every one with a night and 3 nights of
        // the person's own before it: the first three calibrate, 17 are paired.
        XCTAssertEqual(first["n"]?.number, 17)
        XCTAssertEqual(first["differing"]?.array?.count, 5)
        let rho = try XCTUnwrap(first["spearman"]?.number)
        let (tcode, t) = flow(["compare", "--history", records, "-q"])
        XCTAssertEqual(tcode, .success, t.err)
        XCTAssertTrue(
            t.out.contains(
                "Ring recovery score and flow's Recovery Flow: 17 mornings, Spearman ρ "
                    + NumberFormat.decimals(rho, 2)), t.out)
        // The report shows the same figures in its device section.
        let page = path("report.html")
        XCTAssertEqual(flow(["report", "--history", records, "--out", page, "-q"]).0, .success)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<section id=\"device\""))
        XCTAssertTrue(html.contains("17 mornings, Spearman ρ \(NumberFormat.decimals(rho, 2))"), "section figures")
    }

    func testFewMorningsNoDeviceAndABackwardRange() throws {
        let few = try history(days: 10)
        let (_, t) = flow(["compare", "--history", few, "-q"])
        XCTAssertTrue(
            t.out.contains("Ring recovery score and flow's Recovery Flow: 7 mornings with both, 14 needed"), t.out)
        let none = try history(device: false)
        let (code, n) = flow(["compare", "--history", none, "-q"])
        XCTAssertEqual(code, .success)
        XCTAssertTrue(
            n.out.hasPrefix("No device scores in this history. They come from these exports: WHOOP (Recovery"), n.out)
        let page = path("plain.html")
        XCTAssertEqual(flow(["report", "--history", none, "--out", page, "-q"]).0, .success)
        XCTAssertFalse(try String(contentsOfFile: page, encoding: .utf8).contains("<section id=\"device\""))
        let (back, b) = flow(["compare", "--history", none, "--from", "2026-03-10", "--to", "2026-03-05"])
        XCTAssertEqual(back, .usage)
        XCTAssertTrue(b.err.contains("--from 2026-03-10 is after --to 2026-03-05"), b.err)
    }
}
