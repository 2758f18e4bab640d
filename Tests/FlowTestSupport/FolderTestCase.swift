import Foundation
import XCTest

/// A test case with a fresh temporary folder for each test, removed afterwards.
open class FolderTestCase: XCTestCase {
    /// The folder of the running test.
    public var folder: URL!

    open override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    open override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }

    /// The path of a file in the folder.
    public func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes text to a file in the folder (or a subfolder of it) and returns its path.
    @discardableResult
    public func write(_ text: String, _ name: String, in sub: String = "") throws -> String {
        let dir = sub.isEmpty ? folder! : folder.appendingPathComponent(sub)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }
}

extension FolderTestCase {
    /// The shipped sample's records dated before `day` (by their start's date), written into the
    /// folder; its path and how many distinct records it holds (the sample repeats two lines).
    public func sampleRecords(before day: String) throws -> (path: String, records: Int) {
        let text = try String(contentsOf: TestPaths.package("Datasets/sample/records.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        let kept = lines.dropFirst().filter { $0.split(separator: ",")[1] < Substring(day) }
        let path = try write(([lines[0]] + kept).joined(separator: "\n") + "\n", "sample-before-\(day).csv")
        return (path, Set(kept).count)
    }
}
