import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow completion`: scripts made from the option table (moved here from the conventions suite,
/// unchanged).
final class CompletionCommandTests: FolderTestCase {
    /// Completion scripts offer every command and every option of the table; bash's parses.
    func testCompletionScriptsComeFromTheOptionTable() throws {
        for shell in ["bash", "zsh", "fish"] {
            let (code, t) = flow(["completion", shell])
            XCTAssertEqual(code, .success)
            for c in CommandDescriptor.dataCommands { XCTAssertTrue(t.out.contains(c.name), "\(shell): \(c.name)") }
            for o in CommandDescriptor.dataCommands {
                for option in o.valued.union(o.flags) {
                    XCTAssertTrue(
                        t.out.contains(shell == "fish" ? "-l \(option.dropFirst(2))" : option), "\(shell): \(option)")
                }
            }
        }
        XCTAssertEqual(flow(["completion", "tcsh"]).0, .usage)
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let script = path("flow.bash")
        try flow(["completion", "bash"]).1.out.write(toFile: script, atomically: false, encoding: .utf8)
        XCTAssertEqual(try runProcess("/bin/bash", ["-n", script]).status, 0)
    }
}
