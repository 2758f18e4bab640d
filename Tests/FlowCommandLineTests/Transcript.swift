import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// Collects what a command printed.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = "", errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
    /// The columns its prose is fitted to (a file's, unless a test plays a terminal).
    var width = Console.fileWidth
    var console: Console {
        Console(
            out: { s in self.lock.withLock { self.outText += s } },
            err: { s in self.lock.withLock { self.errText += s } }, width: width)
    }
}

/// Runs `flow` in process with `words` (in a UTF-8 locale unless `environment` says otherwise)
/// and returns its exit code and what it printed.
func flow(_ words: [String], environment: [String: String] = ["LANG": "C.UTF-8"]) -> (ExitCode, Transcript) {
    let t = Transcript()
    return (FlowCommand.run(arguments: words, console: t.console, environment: environment), t)
}

extension FolderTestCase {
    /// The golden person's feature table, written once by `flow features` into the test's folder
    /// (its numbers read back exactly); a skip when ../shared is absent.
    func goldenTable() throws -> String {
        let table = path("golden-table.csv")
        let goldenRecords = try goldenFile("records.csv").path  // outside the assertion, so a missing ../shared skips
        XCTAssertEqual(flow(["features", "--history", goldenRecords, "--out", table]).0, .success)
        return table
    }
}

extension FolderTestCase {
    /// The golden person's records, labels and anchored model, as paths (a skip when ../shared is absent).
    func golden() throws -> (records: String, labels: String, model: String) {
        (
            try goldenFile("records.csv").path, try goldenFile("labels.csv").path,
            try goldenFile("model-anchored.json").path
        )
    }
}
