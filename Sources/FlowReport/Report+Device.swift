import FlowCompare
import FlowInference
import FlowRecords

/// The report's section: the device's own scores beside flow's, shown only when the history
/// has some. For each pair with enough mornings: the figures `flow compare` gives, a scatter
/// of the two scores, both over time, and the mornings whose ranks differ most.
enum DeviceSection: PageSection {
    static let id = ReportSection.device

    static func isShown(_ input: ReportInput) -> Bool { !input.comparisons.isEmpty }

    static func body(_ input: ReportInput) -> [HTML] {
        var parts: [HTML] = []
        for c in input.comparisons {
            let device = c.device ?? input.deviceName
            guard c.spearman != nil, c.pearson != nil, c.meanDifference != nil else {
                parts.append(.p(nil, .text(c.summary(device: device) + ".")))
                continue
            }
            parts.append(
                .p(nil, .text(c.summary(device: device) + ". Below: each morning as a dot, then both over time.")))
            parts.append(.element("div", ["class": "scatterbox"], .svg(scatter(c))))
            parts.append(Report.chart { width, cssClass in overTime(c, width: width, cssClass: cssClass) })
            if !c.differing.isEmpty {
                parts.append(
                    .element(
                        "ul", ["class": "differing"],
                        c.differing.map { m in
                            .element(
                                "li", [:],
                                .text(
                                    "\(m.day): \(c.deviceScoreName) \(NumberFormat.shortest(m.device)), flow "
                                        + "\(NumberFormat.decimals(m.flow, 0))"
                                        + (m.facts.isEmpty ? "" : ": " + m.facts.joined(separator: "; "))))
                        }))
            }
        }
        return parts
    }

    /// Each paired morning as a dot: the device's score (0-100) across, flow's up, both scales
    /// ticked every 25 and named.
    static func scatter(_ c: DeviceComparison) -> SVG {
        let ticks = ChartAxes.valueTicks(0...100, count: 5)
        var frame = ChartFrame(width: 300, height: 280, x: 0...100, y: 0...100)
        frame.left = ChartAxes.leftMargin(ticks) + ChartAxes.fontSize + 4
        frame.top = ChartAxes.fontSize + 8
        frame.bottom = 2 * ChartAxes.fontSize + 12
        frame.right = 14
        var parts = ChartAxes.valueAxis(ticks, unit: "", in: frame)
        parts += ChartAxes.valueAxisAcross(ticks, in: frame, top: frame.top, base: frame.height - frame.bottom)
        for m in c.paired {
            parts.append(
                .element(
                    "circle",
                    [
                        "class": "series dot", "cx": .number(frame.px(m.deviceOn100)), "cy": .number(frame.py(m.flow)),
                        "r": 2.5,
                    ]
                ))
        }
        let across = c.deviceScoreName + (c.pair.device == "device_strain" ? " (on 0-100) →" : " →")
        parts.append(.label(across, x: frame.px(50), y: frame.height - 4, cssClass: "axis title", anchor: "middle"))
        parts.append(.label("↑ " + c.pair.flowPhrase, x: 2, y: ChartAxes.fontSize, cssClass: "axis title"))
        return .drawing(
            cssClass: "chart scatter", width: frame.width, height: frame.height,
            label: "\(c.deviceScoreName) against \(c.pair.flowPhrase), one dot per morning", parts)
    }

    /// Both scores over the mornings, as two named lines on 0-100.
    static func overTime(_ c: DeviceComparison, width: Double, cssClass: String) -> SVG {
        let days = c.paired.map { Double($0.day.ordinal) }
        let first = days.first ?? 0
        return SVGChart.lineChart(
            width: width, height: 170, days: first...(days.last ?? first), values: 0...100, unit: "0-100",
            lines: [
                SVGChart.Line(
                    "actual", c.paired.map { (Double($0.day.ordinal), $0.deviceOn100) }, name: c.deviceScoreName),
                SVGChart.Line("series", c.paired.map { (Double($0.day.ordinal), $0.flow) }, name: "flow"),
            ],
            ticks: ChartAxes.valueTicks(0...100, count: 3),
            label: "\(c.deviceScoreName) and \(c.pair.flowPhrase) over the mornings", cssClass: cssClass)
    }
}
