@testable import FlowCommandLine
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
