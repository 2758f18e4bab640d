import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// Each command's descriptor: its help names every option its parser takes, and lists exactly those
/// (moved here from the conventions suite, unchanged).
final class CommandDescriptorTests: XCTestCase {
    /// Every option a command's parser accepts is named in its help.
    func testEveryOptionIsInItsCommandsHelp() throws {
        for command in CommandDescriptor.all {
            let help = command.help(width: 100)
            for option in command.valued.union(command.flags).sorted() {
                XCTAssertTrue(help.contains(option), "flow \(command.name) --help does not name \(option)")
            }
        }
        let overview = HelpCommand.overview(width: 100)
        XCTAssertTrue(overview.contains("--quiet") && overview.contains("--version"))
    }

    /// Every command's help fits an 80-column terminal, and 100 columns when written to a pipe:
    /// no line is wider, as no word in them is.
    func testEveryHelpFitsItsWidth() {
        for command in CommandDescriptor.all {
            for width in [80, 100] {
                let wide = command.help(width: width).split(separator: "\n").filter { $0.count > width }
                XCTAssertEqual(wide, [], "flow \(command.name) --help at \(width) columns")
            }
        }
        for width in [80, 100] {
            XCTAssertEqual(HelpCommand.overview(width: width).split(separator: "\n").filter { $0.count > width }, [])
        }
    }

    /// A synopsis's forms: each lead up to the first option or placeholder, a bracketed group
    /// (and a "..." after a word) kept as one word with no-break spaces.
    func testASynopsisFoldsBetweenGroups() {
        let forms = CommandDescriptor.forms(of: "usage: flow x A [--b B] ...\n       flow x y [--c C ...]\n  [--d]")
        XCTAssertEqual(forms.map(\.0), ["usage: flow x ", "       flow x y "])
        XCTAssertEqual(forms.map(\.1), [["A", "[--b\u{A0}B]\u{A0}..."], ["[--c\u{A0}C\u{A0}...]", "[--d]"]])
    }

    /// `flow <command> --help` lists exactly the options its parser takes: the option lines
    /// of the printed help (two spaces, then `--`) name each option once and nothing else.
    func testEachCommandsHelpListsExactlyItsOptions() throws {
        for command in CommandDescriptor.all {
            let (code, t) = flow([command.name, "--help"])
            XCTAssertEqual(code, .success, command.name)
            var listed: [String] = []
            for line in t.out.split(separator: "\n") where line.hasPrefix("  --") {
                let label = line.dropFirst(2).prefix { $0 != " " || false }
                // "--from, --to D": both spellings share a line.
                let words = line.dropFirst(2).split(separator: " ").prefix { $0.hasPrefix("--") }
                listed += words.map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
                XCTAssertFalse(label.isEmpty)
            }
            XCTAssertEqual(listed.count, Set(listed).count, "\(command.name) lists an option twice")
            XCTAssertEqual(Set(listed), command.valued.union(command.flags), command.name)
        }
        // The parser takes the same options: a flag it lists is accepted, a word it does not is refused.
        XCTAssertEqual(flow(["garden", "--days", "3"]).0, .usage)
    }

    func testCommandsByNameAndAlias() {
        XCTAssertEqual(CommandDescriptor.named("cohort")?.name, "cohort")
        XCTAssertEqual(CommandDescriptor.named("--help")?.name, "help")
        XCTAssertNil(CommandDescriptor.named("cohorts"))
        XCTAssertFalse(CommandDescriptor.dataCommands.contains { $0.name == "version" })
        XCTAssertTrue(CommandDescriptor.dataCommands.contains { $0.name == "cohort" })
    }
}
