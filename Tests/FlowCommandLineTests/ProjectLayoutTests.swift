import FlowTestSupport
import Foundation
import XCTest

/// The layout docs/architecture.md promises. A source file with logic (a function, a computed
/// property, a decision or a loop), `Sources/<Module>/<Folder>/X.swift`, is tested in
/// `Tests/<Module>Tests/<Folder>/XTests.swift`, where a newcomer looks; one concern of it may
/// have a file of its own, `X+ConcernTests.swift`. Declarations alone (cases, stored
/// properties, constants) and the two executables' files need none. A test file that mirrors
/// no source file is listed below with its reason; a helper (a fixture) holds no test case.
final class ProjectLayoutTests: XCTestCase {
    /// Test files that test no single source file, each with its reason.
    static let unmirrored: [(file: String, reason: String)] = [
        ("FlowCommandLineTests/AnchoredCommandTests.swift", "the anchored model through train, evaluate and predict"),
        ("FlowCommandLineTests/BadInputCorpusTests.swift", "every file of Tests/BadInput through the binary"),
        (
            "FlowCommandLineTests/Commands/CycleWordsTests.swift",
            "the cycle's words across vitals, today, report, export"
        ),
        ("FlowCommandLineTests/CommandOptionsTests.swift", "the conventions every command shares: help, -q, --, pipes"),
        ("FlowCommandLineTests/FuzzTargetsTests.swift", "the fuzz targets' seeds through the binary"),
        ("FlowCommandLineTests/ListedOnceTests.swift", "every reader of the lists declared once, across modules"),
        ("FlowCommandLineTests/OutputFilesTests.swift", "every command's outputs through the binary"),
        ("FlowCommandLineTests/ProjectLayoutTests.swift", "the layout of the project itself"),
        (
            "FlowCommandLineTests/RealDataPredictTests.swift",
            "real public exports (../shared/data), skipped when absent"
        ),
        ("FlowImportTests/RealExportTests.swift", "real public exports (../shared/data), skipped when absent"),
        ("FlowFeaturesTests/GoldenFeatureTests.swift", "the stage against the independent implementation's vectors"),
        ("FlowFeaturesTests/GoldenLoadTests.swift", "the stage against the independent implementation's vectors"),
        ("FlowInferenceTests/GoldenPredictTests.swift", "the stage against the independent implementation's vectors"),
        ("FlowTrainingTests/GoldenAnchoredTests.swift", "the stage against the independent implementation's vectors"),
        ("FlowTrainingTests/GoldenTrainingTests.swift", "the stage against the independent implementation's vectors"),
        ("FlowFeaturesTests/SleepTests.swift", "the sleep features from records, across the files that make them"),
        ("FlowImportTests/AppleHealth/AppleHealthDialectTests.swift", "Apple's older export dialect end to end"),
        ("FlowImportTests/Fitbit/TakeoutExportTests.swift", "Google Takeout's Fitbit layout end to end"),
        ("FlowImportTests/UncheckedConversionTests.swift", "a lint over every reader's source"),
        (
            "FlowInferenceTests/DependencyTests.swift",
            "a lint: the embeddable modules import neither LAPACK nor Foundation"
        ),
        ("FlowTrainingTests/SampleModelTests.swift", "the shipped Datasets/sample/model.json, trained again"),
    ]

    private let root = TestPaths.packageRoot

    private func swiftFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else {
            return []
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func testEverySourceFileWithLogicHasATestFileAtTheMirroredPath() throws {
        // A function, a subscript, a computed property (a `var` whose type is followed by a body),
        // or a decision or loop anywhere (an initialiser that does more than assign).
        let logic = try NSRegularExpression(
            pattern: #"(\bfunc |\bsubscript|var \w+: [^=\n]*\{|\bswitch |\bguard |\bif |\bfor \w+ in )"#)
        var missing: [String] = []
        for source in swiftFiles(under: "Sources")
        where !source.hasPrefix("Sources/flow/") && !source.hasPrefix("Sources/flow-benchmark/") {
            // The code without its comments.
            let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            guard logic.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { continue }
            let parts = source.split(separator: "/").dropFirst()  // module, folders, file
            let test =
                "Tests/\(parts.first!)Tests/" + parts.dropFirst().joined(separator: "/").dropLast(6) + "Tests.swift"
            if !exists(test) { missing.append("\(source): \(test)") }
        }
        XCTAssertEqual(missing, [], "source files with logic and no test file at the mirrored path")
    }

    func testEveryTestFileMirrorsASourceFileOrSaysWhyNot() throws {
        let listed = Set(ProjectLayoutTests.unmirrored.map { "Tests/" + $0.file })
        var strays: [String] = []
        for test in swiftFiles(under: "Tests") where !test.hasPrefix("Tests/FlowTestSupport/") {
            let parts = test.split(separator: "/").dropFirst()  // <Module>Tests, folders, file
            guard let moduleTests = parts.first, moduleTests.hasSuffix("Tests") else { continue }
            let name = String(parts.last!)
            guard name.hasSuffix("Tests.swift") else {
                // A helper: fixtures and assertions, never a test case of its own.
                let text = try String(contentsOf: root.appendingPathComponent(test), encoding: .utf8)
                if text.contains(": XCTestCase {") || text.contains(": FolderTestCase {") {
                    strays.append("\(test): a helper holding a test case")
                }
                continue
            }
            let folders = parts.dropFirst().dropLast().map { $0 + "/" }.joined()
            let base = name.dropLast("Tests.swift".count)
            let source = "Sources/\(moduleTests.dropLast(5))/\(folders)"
            let mirrors = exists(source + base + ".swift") || exists(source + base.prefix { $0 != "+" } + ".swift")
            if !mirrors && !listed.contains(test) { strays.append("\(test): mirrors no file under \(source)") }
            if mirrors && listed.contains(test) { strays.append("\(test): listed, yet it mirrors a source file") }
        }
        for file in listed where !exists(file) { strays.append("\(file): listed and missing") }
        XCTAssertEqual(strays, [], "test files at no mirrored path")
        for (file, reason) in ProjectLayoutTests.unmirrored { XCTAssertFalse(reason.isEmpty, file) }
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
