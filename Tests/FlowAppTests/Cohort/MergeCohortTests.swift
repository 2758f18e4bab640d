import FlowApp
import FlowDatabase
import FlowRecords
import FlowTestSupport
import XCTest

/// Shards of one cohort merged into what the whole run writes; shards that do not belong
/// together refused, naming both files.
final class MergeCohortTests: FolderTestCase {
    private func run(
        _ folder: String, shard: (Int, Int)?, targets: [String] = ["stress"], labelClock: Int? = nil, out: String
    ) throws {
        let request = RunCohort.Request(
            people: folder, labelsName: "labels.csv", targets: targets, labelClock: labelClock, jobs: 2, shard: shard,
            out: path(out))
        _ = try RunCohort.run(request)
    }

    private func tables(_ file: String) throws -> [String: [[SQLValue]]] {
        let read = try DatabaseReader.tables(CohortTables.empty, at: path(file), what: "a cohort database")
        return Dictionary(uniqueKeysWithValues: read.map { ($0.name, $0.rows) })
    }

    func testTwoShardsMergedAreTheWholeRun() throws {
        let folder = try simulatedCohort()
        try run(folder, shard: nil, out: "whole.sqlite")
        try run(folder, shard: (1, 2), out: "a.sqlite")
        try run(folder, shard: (2, 2), out: "b.sqlite")
        let result = try MergeCohort.run([path("b.sqlite"), path("a.sqlite")], out: path("all.sqlite"))
        let whole = try tables("whole.sqlite")
        let merged = try tables("all.sqlite")
        // Every table's content the same, to the bit, but the list of shards that made it.
        for name in ["settings", "people", "imports", "runs", "predictions", "pooled"] {
            XCTAssertEqual(merged[name], whole[name], name)
        }
        XCTAssertEqual(merged["shards"]?.map { $0[0] }, [.text("1/2"), .text("2/2")])
        // Both shards hold someone (the names' FNV-1a: p01, p03 and p05 in one, p02 and p04 in the other).
        XCTAssertEqual(try tables("a.sqlite")["people"]?.count ?? 0, 3)
        XCTAssertEqual(try tables("b.sqlite")["people"]?.count ?? 0, 2)
        XCTAssertEqual(result.runs.map(\.person), ["p01", "p02", "p03", "p04"])
        XCTAssertEqual(result.failed.map(\.person), ["p05"])
    }

    /// A set lacking a shard is refused naming it, or merged with --partial and the gap listed;
    /// shards of another count or people folder are refused naming both files; a file that is
    /// not there is missing (66), not damaged.
    func testIncompleteOrForeignSetsAreNamed() throws {
        let folder = try simulatedCohort()
        try run(folder, shard: (1, 3), out: "a.sqlite")
        try run(folder, shard: (3, 3), out: "c.sqlite")
        let two = [path("a.sqlite"), path("c.sqlite")]
        XCTAssertThrowsError(try MergeCohort.run(two, out: path("all.sqlite"))) {
            XCTAssertEqual((($0 as? FlowError)?.kind), .data)
            XCTAssertEqual("\($0)", "the merge lacks shard 2/3: give its file, or --partial to merge what is here")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("all.sqlite")))
        let partial = try MergeCohort.run(two, out: path("all.sqlite"), partial: true)
        XCTAssertEqual(partial.missingShards, ["2/3"])
        // Another count of shards.
        try run(folder, shard: (2, 2), out: "b2.sqlite")
        XCTAssertThrowsError(try MergeCohort.run([path("a.sqlite"), path("b2.sqlite")], out: path("x.sqlite"))) {
            XCTAssertEqual(
                "\($0)",
                "\(path("a.sqlite")) is a shard of 3 and \(path("b2.sqlite")) one of 2: only the shards of one run can be merged"
            )
        }
        // Another people folder (the same people copied under another name).
        try FileManager.default.copyItem(atPath: folder, toPath: path("others"))
        try run(path("others"), shard: (2, 3), out: "b3.sqlite")
        XCTAssertThrowsError(try MergeCohort.run(two + [path("b3.sqlite")], out: path("x.sqlite"))) {
            XCTAssertEqual(
                "\($0)",
                "\(path("a.sqlite")) ran the people of 'people' and \(path("b3.sqlite")) those of 'others': only the "
                    + "shards of one cohort can be merged")
        }
        XCTAssertThrowsError(try MergeCohort.run([path("a.sqlite"), path("absent.sqlite")], out: path("x.sqlite"))) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .missingInput)
        }
    }

    func testShardsOfOtherSettingsAreRefusedNamingBoth() throws {
        let folder = try simulatedCohort()
        try run(folder, shard: (1, 2), out: "a.sqlite")
        try run(folder, shard: (2, 2), labelClock: 3600, out: "b.sqlite")
        XCTAssertThrowsError(try MergeCohort.run([path("a.sqlite"), path("b.sqlite")], out: path("all.sqlite"))) {
            let error = $0 as? FlowError
            XCTAssertEqual(error?.kind, .data)
            XCTAssertEqual(
                "\($0)",
                "\(path("a.sqlite")) and \(path("b.sqlite")) were run with different settings (label_tz: '' and "
                    + "'3600'): only the shards of one cohort run can be merged")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("all.sqlite")))
    }

    func testAShardGivenTwiceOrAFileNotACohortIsRefused() throws {
        let folder = try simulatedCohort()
        try run(folder, shard: (1, 2), out: "a.sqlite")
        try FileManager.default.copyItem(atPath: path("a.sqlite"), toPath: path("copy.sqlite"))
        XCTAssertThrowsError(try MergeCohort.run([path("a.sqlite"), path("copy.sqlite")], out: path("all.sqlite"))) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .data)
            XCTAssertTrue("\($0)".contains("is in both \(path("a.sqlite")) and \(path("copy.sqlite"))"), "\($0)")
        }
        try write("person,stress\n", "labels.csv")
        XCTAssertThrowsError(try MergeCohort.run([path("a.sqlite"), path("labels.csv")], out: path("all.sqlite"))) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .data)
            XCTAssertEqual(
                "\($0)", "\(path("labels.csv")): cannot be read: it is missing, empty or not a SQLite database")
        }
        // The output may not be one of the inputs.
        XCTAssertThrowsError(try MergeCohort.run([path("a.sqlite")], out: path("a.sqlite"))) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .request)
        }
    }
}
