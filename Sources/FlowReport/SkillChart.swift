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
    static func svg(_ verdict: Verdict, width: Double) -> String {
        let rowHeight = 22.0
        let height = rowHeight * Double(VerdictBaseline.allCases.count) + 22
        var frame = ChartFrame(width: width, height: height, x: range(verdict), y: 0...1)
        frame.left = 130
        frame.right = 12
        func n(_ v: Double) -> String { SVGChart.number(v) }
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" "
            + "aria-label=\"\(HTML.escape("Each skill with its 90 % interval, against 0"))\">"
        let zero = frame.px(0)
        svg += "<line class=\"ground\" x1=\"\(n(zero))\" x2=\"\(n(zero))\" y1=\"4\" y2=\"\(n(height - 16))\"/>"
        svg +=
            "<text class=\"axis\" x=\"\(n(zero))\" y=\"\(n(height - 4))\" text-anchor=\"middle\">"
            + "0: as good as the baseline</text>"
        for (k, b) in VerdictBaseline.allCases.enumerated() {
            let y = 4 + rowHeight * (Double(k) + 0.5)
            svg +=
                "<text class=\"axis\" x=\"\(n(frame.left - 8))\" y=\"\(n(y + 3))\" text-anchor=\"end\">"
                + "\(HTML.escape("vs " + b.phrase))</text>"
            if let i = verdict.interval(b) {
                svg +=
                    "<line class=\"interval \(cssClass(verdict.judgement(b)))\" x1=\"\(n(frame.px(i.lo)))\" "
                    + "x2=\"\(n(frame.px(i.hi)))\" y1=\"\(n(y))\" y2=\"\(n(y))\"/>"
            }
            if let s = verdict.skill(b) {
                svg +=
                    "<circle class=\"skill \(cssClass(verdict.judgement(b)))\" cx=\"\(n(frame.px(s)))\" "
                    + "cy=\"\(n(y))\" r=\"3\"/>"
            }
        }
        return svg + "</svg>"
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
