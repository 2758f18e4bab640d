import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import XCTest

/// A feature row on 2026-01-01 + `ordinal`, built by hand: every feature at its imputation
/// baseline unless given, every cell observed, no flag unless given.
public func row(_ ordinal: Int, _ values: [Feature: Double] = [:], flags: Set<MissingFlag> = []) -> FeatureRow {
    FeatureRow(
        day: CalendarDay(year: 2026, month: 1, day: 1)!.adding(days: ordinal),
        values: Feature.allCases.map { values[$0] ?? $0.baseline(sleepNeedHours: 8) },
        provenance: Array(repeating: .observed, count: Feature.allCases.count),
        flags: MissingFlag.allCases.map { flags.contains($0) })
}

/// A row on day 20000 + `ordinal` with the given values (0 elsewhere), observed unless listed
/// in `estimated`, every measurement present unless flagged.
public func scoredRow(
    _ ordinal: Int, _ values: [Feature: Double], flags: Set<MissingFlag> = [],
    estimated: Set<Feature> = []
) -> FeatureRow {
    FeatureRow(
        day: CalendarDay(ordinal: 20000 + ordinal), values: Feature.allCases.map { values[$0] ?? 0 },
        provenance: Feature.allCases.map { estimated.contains($0) ? .median : .observed },
        flags: MissingFlag.allCases.map { flags.contains($0) })
}

/// A model on a few features with hand-picked numbers: ŷ = intercept + Σ w·(x − mean)/sd.
public func handModel(
    _ features: [ModelFeature], intercept: Double = 3, flags: [Double] = Array(repeating: 0, count: 9),
    target: TargetScale = TargetScale(), standardise: Standardisation = .training
) -> RecoveryModel {
    RecoveryModel(
        toolVersion: "test", target: target, intercept: intercept, lambda: 0, features: features, flagWeights: flags,
        dropped: [], settings: FeatureSettings(),
        training: TrainingSummary(
            days: 30, first: CalendarDay(ordinal: 0), last: CalendarDay(ordinal: 29),
            r2: 0.5, rmse: 0.5, mae: 0.4, cvRMSE: nil),
        standardise: standardise)
}

/// A history from records CSV lines (the header is added).
public func history(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) -> RecordHistory {
    do {
        return try RecordsCSV.parse(([RecordsCSV.header] + lines).joined(separator: "\n")).0
    } catch {
        XCTFail("history did not parse: \(error)", file: file, line: line)
        return RecordHistory()
    }
}

extension FlowScorer {
    /// Scores a row with no history before it (the usual values are the model's own).
    public func scoreAlone(_ row: FeatureRow) -> DayFlow? {
        score(row, usual: FlowBaseline(model: model, day: row.day, earlier: [])).score
    }
}

extension JSONValue {
    /// The object without `key`.
    public func removing(_ key: String) -> JSONValue {
        guard case .object(let pairs) = self else { return self }
        return .object(pairs.filter { $0.0 != key })
    }

    /// The object with `key` set to `value` (where it is present).
    public func setting(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let pairs) = self else { return self }
        return .object(pairs.map { $0.0 == key ? ($0.0, value) : $0 })
    }
}

/// A scored morning with only its Flow, trend and baseline days set (no drivers, every
/// measurement present, nothing estimated).
public func scoredMorning(_ day: CalendarDay, flow: Double, baselineDays: Int = 28, trend: Double? = nil) -> DayFlow {
    DayFlow(
        day: day, prediction: 0, flow: flow, usualFlow: 60, contributions: [], drivers: [], coverage: 8,
        missingData: 0, estimated: 0, estimatedFeatures: 0, baselineDays: baselineDays, partialData: nil,
        trend: trend ?? flow)
}
