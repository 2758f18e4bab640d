import FlowFeatures
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTraining
import Foundation
import XCTest

/// A feature row built by hand: every feature at its baseline, no flag, unless given.
func row(_ ordinal: Int, _ values: [Feature: Double] = [:], flags: Set<MissingFlag> = []) -> FeatureRow {
    FeatureRow(day: CalendarDay(year: 2026, month: 1, day: 1)!.adding(days: ordinal),
               values: Feature.allCases.map { values[$0] ?? $0.baseline(sleepNeedHours: 8) },
               provenance: Array(repeating: .observed, count: Feature.allCases.count),
               flags: MissingFlag.allCases.map { flags.contains($0) })
}

/// A simulated person's usable labelled days.
func simulatedDays(_ days: Int, seed: UInt64) throws -> LabelledDays {
    let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: seed))
    let table = FeatureTable(history: try RecordsCSV.parse(sim.records).0)
    return try LabelledDays(table: table, labels: try LabelTable.parse(sim.labels), target: TargetScale())
}

/// The package root and ../shared/golden (tests using it skip when it is absent).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func goldenFile(_ name: String) throws -> URL {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/golden/\(name)")
    guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(url.path) is absent") }
    return url
}

func assertClose(_ a: Double?, _ b: Double?, relative: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let a, let b else { return XCTAssertTrue(a == nil && b == nil, "\(what): \(String(describing: a)) vs \(String(describing: b))", file: file, line: line) }
    XCTAssertLessThanOrEqual(abs(a - b), relative * max(1, abs(b)), "\(what): \(a) vs \(b)", file: file, line: line)
}
