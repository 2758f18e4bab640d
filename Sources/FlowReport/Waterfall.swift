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

    /// The bars as a horizontal SVG chart `width` wide, one row each, on a 0-100 scale
    /// (clipped) ticked along the bottom. Narrower than 500 units, each label stands above its
    /// bar so the bars keep the whole width.
    public static func svg(_ bars: [WaterfallBar], width: Double = 620, cssClass: String = "chart") -> SVG {
        let stacked = width < 500
        let labelWidth =
            stacked ? 8 : Double(bars.map(\.label.count).max() ?? 10) * ChartAxes.characterWidth + 14
        let rowHeight = stacked ? 2 * ChartAxes.fontSize + 12 : ChartAxes.fontSize + 9
        let barHeight = ChartAxes.fontSize - 1
        let valueRoom = 5 * ChartAxes.characterWidth + 6
        let height = rowHeight * Double(bars.count) + 2 * ChartAxes.fontSize + 14
        // The 0-100 scale between the labels and the room for each bar's value (clipped).
        var frame = ChartFrame(width: width, height: height, x: 0...100, y: 0...1)
        (frame.left, frame.right) = (labelWidth, valueRoom)
        let x = frame.px
        let base = rowHeight * Double(bars.count) + 2
        var parts = ChartAxes.valueAxisAcross(ChartAxes.valueTicks(0...100, count: 5), in: frame, top: 0, base: base)
        parts.append(
            .label(
                "Recovery Flow, 0-100", x: x(50), y: base + 2 * ChartAxes.fontSize + 8, cssClass: "axis title",
                anchor: "middle"))
        for (k, b) in bars.enumerated() {
            let top = Double(k) * rowHeight + 2
            let barTop = stacked ? top + ChartAxes.fontSize + 4 : top
            let a = x(min(b.from, b.to))
            let z = x(max(b.from, b.to))
            let kind = b.isLevel ? "level" : b.to >= b.from ? "up" : "down"
            if stacked {
                parts.append(.label(b.label, x: labelWidth, y: top + ChartAxes.fontSize, anchor: "start"))
            } else {
                parts.append(.label(b.label, x: labelWidth - 6, y: top + ChartAxes.fontSize - 1, anchor: "end"))
            }
            parts.append(
                .element(
                    "rect",
                    [
                        "class": .text("bar \(kind)"), "data-points": .text("\(b.isLevel ? b.to : b.to - b.from)"),
                        "x": .number(a), "y": .number(barTop), "width": .number(max(0.8, z - a)),
                        "height": .number(barHeight),
                    ]))
            let shown =
                b.isLevel ? NumberFormat.decimals(b.to, 1) : NumberFormat.signed(b.to - b.from, 1)
            parts.append(.label(shown, x: z + 4, y: barTop + barHeight - 1, cssClass: "value"))
        }
        return .drawing(
            cssClass: cssClass + " waterfall", width: width, height: height,
            label: "How today's Flow is built from the usual day", parts)
    }
}
