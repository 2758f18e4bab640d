import FlowInference
import FlowRecords
import FlowStatistics

/// The report's picture of a verdict: each skill as a dot with its 90 % interval as a bar,
/// against a line at 0 (as good as the baseline), so a reader sees at once whether the bar
/// clears 0 or straddles it.
enum SkillChart {
    /// The drawing's scale: from the lower of −0.5 and the lowest end to the higher of 0.5
    /// and the highest, never below −2 (a bar further left is cut at the edge) nor above 1.
    static func range(_ verdict: Verdict) -> ClosedRange<Double> {
        let ends = VerdictBaseline.allCases.flatMap { b in
            [verdict.interval(b)?.lo, verdict.interval(b)?.hi, verdict.skill(b)].compactMap { $0 }
        }
        return max(-2, min(-0.5, ends.min() ?? 0))...min(1, max(0.5, ends.max() ?? 0))
    }

    /// The SVG: one row per baseline; rows with no interval (too few days) show the dot alone.
    static func svg(_ verdict: Verdict, width: Double) -> SVG {
        let rowHeight = 22.0
        let height = rowHeight * Double(VerdictBaseline.allCases.count) + 22
        var frame = ChartFrame(width: width, height: height, x: range(verdict), y: 0...1)
        frame.left = 130
        frame.right = 12
        let zero = frame.px(0)
        var parts: [SVG] = [
            .element(
                "line",
                ["class": "ground", "x1": .number(zero), "x2": .number(zero), "y1": 4, "y2": .number(height - 16)]),
            .label("0: as good as the baseline", x: zero, y: height - 4, anchor: "middle"),
        ]
        for (k, b) in VerdictBaseline.allCases.enumerated() {
            let y = 4 + rowHeight * (Double(k) + 0.5)
            let judged = cssClass(verdict.judgement(b))
            parts.append(.label("vs " + b.phrase, x: frame.left - 8, y: y + 3, anchor: "end"))
            if let i = verdict.interval(b) {
                parts.append(
                    .element(
                        "line",
                        [
                            "class": .text("interval \(judged)"), "x1": .number(frame.px(i.lo)),
                            "x2": .number(frame.px(i.hi)),
                            "y1": .number(y), "y2": .number(y),
                        ]))
            }
            if let s = verdict.skill(b) {
                parts.append(
                    .element(
                        "circle",
                        ["class": .text("skill \(judged)"), "cx": .number(frame.px(s)), "cy": .number(y), "r": 3]))
            }
        }
        return .drawing(width: width, height: height, label: "Each skill with its 90 % interval, against 0", parts)
    }

    /// The colour class of a judgement: clear wins and losses stand out, the rest is muted.
    static func cssClass(_ j: SkillJudgement) -> String {
        switch j {
        case .beats: "beats"
        case .worse: "worse"
        case .cannotTellApart, .tooFewDays: "unclear"
        }
    }
}
