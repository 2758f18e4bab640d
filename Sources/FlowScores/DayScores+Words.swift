extension DayScores {
    /// The four scores with their tiers, as a morning reads them (the night's first, then the
    /// day before's): "Sleep 81 Good · Recovery 73 Good · yesterday Strain 100 All out, Stress 60 Fair."
    /// A score not given says why in a few words ("Stress: no daytime heart rate measured").
    public var tiersSentence: String {
        func said(_ kind: ScoreKind) -> String {
            guard let r = self[kind].rounded, let tier = self[kind].tier else {
                return "\(kind.title): \(self[kind].notGivenWords ?? "not given")"
            }
            return "\(kind.title) \(r) \(tier.rawValue)"
        }
        return "\(said(.sleep)) · \(said(.recovery)) · yesterday \(said(.strain)), \(said(.stress))."
    }
}

extension Score {
    /// Why the score is not given, in a person's words: what was not measured, or that the
    /// person's usual is not known yet; nil when it is given.
    public var notGivenWords: String? {
        guard value == nil else { return nil }
        let noUsual = !missing.isEmpty && missing.allSatisfy { $0.why.contains("baseline") }
        switch kind {
        case .recovery:
            return noUsual ? "no usual HRV or resting heart rate yet" : "no HRV or resting heart rate measured"
        case .sleep: return "no night measured"
        case .strain: return "too little heart rate measured"
        case .stress:
            let unmeasured = Set(missing.filter { !$0.why.contains("baseline") }.map(\.name))
            return noUsual
                ? "no usual daytime heart rate and HRV yet"
                : unmeasured == ["daytime_hrv"]
                    ? "no daytime HRV measured"
                    : unmeasured == ["daytime_hr"]
                        ? "no daytime heart rate measured" : "no daytime heart rate or HRV measured"
        case .activeness:
            return missing.contains { $0.why.hasPrefix("no usual") }
                ? "no usual day yet" : "no steps or active energy recorded"
        case .ayurvedicTiming: return "no measured bedtime and wake time"
        }
    }
}
