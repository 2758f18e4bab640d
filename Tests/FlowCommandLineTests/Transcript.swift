@testable import FlowCommandLine
import FlowRecords
import Foundation

/// Collects what a command printed.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = "", errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
    var console: Console {
        Console(out: { s in self.lock.withLock { self.outText += s } }, err: { s in self.lock.withLock { self.errText += s } })
    }
}

/// Runs `flow` in process with `words` (in a UTF-8 locale unless `environment` says otherwise)
/// and returns its exit code and what it printed.
func flow(_ words: [String], environment: [String: String] = ["LANG": "C.UTF-8"]) -> (ExitCode, Transcript) {
    let t = Transcript()
    return (FlowCommand.run(arguments: words, console: t.console, environment: environment), t)
}
