import FlowCommandLine
#if canImport(Glibc)
import Glibc
#endif
import Foundation

let console = Console(
    out: { FileHandle.standardOutput.write($0.data(using: .utf8) ?? Data()) },
    err: { FileHandle.standardError.write($0.data(using: .utf8) ?? Data()) })
exit(FlowCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console).rawValue)
