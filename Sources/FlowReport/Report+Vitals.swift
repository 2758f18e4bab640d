import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: vitals.
enum VitalsSection: PageSection {
    static let id = ReportSection.vitals

    /// Each measured vital's place in the person's own range, night by night, as z (its
    /// spreads from the 28-night median) against the band −2…+2, with the nights outside
    /// counted and the body-watch nights named. A vital measured on too few nights for a range
    /// says so and draws nothing; one never measured is not mentioned.
    static func body(_ input: ReportInput) -> [HTML] {
        // The scale is ticked at the band's edges and the median (−2, 0 and +2 spreads) while
        // those stand at least 14 units apart in the chart's plot; a night far outside widens
        // the scale, which is then ticked at round values.
        let bandTicks = [-2.0, 0, 2].map { ChartAxes.Tick(value: $0, label: NumberFormat.signed($0, 0)) }
        let chartHeight = 120.0
        func ticks(_ scale: ClosedRange<Double>) -> [ChartAxes.Tick] {
            let frame = SVGChart.datedFrame(
                width: Report.phoneWidth, height: chartHeight, days: 0...1, values: scale, valueTicks: bandTicks)
            return frame.py(0) - frame.py(2) >= 14 ? bandTicks : ChartAxes.valueTicks(scale, count: 3)
        }
        let nights = input.vitals.filter { Report.inRange(input, $0.day) }
        var parts: [HTML] = []
        for (s, sign) in VitalSign.allCases.enumerated() {
            let measured = nights.filter { $0.readings[s].value != nil }.count
            guard measured > 0, let first = nights.first, let last = nights.last else { continue }
            let name = ColumnWords.heading(sign.phrase)
            let against =
                sign == .wristTemperature && first.temperatureIsDeviation
                ? " (measured against the ring's baseline)" : ""
            let points = nights.map { (x: Double($0.day.ordinal), y: $0.readings[s].z) }
            let zs = points.compactMap(\.y)
            guard !zs.isEmpty else {
                parts.append(
                    .p(
                        nil,
                        .text(
                            "\(name)\(against): measured on \(measured) of \(nights.count) nights, none yet with a range "
                                + "of your own (it needs 14 of the 28 nights before).")))
                continue
            }
            let outside = nights.filter { $0.readings[s].isOutside }.count
            let lo = min(-3, zs.min() ?? -3)
            let hi = max(3, zs.max() ?? 3)
            parts.append(
                .p(
                    nil,
                    .text(
                        "\(name)\(against): measured on \(measured) of \(nights.count) nights, \(zs.count) with a range of "
                            + "your own; \(outside) outside it.")))
            parts.append(
                Report.chart { width, cssClass in
                    SVGChart.lineChart(
                        width: width, height: chartHeight,
                        days: Double(first.day.ordinal)...Double(last.day.ordinal), values: lo...hi,
                        unit: "spreads from your median",
                        lines: [.thinned("series", points, columns: Int(width))],
                        bands: [(-2.0...2.0, "tier-good")], ticks: ticks(lo...hi),
                        label: "\(sign.phrase): spreads from your 28-night median per night", cssClass: cssClass)
                })
        }
        guard !parts.isEmpty else {
            return [.p("empty", "No vital was measured in this range.")]
        }
        let watched = nights.filter { $0.watch != nil }.map(\.day.description)
        parts.append(
            .p(
                "note",
                .text(
                    watched.isEmpty
                        ? "No body watch in this range: no two nights running had two vitals outside your range."
                        : "Body watch on \(watched.joined(separator: ", ")): two vitals or more outside your range two "
                            + "nights running. Usual reasons: a hard session, alcohol, travel, a late night, or fighting "
                            + "something off; not a diagnosis.")))
        return parts
    }
}
