/// Why a model cannot be trained or evaluated; exit code 65 (bad input data).
public enum TrainingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The labels file has no column of that name.
    case noSuchTarget(file: String, target: String, available: [String])
    /// Fewer usable labelled days than the fit needs.
    case tooFewDays(needed: Int, have: Int, why: String)
    /// Every usable label is the same: there is nothing to explain.
    case labelsNeverVary(value: Double, days: Int)
    /// A least-squares solve failed.
    case solver(String)

    public var description: String {
        switch self {
        case .noSuchTarget(let file, let target, let available):
            return "\(file): no labels column '\(target)' (the header has \(available.joined(separator: ", ")))"
        case .tooFewDays(let needed, let have, let why):
            return "too few usable labelled days: \(why) needs at least \(needed), there \(have == 1 ? "is" : "are") \(have)"
        case .labelsNeverVary(let value, let days):
            return "the labels never vary (all \(days) usable days are \(value)): there is nothing to learn"
        case .solver(let message): return "least squares failed: \(message)"
        }
    }
}
