import FlowFeatures
import FlowRecords

/// Why a model cannot be trained or evaluated; exit code 65 (bad input data).
public enum TrainingError: FlowError, Equatable, Sendable {
    /// The labels file has no column of that name.
    case noSuchTarget(file: String, target: String, available: [String])
    /// Fewer usable labelled days than the fit needs.
    case tooFewDays(needed: Int, have: Int, why: String)
    /// Every usable label is the same: there is nothing to explain.
    case labelsNeverVary(value: Double, days: Int)
    /// A least-squares solve failed, or LAPACK could not be loaded.
    case solver(LeastSquaresError)
    /// More than a fifth of the labels lie outside the target's scale: the scale is wrong.
    case labelsOffScale(
        file: String, target: String, outside: Int, total: Int, lowest: Double, highest: Double, scale: String)
    /// The model standardises personally (the reference model): it was fitted to no labels,
    /// so there is no fit to evaluate.
    case untrainedModel(file: String)

    /// Every training error is about the input, but for a machine without LAPACK.
    public var kind: FaultKind {
        if case .solver(.unavailable) = self { return .machine }
        return .data
    }

    /// The labels file, where one is at fault.
    public var place: FaultPlace? {
        switch self {
        case .noSuchTarget(let file, _, _), .labelsOffScale(let file, _, _, _, _, _, _), .untrainedModel(let file):
            return .file(file)
        case .tooFewDays, .labelsNeverVary, .solver: return nil
        }
    }

    public var description: String {
        switch self {
        case .noSuchTarget(let file, let target, let available):
            return "\(file): no labels column '\(target)' (the header has \(available.joined(separator: ", ")))"
        case .tooFewDays(let needed, let have, let why):
            return
                "too few usable labelled days: \(why) needs at least \(needed), there \(have == 1 ? "is" : "are") \(have)"
        case .labelsNeverVary(let value, let days):
            return "the labels never vary (all \(days) usable days are \(value)): there is nothing to learn"
        case .solver(.unavailable(let reasons)):
            return "LAPACK, which training needs, could not be loaded (install liblapack3 or libopenblas0): \(reasons)"
        case .solver(let error): return "least squares failed: \(error)"
        case .labelsOffScale(let file, let target, let outside, let total, let lowest, let highest, let scale):
            return "\(file): \(outside) of \(total) \(target) labels lie outside the scale \(scale) (more than 20 %); "
                + "they range from \(NumberFormat.shortest(lowest)) to \(NumberFormat.shortest(highest))"
        case .untrainedModel(let file):
            return
                "\(file): this model was fitted to no labels (it compares a person with their own history), so there is no fit "
                + "to evaluate"
        }
    }

    /// A fixed penalty for too few days to choose λ, the scale that holds the labels, or no model.
    public var remedy: Remedy? {
        switch self {
        case .tooFewDays(_, let have, let why):
            return why.hasPrefix(Trainer.choosingLambda) && have >= Trainer.minimumDays ? .fixedPenalty : nil
        case .labelsOffScale(_, _, _, _, let lowest, let highest, _):
            let low = lowest.rounded(.down)
            return .scale("\(NumberFormat.shortest(low)):\(NumberFormat.shortest(max(highest.rounded(.up), low + 1)))")
        case .untrainedModel: return .withoutModel
        case .noSuchTarget, .labelsNeverVary, .solver: return nil
        }
    }
}
