import Foundation
import XCTest

/// Where the package and the shared reference data live. Tests that read `../shared` skip
/// cleanly when it is absent, as on a user's clone.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `../shared` beside the package.
    public static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// A file of the package, by its path from the root.
    public static func package(_ relative: String) -> URL { packageRoot.appendingPathComponent(relative) }

    /// A file or folder under `../shared`, or a skip when it is absent.
    public static func shared(_ relative: String) throws -> URL {
        let url = shared.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            SharedDataSkips.record(String(relative.split(separator: "/").first ?? ""))
            throw XCTSkip("\(url.path) is absent")
        }
        return url
    }
}

/// Counts the tests skipped for want of `../shared` and says so in one line when the run ends,
/// so a clone without the reference data shows what it did not check.
final class SharedDataSkips: NSObject, XCTestObservation, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var missing: [String: Int] = [:]
    nonisolated(unsafe) private static var observer: SharedDataSkips?

    /// Notes a skip for the missing folder `what`; the first one registers the end-of-run line.
    static func record(_ what: String) {
        lock.lock()
        defer { lock.unlock() }
        missing[what, default: 0] += 1
        if observer == nil {
            let o = SharedDataSkips()
            observer = o
            XCTestObservationCenter.shared.addTestObserver(o)
        }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        SharedDataSkips.lock.lock()
        defer { SharedDataSkips.lock.unlock() }
        let total = SharedDataSkips.missing.values.reduce(0, +)
        let folders = SharedDataSkips.missing.keys.sorted().map { "../shared/\($0)" }.joined(separator: ", ")
        print(
            "shared data: \(total) test\(total == 1 ? "" : "s") skipped, because \(folders) "
                + "\(SharedDataSkips.missing.count == 1 ? "is" : "are") absent (the golden vectors and real exports live beside the package)"
        )
    }
}

/// A file of `../shared/golden`, or a skip when it is absent.
public func goldenFile(_ name: String) throws -> URL { try TestPaths.shared("golden/\(name)") }

/// The text of a file of `../shared/golden`.
public func goldenText(_ name: String) throws -> String { try String(contentsOf: goldenFile(name), encoding: .utf8) }
