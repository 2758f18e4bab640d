import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow breathing` through the command line: the limits said first, a line a night, the
/// pattern; JSON per night; a history without oxygen says so; no word diagnoses or reassures.
final class BreathingCommandTests: FolderTestCase {
    func testTheNightsThePatternAndTheWords() throws {
        let file = try write(breathingRecords(nights: 30, dipping: Set(10..<30)), "records.csv")
        let (code, t) = flow(["breathing", "--history", file, "--from", "2026-05-20", "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(
            t.out.hasPrefix("Breathing during sleep, from your own readings: a screening sign at most"), t.out)
        // 05-20: 400 readings, lowest 92, none below 90, 6 dips an hour, elevated.
        XCTAssertTrue(
            t.out.contains(
                "2026-05-20  400 readings, lowest 92 %, 0.0 % under 90 %, 6.0 dips of 3 % an hour (elevated)\n"), t.out)
        XCTAssertTrue(
            t.out.contains("Breathing: on 20 of your last 30 nights your oxygen fell by 3 % or more about 6.0"))
        for word in ["normal", "healthy", "you have", "apnoea is", "diagnosed"] {
            XCTAssertFalse(t.out.lowercased().contains(word), word)
        }
        let (jcode, j) = flow(["breathing", "--history", file, "--json", "--from", "2026-05-31", "-q"])
        XCTAssertEqual(jcode, .success, j.err)
        let night = try XCTUnwrap(try JSONValue.parse(j.out).array?.first)
        XCTAssertEqual(night["date"], .string("2026-05-31"))
        XCTAssertEqual(night["valid_minutes"], .number(400))
        XCTAssertEqual(night["odi3"]?.number ?? 0, 6, accuracy: 1e-12)
        XCTAssertEqual(night["elevated"], .number(1))
        XCTAssertEqual(night["pattern"]?["elevated"], .number(20))
        // Without any dipping night: no pattern, said without a verdict.
        let quiet = try write(breathingRecords(nights: 30, dipping: []), "quiet.csv")
        let q = flow(["breathing", "--history", quiet, "-q"]).1.out
        XCTAssertTrue(q.hasSuffix("No pattern of dips in the last 30 nights.\n"), q)
        // A history without oxygen readings says there is nothing to say.
        let sample = TestPaths.package("Datasets/sample/records.csv").path
        XCTAssertEqual(
            flow(["breathing", "--history", sample, "-q"]).1.out,
            "No oxygen readings during sleep and no breathing disturbances in this history.\n")
    }
}
