import Foundation

/// What a finished process printed and how it ended.
public struct ProcessResult {
    public var status: Int32
    public var out: String, err: String
}

/// Runs a program to the end with `stdin` fed to it, reading both outputs as it goes.
public func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    in folder: URL? = nil, stdin: Data = Data()
) throws -> ProcessResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    if let environment { p.environment = environment }
    if let folder { p.currentDirectoryURL = folder }
    // Standard error goes to a file, so neither output can fill a pipe and stall the process.
    let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("flow-test-err-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errFile.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: errFile) }
    let errHandle = try FileHandle(forWritingTo: errFile)
    let input = Pipe()
    let out = Pipe()
    p.standardInput = input
    p.standardOutput = out
    p.standardError = errHandle
    try p.run()
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    try errHandle.close()
    let errData = (try? Data(contentsOf: errFile)) ?? Data()
    return ProcessResult(
        status: p.terminationStatus, out: String(decoding: outData, as: UTF8.self),
        err: String(decoding: errData, as: UTF8.self))
}
