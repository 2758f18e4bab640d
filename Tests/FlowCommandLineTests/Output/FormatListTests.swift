import FlowImport
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// The formats help and the README list come from the registry: every declared format is in
/// `flow --help`, in each command's `--history` help and in the README's table.
final class FormatListTests: XCTestCase {
    func testEveryDeclaredFormatIsInHelpAndTheReadme() throws {
        let (code, t) = flow(["--help"])
        XCTAssertEqual(code, .success)
        let readme = try String(contentsOf: TestPaths.package("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "## What flow reads").last ?? ""
        XCTAssertEqual(HistoryFormat.names.count, 11)
        for (name, accepts) in HistoryFormat.accepted {
            XCTAssertTrue(t.out.contains("  \(name) "), "flow --help lacks \(name)")
            XCTAssertTrue(t.out.contains(accepts.split(separator: " ").prefix(2).joined(separator: " ")), accepts)
            XCTAssertTrue(table.contains("| \(name) |"), "README's table lacks \(name)")
        }
        // The help as words: a name folded over two lines is still the name.
        let predict = flow(["help", "predict"]).1.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for name in HistoryFormat.names where !["records CSV", "feature table", "flow library"].contains(name) {
            XCTAssertTrue(predict.contains(name), "predict's help lacks \(name)")
        }
    }

    func testFoldedLinesKeepTheirWidth() {
        XCTAssertEqual(folded("one two three four", width: 9), ["one two", "three", "four"])
        XCTAssertEqual(folded("unbreakableword a", width: 5), ["unbreakableword", "a"])
        XCTAssertEqual(folded("", width: 5), [])
    }

    func testWhereScoresComeFromNamesEveryFormatWithScores() {
        let text = FormatList.whereScoresComeFrom
        XCTAssertTrue(text.contains("WHOOP (Recovery, Sleep performance, Day Strain)"), text)
        XCTAssertTrue(text.contains("Fitbit / Google Takeout (Sleep Score, Daily Readiness)"), text)
        XCTAssertFalse(text.contains("Apple Health"), text)
    }
}
