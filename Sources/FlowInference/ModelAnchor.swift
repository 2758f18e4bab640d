import FlowFeatures
import FlowRecords

/// Which summary of the person's earlier labels a trained model starts from (SPEC 16): their
/// recent level (an exponentially weighted mean, 0.3 on the newest) or their plain mean.
public enum AnchorKind: String, Sendable, CaseIterable {
    /// The recent level of the labels so far.
    case recent
    /// The mean of the labels so far.
    case mean

    /// The weight of the newest label in the recent level.
    public static let recentWeight = 0.3

    /// The anchor as people read it: "your recent level" or "your average".
    public var phrase: String { self == .recent ? "your recent level" : "your average" }

    /// Each labelled day's anchor, from the labels before it: nil for the first day.
    /// - Complexity: O(labels).
    public func anchors(_ labels: [Double]) -> [Double?] {
        var out: [Double?] = []
        out.reserveCapacity(labels.count)
        var level = ExponentialMean(weight: AnchorKind.recentWeight)
        var sum = 0.0
        for (i, y) in labels.enumerated() {
            switch self {
            case .recent: out.append(level.value)
            case .mean: out.append(i == 0 ? nil : sum / Double(i))
            }
            level.add(y)
            sum += y
        }
        return out
    }

    /// The anchor after every one of `labels` (what a model stores as its level).
    public func level(after labels: [Double]) -> Double? {
        guard !labels.isEmpty else { return nil }
        switch self {
        case .recent:
            var level = ExponentialMean(weight: AnchorKind.recentWeight)
            for y in labels { level.add(y) }
            return level.value
        case .mean:
            return labels.reduce(0, +) / Double(labels.count)
        }
    }
}

/// A trained model's anchor: which summary of the labels, how it was standardised over the
/// fitted days, how much it weighs, and where it stood after the last label.
public struct ModelAnchor: Equatable, Sendable {
    /// The summary of earlier labels.
    public var kind: AnchorKind
    /// Its mean and sample sd over the fitted days.
    public var mean: Double, sd: Double
    /// Its coefficient per sd: near 0, the person's ratings do not carry over from day to day.
    public var weight: Double
    /// Where the anchor stood after the last training label (`level`, used for mornings after
    /// `asOf`), how many labels it summarises, and that label's date.
    public var level: Double, labels: Int, asOf: CalendarDay

    /// An anchor from its parts.
    public init(
        kind: AnchorKind, mean: Double, sd: Double, weight: Double, level: Double, labels: Int, asOf: CalendarDay
    ) {
        (self.kind, self.mean, self.sd, self.weight) = (kind, mean, sd, weight)
        (self.level, self.labels, self.asOf) = (level, labels, asOf)
    }

    /// The anchor's part of ŷ for a morning whose anchor is `a` (0 when the fit left it out).
    public func part(_ a: Double) -> Double { weight == 0 || sd == 0 ? 0 : weight * (a - mean) / sd }
}

/// How a trained model chose its features (SPEC 16), kept in the model file for the record.
public struct ModelSelection: Equatable, Sendable {
    /// `auto` admits a feature only when it cut the rolling-origin error enough; `all` admits every candidate.
    public enum Mode: String, Sendable {
        /// Admission by the rolling-origin test.
        case auto
        /// Every candidate, untested.
        case all
    }

    /// One admission: the feature and the rolling-origin SSE before and after it.
    public struct Step: Equatable, Sendable {
        /// The feature admitted.
        public var feature: Signal
        /// The SSE without it, and with it.
        public var sseBefore: Double, sseAfter: Double

        /// A step from its parts.
        public init(feature: Signal, sseBefore: Double, sseAfter: Double) {
            (self.feature, self.sseBefore, self.sseAfter) = (feature, sseBefore, sseAfter)
        }
    }

    /// The final selection's own rolling origin on the days it was chosen on (it flatters).
    public struct SameDays: Equatable, Sendable {
        /// Days evaluated and their RMSE.
        public var n: Int, rmse: Double
        /// Skills against the person's mean, yesterday's label and their recent level.
        public var skillVsMean: Double?, skillVsPersistence: Double?, skillVsRecent: Double?

        /// A record from its parts.
        public init(n: Int, rmse: Double, skillVsMean: Double?, skillVsPersistence: Double?, skillVsRecent: Double?) {
            (self.n, self.rmse, self.skillVsMean, self.skillVsPersistence) = (n, rmse, skillVsMean, skillVsPersistence)
            self.skillVsRecent = skillVsRecent
        }
    }

    /// The share of error a feature must remove to be admitted.
    public static let threshold = 0.10
    /// The most features admitted.
    public static let maximum = 6

    /// How features were chosen.
    public var mode: Mode
    /// The admissions in order.
    public var steps: [Step]
    /// Each anchor alone: its rolling-origin SSE (nil where no day was evaluated).
    public var anchorSSE: [AnchorKind: Double]
    /// The final selection on its own days (nil when no day was evaluated).
    public var sameDays: SameDays?

    /// A selection record from its parts.
    public init(mode: Mode, steps: [Step], anchorSSE: [AnchorKind: Double], sameDays: SameDays?) {
        (self.mode, self.steps, self.anchorSSE, self.sameDays) = (mode, steps, anchorSSE, sameDays)
    }
}
