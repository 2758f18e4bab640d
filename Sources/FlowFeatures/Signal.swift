/// What a model can weigh: one of the 19 daily features, or a training-load column
/// (SPEC 16 lets an anchored model take the columns of SPEC 17 as candidates).
public enum Signal: Hashable, Sendable, Comparable {
    /// A daily feature: always has a value (observed or filled in).
    case feature(Feature)
    /// A training-load column: never filled in, so it may be missing.
    case load(LoadColumn)

    /// Every signal in table order: the 19 features, then the load columns.
    public static let allCases: [Signal] = Feature.allCases.map { .feature($0) } + LoadColumn.allCases.map { .load($0) }

    /// The signal named `name` in table headers and model files.
    public init?(rawValue name: String) {
        if let f = Feature(rawValue: name) {
            self = .feature(f)
        } else if let c = LoadColumn(rawValue: name) {
            self = .load(c)
        } else {
            return nil
        }
    }

    /// Its name in table headers and model files.
    public var rawValue: String {
        switch self {
        case .feature(let f): return f.rawValue
        case .load(let c): return c.rawValue
        }
    }

    /// Its place in table order.
    public var order: Int {
        switch self {
        case .feature(let f): return f.index
        case .load(let c): return Feature.allCases.count + c.index
        }
    }

    /// Table order.
    public static func < (a: Signal, b: Signal) -> Bool { a.order < b.order }

    /// The unit a person reads the value in.
    public var unit: String {
        switch self {
        case .feature(let f): return f.unit
        case .load(let c): return c.unit
        }
    }

    /// The range a value lies in: a feature's clamp, a load column's widest range.
    public var range: ClosedRange<Double> {
        switch self {
        case .feature(let f): return f.clamp
        case .load(let c): return c.range
        }
    }

    /// The feature, when the signal is one.
    public var feature: Feature? {
        if case .feature(let f) = self { return f } else { return nil }
    }
}

extension FeatureRow {
    /// The signal's value in this row; nil for a load cell that is empty (or a table
    /// without load columns). A feature always has one, observed or filled in.
    @inline(__always)
    public func value(_ s: Signal) -> Double? {
        switch s {
        case .feature(let f): return values[f.index]
        case .load(let c): return load?[c]
        }
    }

    /// True when the signal was measured: a feature's observed cell, a load column's non-empty one.
    public func isObserved(_ s: Signal) -> Bool {
        switch s {
        case .feature(let f): return isObserved(f)
        case .load(let c): return load?[c] != nil
        }
    }
}
