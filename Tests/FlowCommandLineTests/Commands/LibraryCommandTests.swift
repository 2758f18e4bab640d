import FlowDatabase
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow library` through the command line: the holdings, a deletion counted then done, the check.
final class LibraryCommandTests: FolderTestCase {
    private var environment: [String: String] { ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")] }

    /// `flow library`: the holdings; forget counts, then deletes with --yes; check.
    func testShowForgetAndCheck() throws {
        // The sample's first six weeks; the chest strap (Polar H10) is worn from 02-01.
        let part = try sampleRecords(before: "2026-02-15")
        XCTAssertEqual(flow(["import", part.path], environment: environment).0, .success)
        let lines = Set(try String(contentsOfFile: part.path, encoding: .utf8).split(separator: "\n").dropFirst())
        let (total, polar) = (Double(part.records), Double(lines.filter { $0.hasSuffix(",Polar H10") }.count))
        XCTAssertGreaterThan(polar, 0)
        let (code, t) = flow(["library", "--json"], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONValue.parse(t.out)
        XCTAssertEqual(json["records"]?.number, total)
        XCTAssertEqual(
            json["sources"]?.array?.compactMap { $0["source"]?.string },
            ["Apple Watch", "Polar H10", "SleepApp", "iPhone"])
        let (_, dry) = flow(["library", "forget", "--source", "Polar H10"], environment: environment)
        XCTAssertTrue(
            dry.out.hasPrefix("\(NumberFormat.grouped(Int(polar))) records of Polar H10 would be deleted"), dry.out)
        let (_, gone) = flow(["library", "forget", "--source", "Polar H10", "--yes"], environment: environment)
        XCTAssertTrue(gone.out.hasPrefix("deleted \(NumberFormat.grouped(Int(polar))) records of Polar H10"), gone.out)
        XCTAssertEqual(try Library.reading(path("lib/library.sqlite")).recordCount(), Int(total - polar))
        let (ccode, c) = flow(["library", "check"], environment: environment)
        XCTAssertEqual(ccode, .success, c.err)
        XCTAssertTrue(c.out.contains("sound"), c.out)
        let (bad, b) = flow(["library", "forget"], environment: environment)
        XCTAssertEqual(bad, .usage)
        XCTAssertTrue(b.err.contains("--source S, --before DATE or --checkins (one of them)"), b.err)
    }

}
