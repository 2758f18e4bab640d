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
        (self.name, self.lo, self.hi, self.direction) = (name, lo, hi, direction)
    }

    /// True when a label lies on the scale (bounds included).
    public func contains(_ y: Double) -> Bool { y >= lo && y <= hi }
}

/// One model feature: how it was standardised and its weight per standard deviation. In
/// an anchored model it may be a training-load column (a `Signal` other than the 19).
public struct ModelFeature: Equatable, Sendable {
    /// The feature or load column.
    public var feature: Signal
    /// Its mean over the training rows (the person's usual value).
    public var mean: Double
    /// Its sample standard deviation over the training rows.
    public var sd: Double
    /// The standardised coefficient (0 for a dropped column).
    public var weight: Double
    /// In an anchored model, whether the feature earned its place (nil in a classic model,
    /// where every feature is fitted).
    public var admitted: Bool?

    /// A model feature.
    public init(feature: Signal, mean: Double, sd: Double, weight: Double, admitted: Bool? = nil) {
        (self.feature, self.mean, self.sd, self.weight, self.admitted) = (feature, mean, sd, weight, admitted)
    }

    /// A model feature that is one of the 19 daily features.
    public init(feature: Feature, mean: Double, sd: Double, weight: Double, admitted: Bool? = nil) {
        self.init(feature: .feature(feature), mean: mean, sd: sd, weight: weight, admitted: admitted)
    }
}

/// What the trainer saw: how many days, which dates, how well the fit did, and the verdict.
/// A model that was never fitted (the reference model) has 0 days and no statistics.
public struct TrainingSummary: Equatable, Sendable {
    /// Usable labelled days trained on (0 for the reference model).
    public var days: Int
    /// The first and last of them (nil when there were none).
    public var first: CalendarDay?, last: CalendarDay?
    /// In-sample R², RMSE and MAE (nil when there were no days).
    public var r2: Double?, rmse: Double?, mae: Double?
    /// Rolling-origin RMSE (nil when no day had 28 labelled days before it).
    public var cvRMSE: Double?
    /// The rolling-origin verdict (nil when no day was evaluated, or the file predates it).
    public var verdict: Verdict?

    /// A summary.
    public init(
        days: Int, first: CalendarDay?, last: CalendarDay?, r2: Double?, rmse: Double?, mae: Double?, cvRMSE: Double?,
        verdict: Verdict? = nil
    ) {
        (self.days, self.first, self.last, self.r2, self.rmse, self.mae) = (days, first, last, r2, rmse, mae)
        (self.cvRMSE, self.verdict) = (cvRMSE, verdict)
    }

    /// The summary of a model fitted to nobody's labels.
    public static let untrained = TrainingSummary(
        days: 0, first: nil, last: nil, r2: nil, rmse: nil, mae: nil, cvRMSE: nil)
}

/// How a model standardises its features before weighting them (SPEC 10.1).
public enum Standardisation: String, Sendable {
    /// With the mean and sd stored in the model (every model `flow train` writes).
    case training
    /// Against the person's own observed nights of the 28 rows before the day, with the
    /// stored sd as a few nights of prior spread (`PersonalScale`); never the stored mean.
    case personal
}

/// A person's recovery model (SPEC section 5): everything needed to score a feature row,
/// and nothing that needs LAPACK.
public struct RecoveryModel: Equatable, Sendable {
    /// The newest model file format this code reads: 1 for a classic model, 2 for one with
    /// an anchor (a version-1 reader refuses it by this field).
    public static let formatVersion = 2

    /// The version of flow that trained the model.
    public var toolVersion: String
    /// The label predicted.
    public var target: TargetScale
    /// ŷ for a usual day: every feature at its mean, no flag.
    public var intercept: Double
    /// The ridge penalty the model was fitted with.
    public var lambda: Double
    /// Whose mean and sd standardise the features: the training rows' or the person's own.
    public var standardise: Standardisation
    /// The model features, in SPEC order.
    public var features: [ModelFeature]
    /// The nine flag weights, in SPEC order (0 for a dropped flag).
    public var flagWeights: [Double]
    /// The columns dropped as constant or identical over the training rows.
    public var dropped: [String]
    /// The feature settings the model was trained with; predictions use the same.
    public var settings: FeatureSettings
    /// The HRV measure the model was trained on, which a table must hold too (SDNN unless
    /// said otherwise); nil for an untrained model, which takes either (the reference model
    /// compares a person only with themself).
    public var hrv: HRVMeasure?
    /// The training summary.
    public var training: TrainingSummary
    /// The anchor an anchored model starts from (nil for a classic model).
    public var anchor: ModelAnchor?
    /// How an anchored model chose its features (nil for a classic model).
    public var selection: ModelSelection?

    /// The file format version this model is written in.
    public var fileVersion: Int { anchor == nil ? 1 : 2 }

    /// A model from its parts.
    public init(
        toolVersion: String, target: TargetScale, intercept: Double, lambda: Double, features: [ModelFeature],
        flagWeights: [Double], dropped: [String], settings: FeatureSettings, hrv: HRVMeasure? = nil,
        training: TrainingSummary, standardise: Standardisation = .training, anchor: ModelAnchor? = nil,
        selection: ModelSelection? = nil
    ) {
        (self.anchor, self.selection) = (anchor, selection)
        self.hrv = hrv ?? (training.days > 0 ? .sdnn : nil)
        (self.standardise, self.toolVersion, self.target) = (standardise, toolVersion, target)
        (self.intercept, self.lambda, self.features, self.flagWeights) = (intercept, lambda, features, flagWeights)
        (self.dropped, self.settings, self.training) = (dropped, settings, training)
    }

    /// Checks that the model can score a table: a model trained on one HRV measure refuses
    /// a table of the other (exit 65, naming both), one without a measure takes either.
    /// A model that weighs a training-load column needs a table that has it: `session_load`
    /// the sessions file (`--sessions`), the others a table written with the load columns.
    public func check(canScore table: FeatureTable, file: String) throws {
        if let hrv, hrv != table.hrv { throw ModelError.otherHRV(file: file, model: hrv, table: table.hrv) }
        for f in features where f.weight != 0 {
            guard case .load(let column) = f.feature else { continue }
            if !table.rows.isEmpty, table.rows.allSatisfy({ $0.load == nil }) {
                throw ModelError.needsLoad(
                    file: file, column: column.rawValue,
                    why: "the table predates the load columns: remake it with flow features, or give the export",
                    remedy: nil)
            }
            if column == .sessionLoad, table.sessionsFile == nil {
                throw ModelError.needsLoad(file: file, column: column.rawValue, why: nil, remedy: .sessions)
            }
        }
    }

    /// True when the model was fitted to nobody's labels (the reference model).
    public var isUntrained: Bool { training.days == 0 }

    /// The prediction ŷ on the target scale for a feature row, standardised with the
    /// stored means and sds (what a `training` model always uses).
    public func predict(_ row: FeatureRow) -> Double {
        predict(row, usual: FlowBaseline(model: self, day: row.day, earlier: []))  // no history: the stored values
    }

    /// Model feature `k` of `row` in standard units against `usual`. A trained model
    /// standardises every value, measured or filled in, as it was fitted. A personal one
    /// compares the feature's base quantity with the person's own nights, and gives 0 when
    /// today's cell was filled in or there is no night of their own, so a guess never moves a
    /// label-free score.
    public func standardised(_ row: FeatureRow, _ k: Int, usual: FlowBaseline) -> Double {
        guard standardise == .personal, case .feature(let f) = features[k].feature else {
            // An empty load cell counts as the usual, as it was fitted (SPEC 17's columns are never filled in).
            guard let x = row.value(features[k].feature) else { return 0 }
            return (x - usual.means[k]) / usual.sds[k]
        }
        guard usual.sources[k] == .personal, let q = BaseQuantity(f).value(row) else { return 0 }
        return PersonalScale.standardise(q, mean: usual.means[k], spread: usual.sds[k])
    }

    /// The prediction ŷ for a row standardised against `usual` (one entry per model feature).
    public func predict(_ row: FeatureRow, usual: FlowBaseline) -> Double {
        var y = intercept
        for (k, f) in features.enumerated() where f.weight != 0 {
            y += f.weight * standardised(row, k, usual: usual)
        }
        for (k, w) in flagWeights.enumerated() where w != 0 && row.flags[k] { y += w }
        return y
    }
}
