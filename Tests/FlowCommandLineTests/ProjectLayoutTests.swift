import FlowTestSupport
import Foundation
import XCTest

/// The layout docs/architecture.md promises: every source file with logic (a function, a
/// computed property, a decision or a loop) has a test file of its own name, `X.swift` tested
/// in `XTests.swift`. Declarations alone (cases, stored properties, constants) and the two
/// executables' files need none.
final class ProjectLayoutTests: XCTestCase {
    func testEverySourceFileWithLogicHasATestFileOfItsName() throws {
        let root = TestPaths.packageRoot
        let files = FileManager.default
        func swiftFiles(under folder: String) -> [String] {
            guard let walker = files.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
            return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        let tests = Set(swiftFiles(under: "Tests").map { ($0 as NSString).lastPathComponent })
        // A function, a subscript, a computed property (a `var` whose type is followed by a body),
        // or a decision or loop anywhere (an initialiser that does more than assign).
        let logic = try NSRegularExpression(
            pattern: #"(\bfunc |\bsubscript|var \w+: [^=\n]*\{|\bswitch |\bguard |\bif |\bfor \w+ in )"#)
        var missing: [String] = []
        for source in swiftFiles(under: "Sources").sorted()
        where !source.hasPrefix("Sources/flow/") && !source.hasPrefix("Sources/flow-benchmark/") {
            // The code without its comments.
            let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            guard logic.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { continue }
            let name = (source as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "Tests.swift")
            if !tests.contains(name) { missing.append(source) }
        }
        XCTAssertEqual(missing, [], "source files with logic and no test file of their name")
    }

    /// A command parses, calls a use case and renders: no command file loads a history itself.
    func testNoCommandLoadsAHistoryItself() throws {
        let folder = TestPaths.package("Sources/FlowCommandLine/Commands")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(names.count, 15)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for word in ["HistoryLoader", "ScoredLoad"] {
                XCTAssertFalse(text.contains(word), "\(name) names \(word): load through a use case in FlowApp")
            }
        }
    }
}
