import FlowFeatures
import FlowInference
import FlowRecords

/// SPEC 16's procedure for choosing an anchored model's penalty and features, run on any
/// prefix of the labelled days. A day's rolling-origin prediction by one (λ, feature set)
/// uses only the days before it, so it is the same in every prefix: each visited
/// combination's predictions are computed once, and each prefix reads prefix sums of their
/// squared errors.
struct Admission {
    /// What the procedure chose on a prefix.
    struct Choice {
        /// The index of λ in `lambdas`.
        var lambda: Int
        /// The admitted candidates (indices into the candidates, table order).
        var set: [Int]
        /// The admissions in order, with the SSE before and after each.
        var steps: [(feature: Int, before: Double, after: Double)]
    }

    let folds: AnchoredFolds
    /// The penalties tried (one, or the `--ridge auto` grid).
    let lambdas: [Double]
    /// `auto` admits by the test; `all` admits every candidate.
    let mode: ModelSelection.Mode
    private var squaredErrors: [Int: [Double]] = [:]
    private var predictionCache: [Int: [Double?]] = [:]

    init(folds: AnchoredFolds, lambdas: [Double], mode: ModelSelection.Mode) {
        (self.folds, self.lambdas, self.mode) = (folds, lambdas, mode)
    }

    /// True when a candidate's SSE is below 0.90 × the SSE without it: a cut of exactly 10 %
    /// is not enough.
    static func admits(_ trial: Double, over current: Double) -> Bool {
        trial < (1 - ModelSelection.threshold) * current
    }

    private func key(_ lambda: Int, _ mask: Int) -> Int { lambda | (mask << 8) }

    private static func mask(_ set: [Int]) -> Int { set.reduce(0) { $0 | (1 << $1) } }

    private static func members(_ mask: Int) -> [Int] { (0..<Int.bitWidth - 8).filter { mask & (1 << $0) != 0 } }

    /// Each day's rolling-origin prediction by (λ, set).
    mutating func predictions(lambda: Int, set: [Int]) throws -> [Double?] {
        let k = key(lambda, Admission.mask(set))
        if predictionCache[k] == nil { try compute(lambda: lambda, mask: Admission.mask(set)) }
        return predictionCache[k] ?? []
    }

    private mutating func compute(lambda: Int, mask: Int) throws {
        let p = try folds.predictions(set: Admission.members(mask), lambda: lambdas[lambda])
        var cumulative = [Double](repeating: 0, count: p.count + 1)
        for t in p.indices {
            let e = p[t].map { folds.days[t].label - $0 } ?? 0
            cumulative[t + 1] = cumulative[t] + e * e
        }
        let k = key(lambda, mask)
        predictionCache[k] = p
        squaredErrors[k] = cumulative
    }

    /// The rolling-origin SSE of (λ, set) over the evaluated days before `end`.
    mutating func sse(lambda: Int, mask: Int, before end: Int) throws -> Double {
        let k = key(lambda, mask)
        if squaredErrors[k] == nil { try compute(lambda: lambda, mask: mask) }
        let cumulative = squaredErrors[k] ?? [0]
        return cumulative[min(end, cumulative.count - 1)]
    }

    /// The procedure run on days 0…end−1 alone. With no evaluated day among them (fewer than
    /// 29 days) nothing can be tested: no feature is admitted by `auto`, and λ is the first.
    mutating func choose(before end: Int) throws -> Choice {
        let all = Array(folds.candidates.indices)
        let testable = end > RollingOrigin.minimumHistory
        var best: (choice: Choice, sse: Double)?
        for l in lambdas.indices {
            var choice = Choice(lambda: l, set: mode == .all ? all : [], steps: [])
            var mask = Admission.mask(choice.set)
            if mode == .auto, testable {
                var current = try sse(lambda: l, mask: mask, before: end)
                while choice.set.count < ModelSelection.maximum {
                    var pick: (f: Int, sse: Double)?
                    for f in all where mask & (1 << f) == 0 {
                        let trial = try sse(lambda: l, mask: mask | (1 << f), before: end)
                        if trial < (pick?.sse ?? .infinity) { pick = (f, trial) }
                    }
                    guard let pick, Admission.admits(pick.sse, over: current) else { break }
                    choice.steps.append((pick.f, current, pick.sse))
                    mask |= 1 << pick.f
                    choice.set = Admission.members(mask)
                    current = pick.sse
                }
            }
            guard testable else { return choice }
            let final = try sse(lambda: l, mask: mask, before: end)
            if final < (best?.sse ?? .infinity) { best = (choice, final) }
        }
        return best?.choice ?? Choice(lambda: 0, set: mode == .all ? all : [], steps: [])
    }
}
