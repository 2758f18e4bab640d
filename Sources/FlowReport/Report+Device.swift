import FlowCompare
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
            guard c.spearman != nil, c.pearson != nil, c.meanDifference != nil else {
                parts.append(.p(nil, .text(c.summary(device: c.device ?? input.deviceName) + ".")))
                continue
            }
            parts.append(
                .p(
                    nil,
                    .text(
                        c.summary(device: c.device ?? input.deviceName)
                            + ". Below: each morning as a dot, then both over time "
                            + "(\(c.device ?? input.deviceName) grey, flow blue).")))
            parts.append(.svg(scatter(c, device: c.device ?? input.deviceName)))
            parts.append(.svg(overTime(c, device: c.device ?? input.deviceName)))
            if !c.differing.isEmpty {
                parts.append(
                    .element(
                        "ul", ["class": "differing"],
                        c.differing.map { m in
                            .element(
                                "li", [:],
                                .text(
                                    "\(m.day): \(c.device ?? input.deviceName) \(NumberFormat.shortest(m.device)), flow "
                                        + "\(NumberFormat.decimals(m.flow, 0))"
                                        + (m.drivers.first.map { ": " + $0.sentence } ?? "")))
                        }))
            }
        }
        return parts
    }

    /// Each paired morning as a dot: the device's score (0-100) across, flow's up.
    static func scatter(_ c: DeviceComparison, device: String) -> SVG {
        let frame = ChartFrame(width: 260, height: 220, x: 0...100, y: 0...100)
        var parts: [SVG] = []
        for g in [0.0, 50, 100] {
            parts.append(
                .element(
                    "line",
                    [
                        "class": "grid", "x1": .number(frame.left), "x2": .number(frame.width - frame.right),
                        "y1": .number(frame.py(g)), "y2": .number(frame.py(g)),
                    ]))
            parts.append(.label(NumberFormat.decimals(g, 0), x: frame.left - 4, y: frame.py(g) + 3, anchor: "end"))
        }
        for m in c.paired {
            parts.append(
                .element(
                    "circle",
                    [
                        "class": "series dot", "cx": .number(frame.px(m.deviceOn100)), "cy": .number(frame.py(m.flow)),
                        "r": 2,
                    ]
                ))
        }
        parts.append(.label("\(device) →", x: frame.width - frame.right, y: frame.height - 2, anchor: "end"))
        parts.append(.label("↑ flow", x: frame.left, y: 8))
        return .drawing(
            cssClass: "chart scatter", width: frame.width, height: frame.height,
            label: "\(c.pair.device) against flow's \(c.pair.flow), one dot per morning", parts)
    }

    /// Both scores over the mornings, as two lines on 0-100.
    static func overTime(_ c: DeviceComparison, device: String) -> SVG {
        let days = c.paired.map { Double($0.day.ordinal) }
        guard let first = days.first, let last = days.last else {
            return .drawing(width: Report.chartWidth, height: 10, label: "no mornings", [])
        }
        let frame = ChartFrame(width: Report.chartWidth, height: 120, x: first...max(last, first + 1), y: 0...100)
        // The device's line in the level colour, flow's in the series colour, as the text says.
        return SVGChart.lineChart(
            frame,
            lines: [
                SVGChart.Line("actual", c.paired.map { (Double($0.day.ordinal), $0.deviceOn100) }),
                SVGChart.Line("series", c.paired.map { (Double($0.day.ordinal), $0.flow) }),
            ],
            gridLines: [0, 50, 100],
            label: "\(device)'s \(c.pair.device) (grey) and flow's \(c.pair.flow) (blue) over the mornings")
    }
}
