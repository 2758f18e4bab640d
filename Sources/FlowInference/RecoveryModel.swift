import FlowFeatures
import FlowRecords

/// The label a model predicts: its name, its scale and which end is good.
public struct TargetScale: Equatable, Sendable {
    /// Which end of the scale is the good one.
    public enum Direction: String, Sendable {
        /// Stress-like labels: a high value means a hard day.
        case higherIsWorse = "higher-is-worse"
        /// Readiness-like labels: a high value means a good day.
        case higherIsBetter = "higher-is-better"
    }

    /// The labels column (`stress` by default).
    public var name: String
    /// The lowest value of the scale (inclusive).
    public var lo: Double
    /// The highest value of the scale (inclusive).
    public var hi: Double
    /// Which end is good.
    public var direction: Direction

    /// A target scale; `lo` must be below `hi`.
    public init(name: String = "stress", lo: Double = 1, hi: Double = 5, direction: Direction = .higherIsWorse) {
        self.name = name
        self.lo = lo
        self.hi = hi
        self.direction = direction
    }

    /// True when a label lies on the scale (bounds included).
    public func contains(_ y: Double) -> Bool { y >= lo && y <= hi }
}

/// One model feature: how it was standardised and its weight per standard deviation.
public struct ModelFeature: Equatable, Sendable {
    /// The feature.
    public var feature: Feature
    /// Its mean over the training rows (the person's usual value).
    public var mean: Double
    /// Its sample standard deviation over the training rows.
    public var sd: Double
    /// The standardised coefficient (0 for a dropped column).
    public var weight: Double

    /// A model feature.
    public init(feature: Feature, mean: Double, sd: Double, weight: Double) {
        self.feature = feature
        self.mean = mean
        self.sd = sd
        self.weight = weight
    }
}

/// What the trainer saw: how many days, which dates, and how well the fit did.
public struct TrainingSummary: Equatable, Sendable {
    /// Usable labelled days trained on.
    public var days: Int
    /// The first and last of them.
    public var first: CalendarDay, last: CalendarDay
    /// In-sample R², RMSE and MAE.
    public var r2: Double, rmse: Double, mae: Double
    /// Rolling-origin RMSE (nil when no day had 28 labelled days before it).
    public var cvRMSE: Double?

    /// A summary.
    public init(days: Int, first: CalendarDay, last: CalendarDay, r2: Double, rmse: Double, mae: Double, cvRMSE: Double?) {
        self.days = days
        self.first = first
        self.last = last
        self.r2 = r2
        self.rmse = rmse
        self.mae = mae
        self.cvRMSE = cvRMSE
    }
}

/// A person's recovery model (SPEC section 5): everything needed to score a feature row,
/// and nothing that needs LAPACK.
public struct RecoveryModel: Equatable, Sendable {
    /// The model file format's version this code writes and reads.
    public static let formatVersion = 1

    /// The version of flow that trained the model.
    public var toolVersion: String
    /// The label predicted.
    public var target: TargetScale
    /// ŷ for a usual day: every feature at its mean, no flag.
    public var intercept: Double
    /// The ridge penalty the model was fitted with.
    public var lambda: Double
    /// The model features, in SPEC order.
    public var features: [ModelFeature]
    /// The nine flag weights, in SPEC order (0 for a dropped flag).
    public var flagWeights: [Double]
    /// The columns dropped as constant or identical over the training rows.
    public var dropped: [String]
    /// The feature settings the model was trained with; predictions use the same.
    public var settings: FeatureSettings
    /// The training summary.
    public var training: TrainingSummary

    /// A model from its parts.
    public init(toolVersion: String, target: TargetScale, intercept: Double, lambda: Double, features: [ModelFeature],
                flagWeights: [Double], dropped: [String], settings: FeatureSettings, training: TrainingSummary) {
        self.toolVersion = toolVersion
        self.target = target
        self.intercept = intercept
        self.lambda = lambda
        self.features = features
        self.flagWeights = flagWeights
        self.dropped = dropped
        self.settings = settings
        self.training = training
    }

    /// The prediction ŷ on the target scale for a feature row.
    public func predict(_ row: FeatureRow) -> Double {
        var y = intercept
        for f in features where f.weight != 0 { y += f.weight * (row.values[f.feature.index] - f.mean) / f.sd }
        for (k, w) in flagWeights.enumerated() where w != 0 && row.flags[k] { y += w }
        return y
    }
}
