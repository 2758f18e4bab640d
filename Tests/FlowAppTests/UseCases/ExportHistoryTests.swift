import FlowApp
import FlowKit
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

@testable import FlowDatabase

/// `ExportHistory`: a history written to one SQLite file, the import stamped with the time it
/// is given, written again without adding a record, and a target it cannot write refused.
final class ExportHistoryTests: FolderTestCase {
    private func request(out: String, labels: Bool = false) throws -> ExportHistory.Request {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 20, seed: 5))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        try sim.labels.write(toFile: path("labels.csv"), atomically: false, encoding: .utf8)
        let scored = ScoredRequest(history: HistoryRequest(path: path("records.csv")), modelFile: nil, labels: nil)
        return ExportHistory.Request(
            scored: scored, labels: labels ? LabelRequest(file: path("labels.csv")) : nil, checkins: nil,
            out: path(out), importedAt: 86_400 + 3_600, flowVersion: "test")
    }

    func testAnExportWritesEveryTableAndASecondAddsNoRecord() throws {
        let request = try request(out: "h.sqlite", labels: true)
        let first = try ExportHistory.run(request)
        // Each distinct line of the records CSV but its header is one record (the simulation
        // repeats a line on purpose: an exact duplicate is kept once).
        let lines = try String(contentsOfFile: path("records.csv"), encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(first.records, Set(lines).count - 1)
        XCTAssertEqual(first.added, first.records)
        XCTAssertEqual(
            first.tables,
            [
                "records", "imports", "settings", "days", "scores", "sleep_need", "flow", "drivers", "labels", "load",
                "vitals", "breathing",
            ])
        let db = try SQLiteConnection(path: path("h.sqlite"), name: "h.sqlite", readOnly: true)
        XCTAssertEqual(try db.scalar("SELECT COUNT(*) FROM days"), .integer(Int64(first.days)))
        // One day and one hour after 1970-01-01T00:00Z.
        XCTAssertEqual(try db.scalar("SELECT imported_at FROM imports"), .text("1970-01-02T01:00:00+00:00"))
        XCTAssertEqual(try db.scalar("SELECT flow_version FROM imports"), .text("test"))

        let second = try ExportHistory.run(request)
        XCTAssertEqual(second.records, first.records)
        XCTAssertEqual(second.added, 0)
    }

    func testStandardOutputIsRefusedBeforeAnythingIsRead() throws {
        var request = try request(out: "h.sqlite")
        request.out = "-"
        request.scored.history = HistoryRequest(path: path("absent.csv"))
        XCTAssertThrowsError(try ExportHistory.run(request)) { error in
            XCTAssertEqual(
                error as? CommandError, .usage("--out - is not possible for a database: give a file name"))
        }
    }

    func testAFailedExportLeavesTheOldFile() throws {
        let request = try request(out: "h.sqlite")
        _ = try ExportHistory.run(request)
        let before = try Data(contentsOf: URL(fileURLWithPath: path("h.sqlite")))
        var broken = request
        broken.scored.history = HistoryRequest(path: path("absent.csv"))
        XCTAssertThrowsError(try ExportHistory.run(broken))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("h.sqlite"))), before)
    }
}
