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

    /// Words a library may hold that look like an option and are not one, each with its reason.
    static let optionLikeWords: [(file: String, words: String, reason: String)] = [
        (
            "Sources/FlowInference/DayFlow.swift", "no recent level: give --labels",
            "SPEC 16's JSON reason, a contract value"
        ),
        ("Sources/FlowReport/Page.swift", "--fg", "the page's CSS custom properties, not options"),
    ]

    /// A library speaks of values, never of options an app's user cannot type: no string literal
    /// of a module outside FlowApp and FlowCommandLine holds `--` before a letter, but for the
    /// words listed above with their reasons.
    func testLibrariesNameNoOption() throws {
        let root = TestPaths.packageRoot
        let sources = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        let files = (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.filter {
            !["FlowApp/", "FlowCommandLine/", "flow/", "flow-benchmark/"].contains(where: $0.hasPrefix)
        }
        XCTAssertGreaterThan(files.count, 200)
        let option = try NSRegularExpression(pattern: "--[A-Za-z]")
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for literal in ProjectLayoutTests.stringLiterals(text)
            where option.firstMatch(in: literal, range: NSRange(literal.startIndex..., in: literal)) != nil {
                let allowed = ProjectLayoutTests.optionLikeWords.contains {
                    $0.file == "Sources/" + file && literal.contains($0.words)
                }
                if !allowed { found.append("Sources/\(file): \(literal.prefix(80))") }
            }
        }
        XCTAssertEqual(found, [], "a library names an option: say the value, and map it in Remedy+Options.swift")
    }

    /// The string literals of Swift source ("…", """…""", #"…"#), comments passed over.
    static func stringLiterals(_ text: String) -> [String] {
        let b = Array(text.utf8)
        var out: [String] = []
        var i = 0
        func starts(_ s: String, at k: Int) -> Bool {
            let u = Array(s.utf8)
            return k + u.count <= b.count && Array(b[k..<(k + u.count)]) == u
        }
        while i < b.count {
            if starts("//", at: i) {
                while i < b.count && b[i] != 10 { i += 1 }
                continue
            }
            if starts("/*", at: i) {
                i += 2
                while i < b.count && !starts("*/", at: i) { i += 1 }
                i += 2
                continue
            }
            var hashes = 0
            while i + hashes < b.count && b[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
            guard i + hashes < b.count, b[i + hashes] == UInt8(ascii: "\"") else {
                i += max(1, hashes)
                continue
            }
            let triple = starts("\"\"\"", at: i + hashes)
            let close = (triple ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            var k = i + hashes + (triple ? 3 : 1)
            let start = k
            while k < b.count && !starts(close, at: k) {
                if hashes == 0 && b[k] == UInt8(ascii: "\\") { k += 1 }
                k += 1
            }
            out.append(String(decoding: b[start..<min(k, b.count)], as: UTF8.self))
            i = k + close.utf8.count
        }
        return out
    }

    func testTheLiteralsAreFound() {
        let triple = String(repeating: "\"", count: 3)
        let source = "let a = \"x\\\"--y\" // \"--no\"\nlet b = #\"--z\"# + " + triple + "\n--w\n" + triple
        XCTAssertEqual(ProjectLayoutTests.stringLiterals(source), ["x\\\"--y", "--z", "\n--w\n"])
    }
}
