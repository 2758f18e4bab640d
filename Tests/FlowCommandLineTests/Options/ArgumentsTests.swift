import FlowApp
import FlowRecords
import XCTest

@testable import FlowCommandLine

/// Options read through their one declaration: values typed, refusals naming the option.
final class ArgumentsTests: XCTestCase {
    func parse(_ words: [String], _ options: [CommandOption]) throws -> Arguments {
        try Arguments(
            words, valued: Set(options.filter { $0.value != nil }.flatMap(\.names)),
            flags: Set(options.filter { $0.value == nil }.flatMap(\.names)),
            repeatable: Set(options.filter(\.repeatable).flatMap(\.names)))
    }

    /// `--history` may be given again (a ring and a watch); another option may not.
    func testOnlyARepeatableOptionMayBeGivenTwice() throws {
        let args = try parse(
            ["--history", "ring.zip", "--model", "m.json", "--history=watch.zip"], [.history, .model])
        XCTAssertEqual(args[.history], "ring.zip")
        XCTAssertEqual(args.all(.history), ["ring.zip", "watch.zip"])
        XCTAssertEqual(try args.history().paths, ["ring.zip", "watch.zip"])
        XCTAssertThrowsError(try parse(["--model", "a", "--model", "b"], [.model])) { error in
            XCTAssertEqual(error as? CommandError, .usage("--model is given twice"))
        }
    }

    func testValuesAreReadThroughTheirDeclaration() throws {
        let args = try parse(
            ["--model", "m.json", "--json", "--last", "7", "--date=2026-03-01", "--to", "2026-03-09"],
            [.model, .json, .last, .date, .from])
        XCTAssertEqual(args[.model], "m.json")
        XCTAssertTrue(args.has(.json))
        XCTAssertEqual(try args.integer(.last, in: 1...100), 7)
        XCTAssertEqual(try args.day(.date), CalendarDay(iso: "2026-03-01"))
        // --from and --to are declared together and read apart.
        XCTAssertNil(args[.from])
        XCTAssertEqual(try args.day(.to), CalendarDay(iso: "2026-03-09"))
        XCTAssertNil(args[.labels])
    }

    func testRefusalsNameTheOption() throws {
        func usage(_ body: () throws -> Void) -> String {
            do { try body() } catch let error as CommandError { return error.description } catch { return "\(error)" }
            return "no error"
        }
        let args = try parse(["--last", "0", "--date", "03/01/2026"], [.last, .date, .out])
        XCTAssertEqual(
            usage { _ = try args.integer(.last, in: 1...100) }, "--last takes a whole number from 1 to 100, not '0'")
        XCTAssertEqual(usage { _ = try args.day(.date) }, "--date takes a date YYYY-MM-DD, not '03/01/2026'")
        XCTAssertEqual(usage { _ = try args.required(.out) }, "--out is required")
        XCTAssertEqual(usage { _ = try parse(["--modle", "m.json"], [.model]) }, "unknown option '--modle'")
        XCTAssertEqual(
            usage { _ = try parse(["--from", "2026-03-02", "--to", "2026-03-01"], [.from]).dayWindow() },
            "--from 2026-03-02 is after --to 2026-03-01")
    }

    /// A command may word an option's help its own way; the option stays the one it reads.
    func testSayingChangesTheHelpNotTheOption() {
        let own = CommandOption.model.saying("a model file from flow train, evaluated as it is")
        XCTAssertEqual(own.names, CommandOption.model.names)
        XCTAssertEqual(own.value, "FILE")
        XCTAssertTrue(own.helpLines(width: 100).contains("evaluated as it is"))
        XCTAssertEqual(CommandOption.range("only these days").names, ["--from", "--to"])
    }
}
