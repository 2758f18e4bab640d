import Foundation

/// Runs a program to its end (outputs to /dev/null) and returns its exit status and its own
/// peak resident memory in bytes, or nil when python3 is absent.
///
/// The program is started by a small python3 process and measured there with `os.wait4`:
/// started from this test process directly, Linux would count this process's own high-water
/// mark in the child's `ru_maxrss` (it records the memory the child had before `exec`, which a
/// `posix_spawn` child shares with its parent), and a test process holds well over 100 MB.
public func peakMemory(_ executable: String, _ arguments: [String]) throws -> (status: Int32, bytes: Int)? {
    guard
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
    else { return nil }
    let script = """
        import os, subprocess, sys
        p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss * 1024)
        """
    let result = try runProcess(python, ["-c", script, executable] + arguments)
    let fields = result.out.split(separator: " ").compactMap {
        Int(String($0).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard result.status == 0, fields.count == 2 else {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "python3 failed: \(result.err)"])
    }
    return (Int32(fields[0]), fields[1])
}
