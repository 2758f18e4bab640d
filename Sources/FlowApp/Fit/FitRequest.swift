import FlowFeatures

/// What a fit reads: the history, its labels, the plan and the feature settings. Training
/// and evaluation both take one.
public struct FitRequest: Sendable {
    /// The history.
    public var history: HistoryRequest
    /// The labels.
    public var labels: LabelRequest
    /// The target, anchor, selection, penalty and candidates.
    public var plan: FitPlan
    /// How features are computed (a stored model brings its own).
    public var settings: FeatureSettings

    /// A request from its parts.
    public init(history: HistoryRequest, labels: LabelRequest, plan: FitPlan, settings: FeatureSettings) {
        (self.history, self.labels, self.plan, self.settings) = (history, labels, plan, settings)
    }
}
