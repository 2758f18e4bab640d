import FlowTestSupport
import Foundation
import XCTest

/// The façade (FlowKit), the report, scores, inference and trend modules must build without LAPACK and without Foundation, so an iOS app can
/// embed it: its sources, and those of the modules it depends on, import neither, and none opens a library.
final class DependencyTests: XCTestCase {
    let root = TestPaths.packageRoot

    func testInferenceTrendsAndWhatTheyUseImportNeitherLAPACKNorFoundation() throws {
        for module in [
            "FlowKit", "FlowReport", "FlowScores", "FlowTonight", "FlowMorning", "FlowVitals", "FlowInference",
            "FlowTrends",
            "FlowGarden",
            "FlowFeatures",
            "FlowRecords", "FlowStatistics", "FlowCompare",
        ] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
                $0.hasSuffix(".swift")
            }
            XCTAssertFalse(files.isEmpty, module)
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                    XCTAssertFalse(
                        ["import Foundation", "import FlowTraining", "import FoundationEssentials"]
                            .contains(String(line)), "\(module)/\(file): \(line)")
                }
                XCTAssertFalse(text.contains("dlopen("), "\(module)/\(file) opens a library")
            }
        }
    }

    func testThePackageGivesInferenceNoLAPACKDependency() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try XCTUnwrap(
            manifest.split(separator: "\n").first { $0.contains("name: \"FlowInference\", dependencies:") })
        XCTAssertTrue(
            line.contains("dependencies: [\"FlowStatistics\", \"FlowFeatures\", \"FlowRecords\"]"), String(line))
        for target in ["FlowFeatures", "FlowRecords", "FlowStatistics"] {
            let l = manifest.split(separator: "\n").first { $0.contains(".target(name: \"\(target)\"") }
            XCTAssertFalse(l?.contains("FlowTraining") ?? true, target)
        }
    }

    /// LAPACK is opened at run time in one file of the training module, and nowhere else: no
    /// other source names it, and the manifest links it to nothing.
    func testOnlyTrainingOpensLAPACK() throws {
        let sources = root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".swift") || $0.hasSuffix(".h") || $0.hasSuffix(".modulemap")
        }
        let opening = try files.filter { file in
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            return text.contains("dlopen(") || text.contains("dgelsd_")
        }
        XCTAssertEqual(opening, ["FlowTraining/LAPACK.swift"])
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("\"lapack\""), "the manifest links LAPACK")
    }
}
