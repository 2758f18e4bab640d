import Foundation
import XCTest

/// Where the package and the shared reference data live. Tests that read `../shared` skip
/// cleanly when it is absent, as on a user's clone.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `../shared` beside the package.
    public static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// A file of the package, by its path from the root.
    public static func package(_ relative: String) -> URL { packageRoot.appendingPathComponent(relative) }

    /// A file or folder under `../shared`, or a skip when it is absent.
    public static func shared(_ relative: String) throws -> URL {
        let url = shared.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(url.path) is absent") }
        return url
    }
}

/// A file of `../shared/golden`, or a skip when it is absent.
public func goldenFile(_ name: String) throws -> URL { try TestPaths.shared("golden/\(name)") }

/// The text of a file of `../shared/golden`.
public func goldenText(_ name: String) throws -> String { try String(contentsOf: goldenFile(name), encoding: .utf8) }
