import FlowFeatures
import FlowInference
import FlowRecords

/// One bar of the waterfall from the usual Flow to today's.
public struct WaterfallBar: Equatable, Sendable {
    /// What the bar is: "usual day", a feature's name, "estimated inputs", "today".
    public var label: String
    /// The Flow before and after the bar.
    public var from: Double, to: Double
    /// The first and last bars are levels, the others steps.
    public var isLevel: Bool
}

/// The waterfall: the usual-day Flow, then each measured feature's contribution (largest
/// first), then the filled-in inputs and flags as one bar, ending at the unclamped Flow; its
/// steps add up to today's Flow exactly as the scorer's contributions do.
public enum Waterfall {
    /// The bars of a scored day; the first is `start`: the usual day, or for an anchored model
    /// the person's recent level (or average) of their labels.
    public static func bars(_ score: DayFlow, row: FeatureRow, start: String = "usual day") -> [WaterfallBar] {
        var bars = [WaterfallBar(label: start, from: 0, to: score.usualFlow, isLevel: true)]
        var level = score.usualFlow
        let measured = score.contributions.compactMap { c -> (Signal, Double)? in
            guard let f = Signal(rawValue: c.name), row.isObserved(f), c.points != 0 else { return nil }
            return (f, c.points)
        }.sorted { abs($0.1) != abs($1.1) ? abs($0.1) > abs($1.1) : $0.0 < $1.0 }
        for (f, points) in measured {
            bars.append(WaterfallBar(label: DriverSentence.label(f), from: level, to: level + points, isLevel: false))
            level += points
        }
        if score.estimated != 0 {
            bars.append(
                WaterfallBar(label: "estimated inputs", from: level, to: level + score.estimated, isLevel: false))
            level += score.estimated
        }
        bars.append(WaterfallBar(label: "today", from: 0, to: level, isLevel: true))
        return bars
    }

    /// The bars as a horizontal SVG chart, one row each, on a 0-100 scale (clipped).
    public static func svg(_ bars: [WaterfallBar]) -> SVG {
        let rowHeight = 16.0
        let labelWidth = 150.0
        let width = 560.0
        let height = rowHeight * Double(bars.count) + 18
        func x(_ v: Double) -> Double { labelWidth + min(1, max(0, v / 100)) * (width - labelWidth - 40) }
        var parts: [SVG] = []
        for (k, b) in bars.enumerated() {
            let y = Double(k) * rowHeight + 2
            let a = x(min(b.from, b.to))
            let z = x(max(b.from, b.to))
            let kind = b.isLevel ? "level" : b.to >= b.from ? "up" : "down"
            parts.append(.label(b.label, x: labelWidth - 6, y: y + 11, anchor: "end"))
            parts.append(
                .element(
                    "rect",
                    [
                        "class": .text("bar \(kind)"), "data-points": .text("\(b.isLevel ? b.to : b.to - b.from)"),
                        "x": .number(a), "y": .number(y), "width": .number(max(0.8, z - a)),
                        "height": .number(rowHeight - 4),
                    ]))
            let shown =
                b.isLevel
                ? NumberFormat.decimals(b.to, 1) : (b.to >= b.from ? "+" : "") + NumberFormat.decimals(b.to - b.from, 1)
            parts.append(.label(shown, x: z + 4, y: y + 11, cssClass: "value"))
        }
        for tick in [0.0, 25, 50, 75, 100] {
            parts.append(.label(String(Int(tick)), x: x(tick), y: height - 3, anchor: "middle"))
        }
        return .drawing(
            cssClass: "chart waterfall", width: width, height: height,
            label: "How today's Flow is built from the usual day", parts)
    }
}
