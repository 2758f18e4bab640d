import FlowApp
import FlowDatabase
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// A cohort of simulated people: each evaluated as flow evaluate would, one without labels
/// and one that cannot be read recorded while the others go on, the same results and database
/// with one job or four (shards merged: MergeCohortTests).
final class RunCohortTests: FolderTestCase {
    func testEveryPersonOnceInNameOrderWhateverTheJobs() throws {
        let folder = try simulatedCohort()
        // p05's folder holds a file that is no history: it is reported, the others kept.
        var request = RunCohort.Request(
            people: folder, labelsName: "labels.csv", targets: ["stress"], jobs: 1, out: path("one.sqlite"))
        let one = try RunCohort.run(request)
        (request.jobs, request.out) = (4, path("four.sqlite"))
        let four = try RunCohort.run(request)
        XCTAssertEqual(one.runs, four.runs)
        // The same database, to the byte, whatever the jobs.
        XCTAssertEqual(try Data(contentsOf: folderURL("one.sqlite")), try Data(contentsOf: folderURL("four.sqlite")))
        XCTAssertEqual(one.runs.map(\.person), ["p01", "p02", "p03", "p04"])
        XCTAssertEqual(one.runs[3].reason, "no labels file labels.csv")
        XCTAssertEqual(one.failed.map(\.person), ["p05"])
        // Each evaluated person predicted some days; the pooled days are their sum.
        let evaluated = one.runs.filter { $0.n > 0 }
        XCTAssertEqual(evaluated.count, 3)
        XCTAssertEqual(one.pooled.first?.days, evaluated.map(\.n).reduce(0, +))
        // The pooled skill is the ratio of the summed errors, not a mean of skills.
        let sse = evaluated.map(\.sse).reduce(0, +)
        let base = evaluated.map(\.sseRecent).reduce(0, +)
        XCTAssertEqual(try XCTUnwrap(one.pooled.first?.skills[.recent]), 1 - sse / base, accuracy: 1e-12)
    }

    /// A target the labels cannot give is refused before anyone runs, as evaluate refuses it:
    /// a column the first labels file lacks, or a PMSys measurement that is no rating.
    func testAWrongTargetIsRefusedBeforeAnyoneRuns() throws {
        try write("kind,start,end,value,source\n", "records.csv", in: "cohort/p1")
        try write("date,stress\n2026-01-01,3\n", "labels.csv", in: "cohort/p1")
        let unknown = RunCohort.Request(
            people: path("cohort"), labelsName: "labels.csv", targets: ["stress", "nosuch"])
        XCTAssertThrowsError(try RunCohort.run(unknown)) { error in
            XCTAssertEqual(
                "\(error)", path("cohort/p1/labels.csv") + ": no labels column 'nosuch' (the header has stress)")
            XCTAssertEqual((error as? FlowError)?.kind, .data)
        }
        try write(
            "effective_time_frame,fatigue,mood,readiness,sleep_duration_h,sleep_quality,soreness,soreness_area,stress\n"
                + "2019-11-01T08:31:40.751Z,2,3,5,6,3,2,[],3\n", "wellness.csv", in: "pmsys/p1")
        let measurement = RunCohort.Request(
            people: path("pmsys"), labelsName: "wellness.csv", targets: ["sleep_duration_h"])
        XCTAssertThrowsError(try RunCohort.run(measurement)) { error in
            XCTAssertTrue("\(error)".hasPrefix("--target sleep_duration_h is a measurement, not a rating"), "\(error)")
            XCTAssertEqual((error as? FlowError)?.kind, .request)
        }
    }

    /// A session file's unreadable row (PMSys writes rows of empty fields) is rejected and
    /// counted in the person's import; the person is still read and evaluated.
    func testABadSessionRowIsCountedNotFatal() throws {
        let folder = try simulatedCohort()
        try write(
            "end_date_time,activity_names,perceived_exertion,duration_min\n,,,\n2026-01-05T10:00:00Z,run,5,30\n",
            "srpe.csv", in: "people/p01")
        let request = RunCohort.Request(
            people: folder, labelsName: "labels.csv", targets: ["stress"], sessionsName: "srpe.csv", jobs: 1,
            out: path("c.sqlite"))
        let result = try RunCohort.run(request)
        XCTAssertGreaterThan(result.runs.first { $0.person == "p01" }?.n ?? 0, 0)
        let tables = try DatabaseReader.tables(CohortTables.empty, at: path("c.sqlite"), what: "a cohort database")
        let imports = try XCTUnwrap(tables.first { $0.name == "imports" })
        let column = try XCTUnwrap(imports.columns.firstIndex { $0.name == "sessions_rejected" })
        XCTAssertEqual(imports.rows.map { $0[column] }, [.integer(1), .integer(0), .integer(0), .integer(0)])
    }

    func testAFolderWithNoPersonIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        XCTAssertThrowsError(
            try RunCohort.run(RunCohort.Request(people: path("empty"), labelsName: "l.csv", targets: ["stress"])))
    }

    func testTheDatabaseHoldsEveryPersonAndDay() throws {
        let folder = try simulatedCohort()
        let request = RunCohort.Request(
            people: folder, labelsName: "labels.csv", targets: ["stress"], jobs: 2, out: path("one.sqlite"))
        let result = try RunCohort.run(request)

        let tables = try DatabaseReader.tables(CohortTables.empty, at: path("one.sqlite"), what: "a cohort")
        let rows = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0.rows) })
        // Five people, p05 with its error and no import; four runs (p05 has none).
        XCTAssertEqual(rows["people"]?.map { $0[0] }, ["p01", "p02", "p03", "p04", "p05"].map { .text($0) })
        XCTAssertEqual(rows["people"]?[4][2] == .null, false)
        XCTAssertEqual(rows["imports"]?.count, 4)
        XCTAssertEqual(rows["runs"]?.count, 4)
        // One row per day predicted, so as many as the runs' n together.
        XCTAssertEqual(rows["predictions"]?.count, result.runs.map(\.n).reduce(0, +))
        XCTAssertEqual(rows["settings"]?.first { $0[0] == .text("targets") }?[1], .text("stress"))
        XCTAssertEqual(rows["shards"]?.first?[0], .text("1/1"))
        // The pooled row: 3 people, their days, and the skill of the summed squared errors.
        let pooled = try XCTUnwrap(rows["pooled"]?.first)
        let evaluated = result.runs.filter { $0.n > 0 }
        XCTAssertEqual(pooled[1], .integer(3))
        XCTAssertEqual(pooled[2], .integer(Int64(evaluated.map(\.n).reduce(0, +))))
        let skill = 1 - evaluated.map(\.sse).reduce(0, +) / evaluated.map(\.sseRecent).reduce(0, +)
        guard case .real(let stored) = pooled[5] else { return XCTFail("skill_vs_recent is not a number") }
        XCTAssertEqual(stored, skill, accuracy: 1e-12)
    }

    func testAnExistingOutputIsReplacedWholeOrNotAtAll() throws {
        try write("kept\n", "out.sqlite")
        // A folder that is not there: refused before anything is written.
        var request = RunCohort.Request(
            people: path("nobody"), labelsName: "labels.csv", targets: ["stress"], out: path("out.sqlite"))
        XCTAssertThrowsError(try RunCohort.run(request))
        XCTAssertEqual(try String(contentsOfFile: path("out.sqlite"), encoding: .utf8), "kept\n")
        // A cohort that runs: the file is a whole database, and no temporary file is left beside it.
        let sim = PersonSimulator.simulate(SimulationPlan(days: 20, seed: 4))
        try write(sim.records, "records.csv", in: "one/p01")
        request.people = path("one")
        _ = try RunCohort.run(request)
        XCTAssertEqual(try DatabaseReader.tables([CohortTables.settings], at: path("out.sqlite"), what: "").count, 1)
        let litter = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix(".flow-tmp")
        }
        XCTAssertEqual(litter, [])
    }

    func testAPersonWithTooFewLabelsIsNotEvaluatedNorPooled() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 60, seed: 4))
        try write(sim.records, "records.csv", in: "few/p01")
        // The header and five labels: far fewer than a rolling origin needs.
        let labels = sim.labels.split(separator: "\n").prefix(6).joined(separator: "\n") + "\n"
        try write(labels, "labels.csv", in: "few/p01")
        let result = try RunCohort.run(
            RunCohort.Request(people: path("few"), labelsName: "labels.csv", targets: ["stress"]))
        XCTAssertEqual(result.runs.count, 1)
        XCTAssertEqual(result.runs[0].n, 0)
        XCTAssertNotNil(result.runs[0].reason)
        XCTAssertEqual(result.failed.count, 0)
        XCTAssertEqual(result.pooled.first?.people, 0)
        XCTAssertEqual(result.pooled.first?.days, 0)
        XCTAssertEqual(result.pooled.first?.skills, [:])
    }

    private func folderURL(_ name: String) -> URL { URL(fileURLWithPath: path(name)) }

    /// A person whose folder holds the phone's Health Connect zip and labels is read from the
    /// zip, as any other export: the same evaluation as from their records CSV but for the
    /// HRV and in-bed cells the zip cannot hold, so the same number of days.
    func testAPersonsHealthConnectExportIsTheirHistory() throws {
        let plan = SimulationPlan(days: 120, seed: 31)
        _ = try Simulate.write(plan, format: .healthConnect, to: path("people/phone"))
        _ = try Simulate.write(plan, format: .csv, to: path("people/records"))
        let result = try RunCohort.run(
            RunCohort.Request(people: path("people"), labelsName: "labels.csv", targets: ["stress"], jobs: 1, out: nil))
        XCTAssertEqual(result.runs.map(\.person), ["phone", "records"])
        XCTAssertEqual(result.failed.count, 0)
        XCTAssertGreaterThan(result.runs[0].n, 60)
        XCTAssertEqual(result.runs[0].n, result.runs[1].n)
    }
}
