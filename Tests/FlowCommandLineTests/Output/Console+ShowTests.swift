import FlowRecords
import XCTest

@testable import FlowCommandLine

/// A result shown once for every command: JSON data with `--json`, else the text.
final class ConsoleShowTests: XCTestCase {
    func testJSONOrText() throws {
        let t = Transcript()
        let json = try Arguments(["--json"], valued: [], flags: ["--json"])
        let value = JSONValue.object([("n", .number(2))])
        t.console.show(json, json: { value }, text: { "two\n" })
        t.console.show(try Arguments([], valued: [], flags: ["--json"]), json: { .null }, text: { "two\n" })
        // The JSON document and a line end, then the text alone.
        XCTAssertEqual(t.out, value.text() + "\n" + "two\n")
    }

    /// Prose is fitted to the console's width; JSON never is.
    func testProseFitsTheWidth() throws {
        let t = Transcript()
        t.width = 10
        let none = try Arguments([], valued: [], flags: ["--json"])
        t.console.show(none, json: { .string("a long string here") }, prose: { "one two three\n" })
        t.console.show(
            try Arguments(["--json"], valued: [], flags: ["--json"]), json: { .string("a long string here") },
            prose: { "one two three\n" })
        XCTAssertEqual(t.out, "one two\nthree\n" + JSONValue.string("a long string here").text() + "\n")
    }

    /// Every command's text folds as prose does (a line of `flow compare` ran to 125 columns);
    /// a line that fits is kept as it is.
    func testEveryTextFitsTheWidth() throws {
        let t = Transcript()
        t.width = 10
        t.console.show(
            try Arguments([], valued: [], flags: ["--json"]), json: { .null }, text: { "one two three\nfour\n" })
        XCTAssertEqual(t.out, "one two\nthree\nfour\n")
    }
}
