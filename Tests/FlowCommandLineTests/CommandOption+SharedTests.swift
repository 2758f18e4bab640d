import XCTest

@testable import FlowCommandLine

/// The options many commands share: `--from`/`--to` one option of two spellings, reworded by
/// each command that takes a range, and `--history` the one that may be given again.
final class CommandOptionSharedTests: XCTestCase {
    func testSharedDeclarations() {
        let range = CommandOption.range("the days to list")
        XCTAssertEqual(range.names, ["--from", "--to"])
        XCTAssertEqual(range.meaning, "the days to list")
        XCTAssertEqual(range.value, "D")
        XCTAssertTrue(CommandOption.featureSettings.map(\.name).contains("--max-hr"))
        // Every option of every command is spelt with two leading dashes.
        let names = CommandDescriptor.all.flatMap(\.options).flatMap(\.names)
        for name in Set(names) { XCTAssertTrue(name.hasPrefix("--"), name) }
    }
}
