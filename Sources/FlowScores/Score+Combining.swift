/// A part of a score before weighting: its value or why it is missing.
struct Part {
    var name: String
    var weight: Double
    var value: Double?
    var why: String = ""
    var details: [(String, Double)] = []
}

extension Score {
    /// The weighted sum of the parts present, their weights scaled up to sum to 1 (SPEC 14);
    /// not given when a part of `required` (any one of them suffices) is missing. With
    /// `clampParts`, each value is first clamped to 0-100 (its unclamped value kept as a detail).
    static func combine(
        _ kind: ScoreKind, _ parts: [Part], required: [String], clampParts: Bool,
        baselineDays: [(String, Int)], clampScore: ClosedRange<Double>? = nil
    ) -> Score {
        // One pass to sort the parts, one to weigh them: every morning of every score comes here.
        var missing: [(name: String, why: String)] = []
        var total = 0.0
        var hasRequired = false
        for p in parts {
            if p.value == nil {
                missing.append((p.name, p.why))
            } else {
                total += p.weight
                hasRequired = hasRequired || required.contains(p.name)
            }
        }
        var score = Score(
            kind: kind, value: nil, unclamped: nil, components: [], missing: missing, baselineDays: baselineDays)
        guard hasRequired else {
            let lacking = missing.filter { required.contains($0.name) }
            let names = lacking.map(\.name)
            score.reason =
                "\(kind.title) not given: "
                + (names.count == 1 ? "\(names[0]) is missing" : names.joined(separator: " and ") + " are both missing")
                + " ("
                + (lacking.count == 1
                    ? lacking[0].why : lacking.map { "\($0.name): \($0.why)" }.joined(separator: "; ")) + ")"
            return score
        }
        score.components.reserveCapacity(parts.count - missing.count)
        var sum = 0.0
        for p in parts {
            guard var value = p.value else { continue }
            var details = p.details
            if clampParts, value < 0 || value > 100 {
                details.append(("unclamped", value))
                value = min(100, max(0, value))
            }
            let component = ScoreComponent(name: p.name, value: value, weight: p.weight / total, details: details)
            sum += component.points
            score.components.append(component)
        }
        score.unclamped = sum
        score.value = clampScore.map { min($0.upperBound, max($0.lowerBound, sum)) } ?? sum
        return score
    }
}
