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
    /// The skill scale is ticked along the bottom, its 0 marked.
    static func svg(_ verdict: Verdict, width: Double, cssClass: String = "chart") -> SVG {
        let rowHeight = 24.0
        let rows = Double(VerdictBaseline.allCases.count)
        let height = rowHeight * rows + 2 * ChartAxes.fontSize + 26
        var frame = ChartFrame(width: width, height: height, x: range(verdict), y: 0...1)
        frame.left =
            Double(VerdictBaseline.allCases.map { ("vs " + $0.phrase).count }.max() ?? 10)
            * ChartAxes.characterWidth + 12
        frame.right = 14
        let base = 4 + rowHeight * rows
        let zero = frame.px(0)
        var parts: [SVG] = []
        // Skills are read against 0: each tick is written with its sign.
        let ticks = ChartAxes.valueTicks(
            frame.xRange, count: width < Report.chartWidth ? 3 : 6, write: NumberFormat.signed)
        parts += ChartAxes.valueAxisAcross(ticks, in: frame, top: 4, base: base)
        parts.append(
            .element(
                "line", ["class": "ground", "x1": .number(zero), "x2": .number(zero), "y1": 4, "y2": .number(base)]))
        parts.append(
            .label(
                "skill: 0 is as good as the baseline", x: frame.left + (frame.width - frame.right - frame.left) / 2,
                y: base + 6 + 2 * ChartAxes.fontSize, cssClass: "axis title", anchor: "middle"))
        for (k, b) in VerdictBaseline.allCases.enumerated() {
            let y = 4 + rowHeight * (Double(k) + 0.5)
            let judged = self.cssClass(verdict.judgement(b))
            parts.append(.label("vs " + b.phrase, x: frame.left - 8, y: y + 4, anchor: "end"))
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
                        ["class": .text("skill \(judged)"), "cx": .number(frame.px(s)), "cy": .number(y), "r": 3.5]))
            }
        }
        return .drawing(
            cssClass: cssClass, width: width, height: height, label: "Each skill with its 90 % interval, against 0",
            parts)
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
