import FlowApp
import FlowInference
import FlowSimulation
import FlowTestSupport
import XCTest

/// A cohort of simulated people: each evaluated as flow evaluate would, one without labels
/// and one that cannot be read recorded while the others go on, the same results with one job
/// or four, and shards that together are the whole.
final class RunCohortTests: FolderTestCase {
    private func cohort() throws -> String {
        for (k, name) in ["p01", "p02", "p03"].enumerated() {
            let sim = PersonSimulator.simulate(SimulationPlan(days: 90, seed: UInt64(10 + k)))
            try write(sim.records, "records.csv", in: "people/\(name)")
            try write(sim.labels, "labels.csv", in: "people/\(name)")
        }
        let lonely = PersonSimulator.simulate(SimulationPlan(days: 30, seed: 3))
        try write(lonely.records, "records.csv", in: "people/p04")  // no labels file
        try write("not a history\n", "records.csv", in: "people/p05")
        try write(lonely.labels, "labels.csv", in: "people/p05")
        return path("people")
    }

    func testEveryPersonOnceInNameOrderWhateverTheJobs() throws {
        let folder = try cohort()
        // p05's folder holds a file that is no history: it is reported, the others kept.
        var request = RunCohort.Request(people: folder, labelsName: "labels.csv", targets: ["stress"], jobs: 1)
        let one = try RunCohort.run(request)
        request.jobs = 4
        let four = try RunCohort.run(request)
        XCTAssertEqual(one.runs, four.runs)
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

    func testTwoShardsAreTheWhole() throws {
        let folder = try cohort()
        var request = RunCohort.Request(people: folder, labelsName: "labels.csv", targets: ["stress"], jobs: 2)
        let whole = try RunCohort.run(request)
        request.shard = (1, 2)
        let first = try RunCohort.run(request)
        request.shard = (2, 2)
        let second = try RunCohort.run(request)
        XCTAssertEqual((first.runs + second.runs).sorted { $0.person < $1.person }, whole.runs)
        XCTAssertEqual(
            Set(first.failed.map(\.person) + second.failed.map(\.person)), Set(whole.failed.map(\.person)))
    }

    func testAFolderWithNoPersonIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        XCTAssertThrowsError(
            try RunCohort.run(RunCohort.Request(people: path("empty"), labelsName: "l.csv", targets: ["stress"])))
    }
}
