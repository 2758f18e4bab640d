/// SPEC section 4: a cell not observed takes the median of the feature's observed cells in
/// rows D-14…D-1 when there are at least 5 (an even count takes the mean of the middle
/// two), otherwise the feature's imputation baseline.
public struct ImputationChain: Sendable {
    /// Rows looked back (14).
    public var windowDays: Int
    /// Observed cells needed for the median (5).
    public var minObservations: Int

    /// A chain with the window and minimum from the settings.
    public init(settings: FeatureSettings) {
        windowDays = settings.windowDays
        minObservations = settings.minObservations
    }

    /// The median of the observed cells in rows `row - window ..< row`, or nil when fewer
    /// than the minimum were observed.
    public func windowMedian(_ observed: [Double?], before row: Int) -> Double? {
        var cells: [Double] = []
        cells.reserveCapacity(windowDays)
        for j in max(0, row - windowDays)..<row { if let v = observed[j] { cells.append(v) } }
        guard cells.count >= minObservations else { return nil }
        return ImputationChain.median(cells)
    }

    /// Fills every missing cell of one feature's column; returns values and provenance.
    public func fill(_ observed: [Double?], baseline: Double) -> (values: [Double], provenance: [Provenance]) {
        var values = [Double](repeating: 0, count: observed.count)
        var provenance = [Provenance](repeating: .observed, count: observed.count)
        for k in observed.indices {
            if let v = observed[k] {
                values[k] = v
            } else if let m = windowMedian(observed, before: k) {
                values[k] = m
                provenance[k] = .median
            } else {
                values[k] = baseline
                provenance[k] = .baseline
            }
        }
        return (values, provenance)
    }

    /// The median of a non-empty list (mean of the middle two for an even count).
    public static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        let n = s.count
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }
}
