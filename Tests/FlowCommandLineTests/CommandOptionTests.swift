import FlowApp
import XCTest

@testable import FlowCommandLine

/// One option declared once: its help lines in a 17-column margin, its meaning reworded by a
/// command, allowed again when repeated, and a usage error that starts with its name.
final class CommandOptionTests: XCTestCase {
    func testHelpLines() {
        let option = CommandOption("--from", "--to", value: "D", "the first and last day\n(both included)")
        // "--from, --to D" is 14 characters: padded to 17, after a two-space indent; the meaning
        // is one paragraph, so at 100 columns it is one line.
        XCTAssertEqual(option.helpLines(width: 100), "  --from, --to D   the first and last day (both included)\n")
        // At 40 columns the meaning has 21: "the first and last" (18), then "day (both included)" (19)
        // at column 19.
        XCTAssertEqual(
            option.helpLines(width: 40),
            "  --from, --to D   the first and last\n" + String(repeating: " ", count: 19) + "day (both included)\n")
        // A label longer than the margin keeps two spaces before its meaning.
        let long = CommandOption("--sessions-name", value: "FILE", "a file")
        XCTAssertEqual(long.helpLines(width: 100), "  --sessions-name FILE  a file\n")
        XCTAssertEqual(CommandOption(flag: "--json", "JSON").helpLines(width: 100), "  --json           JSON\n")
    }

    func testRewordedRepeatedAndRefused() {
        let option = CommandOption("--target", value: "T", "the labels column")
        XCTAssertEqual(option.name, "--target")
        let reworded = option.saying("a column to evaluate", value: "NAME")
        XCTAssertEqual(reworded.meaning, "a column to evaluate")
        XCTAssertEqual(reworded.value, "NAME")
        XCTAssertFalse(option.repeatable)
        XCTAssertTrue(option.repeated().repeatable)
        XCTAssertEqual(CommandError.usage(option, "needs a value"), .usage("--target needs a value"))
    }
}
