import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// Tests/BadInput: hostile files for every reader, each with the exit code and the fragment
/// of the error it must give (Tests/BadInput/cases.tsv). The corpus is copied to a scratch
/// folder first, so a regression that wrote to an input could never damage it; after every
/// case each input is checked to be unchanged.
final class BadInputCorpusTests: FolderTestCase {
    struct Case {
        var file: String, command: String, exit: Int32, fragment: String, line: Int
    }

    func cases() throws -> [Case] {
        let text = try String(contentsOf: TestPaths.package("Tests/BadInput/cases.tsv"), encoding: .utf8)
        return text.split(separator: "\n").enumerated().compactMap { k, line -> Case? in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 4, let code = Int32(f[2]) else {
                XCTFail("cases.tsv:\(k + 1): not four fields")
                return nil
            }
            return Case(file: f[0], command: f[1], exit: code, fragment: f[3], line: k + 1)
        }
    }

    func testEveryHostileInputGivesItsExitCodeAndMessage() throws {
        let corpus = TestPaths.package("Tests/BadInput")
        let copy = folder.appendingPathComponent("corpus")
        try FileManager.default.copyItem(at: corpus, to: copy)
        let all = try cases()
        XCTAssertGreaterThanOrEqual(Set(all.map(\.file)).count, 60)
        let cwd = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(copy.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        let before = try snapshot(copy)
        for (k, c) in all.enumerated() {
            let out = folder.appendingPathComponent("out-\(k)").path
            let words = c.command.split(separator: " ").map {
                String($0).replacingOccurrences(of: "{out}", with: out).replacingOccurrences(of: "{}", with: c.file)
            }
            let (code, t) = flow(words)
            let fragment = c.fragment.replacingOccurrences(of: "{}", with: c.file)
            XCTAssertEqual(code.rawValue, c.exit, "cases.tsv:\(c.line) \(c.file): \(t.err)")
            XCTAssertTrue(t.err.contains(fragment), "cases.tsv:\(c.line) \(c.file): wanted '\(fragment)' in:\n\(t.err)")
            XCTAssertFalse(t.err.contains("internal"), "cases.tsv:\(c.line) \(c.file): \(t.err)")
            if c.exit != 0 {
                XCTAssertFalse(
                    FileManager.default.fileExists(atPath: out), "cases.tsv:\(c.line): an output was written")
            }
        }
        XCTAssertEqual(try snapshot(copy), before, "an input of the corpus was changed")
    }

    /// Every file of a folder (recursively) with its bytes.
    func snapshot(_ url: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: url.path)?.allObjects ?? [] {
            var isDir: ObjCBool = false
            let full = url.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                out[name] = FileManager.default.contents(atPath: full)
            }
        }
        return out
    }
}
