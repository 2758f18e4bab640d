import FlowRecords
import Foundation

/// Writes outputs through a temporary file in the same folder and a rename, so an
/// interrupted run never leaves a half-written table or model.
enum AtomicFile {
    /// Replaces `path` with `text`; throws `OutputError` (exit 73) on failure,
    /// leaving no temporary file behind.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw OutputError.cannotWrite(file: path, reason: "it is a folder")
        }
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temp)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw OutputError.cannotWrite(file: path, reason: AtomicFile.reason(error))
        }
        if Glibc.rename(temp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temp)
            throw OutputError.cannotWrite(file: path, reason: reason)
        }
    }

    /// Renames a finished temporary output to its final name.
    static func rename(_ temporary: String, to path: String) throws {
        if Glibc.rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError.cannotWrite(file: path, reason: reason)
        }
    }

    /// Creates a folder (and its parents) for outputs.
    static func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputError.cannotWrite(file: path, reason: AtomicFile.reason(error))
        }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileNoSuchFileError, NSFileWriteNoPermissionError, NSFileWriteOutOfSpaceError, NSFileWriteVolumeReadOnlyError:
                return ns.code == NSFileNoSuchFileError ? "its folder does not exist" :
                    ns.code == NSFileWriteNoPermissionError ? "permission denied" :
                    ns.code == NSFileWriteOutOfSpaceError ? "no space left" : "read-only file system"
            default: break
            }
        }
        return ns.localizedDescription
    }
}
