extension DayScores {
    /// The four scores with their tiers, as a morning reads them (the night's first, then the
    /// day before's): "Sleep 81 Good · Recovery 73 Good · yesterday Strain 100 All out, Stress 60 Fair."
    /// A score not given reads "–".
    public var tiersSentence: String {
        func said(_ kind: ScoreKind) -> String {
            guard let r = self[kind].rounded, let tier = self[kind].tier else { return "\(kind.title) –" }
            return "\(kind.title) \(r) \(tier.rawValue)"
        }
        return "\(said(.sleep)) · \(said(.recovery)) · yesterday \(said(.strain)), \(said(.stress))."
    }
}
