import FlowRecords

/// The rolling-origin check of a model against the person's own labels.
public struct ModelQuality: Sendable {
    /// Each predicted day: the label and the prediction made from the days before it.
    public var days: [(day: CalendarDay, actual: Double, predicted: Double)]
    /// The verdict against the three baselines (nil when no day could be predicted).
    public var verdict: Verdict?
    /// The label's scale.
    public var target: TargetScale
    /// The model's out-of-sample RMSE.
    public var rmse: Double?

    /// A check from its parts.
    public init(
        days: [(day: CalendarDay, actual: Double, predicted: Double)], verdict: Verdict?, target: TargetScale,
        rmse: Double?
    ) {
        (self.days, self.verdict, self.target, self.rmse) = (days, verdict, target, rmse)
    }
}
