import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow predict` on the real exports in ../shared/data (PMData's ten Fitbit users and two
/// Apple Health samples), skipped when absent: no driver is a filled-in value, every usual
/// value says whose it is, no morning without a night measurement gets a state, and none
/// before the third measured night gets a number.
final class RealDataPredictTests: XCTestCase {
    static let data = TestPaths.shared.appendingPathComponent("data")

    func histories() throws -> [String] {
        _ = try TestPaths.shared("data")  // a skip, counted, when ../shared/data is absent
        let pmdata = RealDataPredictTests.data.appendingPathComponent("pmdata")
        let people =
            (try? FileManager.default.contentsOfDirectory(atPath: pmdata.path))?.filter {
                $0.hasPrefix("p") && !$0.contains(".")
            }.sorted() ?? []
        let apple = ["curated-v14", "excerpt-2024"].map {
            RealDataPredictTests.data.appendingPathComponent("apple-health/\($0)/export.xml").path
        }
        return people.map { pmdata.appendingPathComponent($0).path }
            + apple.filter { FileManager.default.fileExists(atPath: $0) }
    }

    func testEveryMorningIsHonest() throws {
        var scored = 0
        for history in try histories() {
            let t = Transcript()
            let code = FlowCommand.run(
                arguments: ["predict", "--history", history, "--last", "100000", "--json"], console: t.console)
            XCTAssertEqual(code, .success, "\(history): \(t.err)")
            XCTAssertTrue(t.err.contains("reference model"), t.err)
            for day in try JSONValue.parse(t.out).array ?? [] {
                guard day["scored"] == .bool(true) else {
                    XCTAssertTrue(
                        ["no data", "no night data", "calibrating"].contains(day["reason"]?.string ?? ""),
                        "\(history) \(day)")
                    continue
                }
                scored += 1
                XCTAssertNotNil(day["phase"]?.string)
                // No number before the third night of one's own (SPEC 10.4).
                XCTAssertGreaterThanOrEqual(day["baseline_days"]?.number ?? 0, 3, "\(history) \(day)")
                for driver in day["drivers"]?.array ?? [] {
                    XCTAssertEqual(driver["provenance"]?.string, "observed", "\(history) \(day["date"]?.string ?? "")")
                    XCTAssertTrue(["personal", "model"].contains(driver["usual_source"]?.string ?? ""))
                    let sentence = driver["sentence"]?.string ?? ""
                    XCTAssertTrue(
                        sentence.contains(
                            driver["usual_source"]?.string == "personal" ? "your usual" : "the model's usual"),
                        sentence)
                }
            }
        }
        XCTAssertGreaterThan(scored, 1000)
    }
}
