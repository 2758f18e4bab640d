import FlowFeatures

/// A column of the design matrix: a model feature (standardised) or a flag (0/1).
public enum DesignColumn: Equatable, Hashable, Sendable {
    case feature(Feature)
    case flag(MissingFlag)

    /// The column's name in model files and reports.
    public var name: String {
        switch self {
        case .feature(let f): return f.rawValue
        case .flag(let f): return f.rawValue
        }
    }

    /// The column's raw value in a row (a flag is 0 or 1).
    public func value(_ row: FeatureRow) -> Double {
        switch self {
        case .feature(let f): return row.values[f.index]
        case .flag(let f): return row.flags[f.index] ? 1 : 0
        }
    }

    /// True for a feature column (standardised), false for a flag.
    public var isFeature: Bool { if case .feature = self { return true } else { return false } }

    /// The columns of a model: its features in SPEC order, then the nine flags.
    public static func columns(features: [Feature]) -> [DesignColumn] {
        Feature.allCases.filter(features.contains).map { .feature($0) } + MissingFlag.allCases.map { .flag($0) }
    }
}

/// Which columns a fit drops (SPEC section 5): a column constant over the training rows
/// (max = min), or identical on them to an earlier column (raw values, SPEC order,
/// features before flags; the later one goes).
public struct ColumnDrops: Equatable, Sendable {
    /// Per column: kept (true) or dropped.
    public var kept: [Bool]
    /// Per dropped column's name: why ("constant", or "identical to <name>").
    public var reasons: [String: String]

    /// Decides the drops from each column's raw values over the training rows.
    public init(columns: [DesignColumn], values: [[Double]]) {
        self.init(names: columns.map(\.name), constant: values.map { $0.min() == $0.max() }) {
            values[$0] == values[$1]
        }
    }

    /// The rule itself, from each column's constancy and each earlier pair's identity (the
    /// incremental rolling-origin path keeps these as the days grow).
    init(names: [String], constant: [Bool], identical: (Int, Int) -> Bool) {
        kept = Array(repeating: true, count: names.count)
        reasons = [:]
        for c in names.indices {
            if constant[c] {
                kept[c] = false
                reasons[names[c]] = "constant"
                continue
            }
            for e in 0..<c where identical(e, c) {
                kept[c] = false
                reasons[names[c]] = "identical to \(names[e])"
                break
            }
        }
    }
}
