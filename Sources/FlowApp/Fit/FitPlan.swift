import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// What to fit to a person's labels: the target and its scale, the anchor, how features are
/// chosen, the penalty and the candidates. The command line builds one from its options;
/// training, evaluation and the report's check all read it the same way.
public struct FitPlan: Sendable {
    /// The labels column.
    public var targetName = "stress"
    /// `--scale` as given (nil: the default, or a PMSys item's own).
    public var scale: (lo: Double, hi: Double)?
    /// `--direction` as given.
    public var direction: TargetScale.Direction?
    /// `--ridge` as given (nil: λ 100 for an anchored model, auto for the classic one).
    public var ridgeGiven: RidgeChoice?
    /// `--features` as given, in table order (nil: the defaults).
    public var featuresGiven: [Signal]?
    /// The anchor (nil: the classic model of SPEC 5).
    public var anchor: AnchorKind? = .recent
    /// How features are chosen.
    public var select = ModelSelection.Mode.auto

    /// The default plan: stress 1:5, the recent-level anchor, admission, λ 100.
    public init() {}

    /// The penalty of a classic fit.
    public var ridge: RidgeChoice { ridgeGiven ?? .auto }

    /// The candidates of an anchored model: those given, else the 12 defaults, joined by
    /// `session_load` when a sessions file is given (it is the one load column that earned
    /// its place on real athletes' data).
    public func candidates(sessions: Bool) -> [Signal] {
        featuresGiven ?? Trainer.defaultFeatures.map { .feature($0) } + (sessions ? [.load(.sessionLoad)] : [])
    }

    /// The features of a classic fit (SPEC 5: a subset of the 19; the load columns, which may
    /// be empty on a day, are candidates of an anchored model only).
    public func classicFeatures() throws -> [Feature] {
        guard let given = featuresGiven else { return Trainer.defaultFeatures }
        let load = given.filter { $0.feature == nil }.map(\.rawValue)
        guard load.isEmpty else {
            throw CommandError.usage(
                "--features: \(load.joined(separator: ", ")) can be weighed only by a model with an anchor "
                    + "(the classic fit takes the 19 features); leave out --anchor none")
        }
        return given.compactMap(\.feature)
    }

    /// The target for a labels file: flow's default scale (stress, 1:5, higher is worse), or a
    /// PMSys item's own scale and direction, each replaced by `--scale` / `--direction` when given.
    public func target(for labels: LabelTable) throws -> TargetScale {
        var target = TargetScale(name: targetName)
        if labels.isPMSys {
            guard !PMSysItems.notRatings.contains(targetName) else {
                throw CommandError.usage(
                    "--target \(targetName) is a measurement, not a rating, so it cannot be a target; "
                        + "choose one of "
                        + labels.targets.filter { PMSysItems.scale(of: $0) != nil }.joined(separator: ", "))
            }
            if let item = PMSysItems.scale(of: targetName) { target = item }
        }
        if let scale {
            target.lo = scale.lo
            target.hi = scale.hi
        }
        if let direction { target.direction = direction }
        return target
    }
}
