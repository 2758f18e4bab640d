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
        let windows = cycleWindows(nights)
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
                        spans: Vitals.raisedBeforePeriod.contains(sign) ? windows : [],
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
        if !windows.isEmpty {
            parts.append(
                .p(
                    "note",
                    .text(
                        "The grey columns are, by your logged periods, the days before an expected period, when "
                            + "resting and sleeping heart rate and skin temperature often run higher and HRV lower; "
                            + "there flow calls them outside your range only from \(Int(Vitals.raisedThreshold)) "
                            + "spreads.")))
        }
        return parts + breathing(input)
    }

    /// The runs of consecutive nights in the days before an expected period (SPEC 18.1), as
    /// day ordinals for the charts' shading; none without a logged start.
    static func cycleWindows(_ nights: [VitalsNight]) -> [(days: ClosedRange<Double>, cssClass: String)] {
        var runs: [ClosedRange<Int>] = []
        for night in nights where night.cycle?.window == true {
            let d = night.day.ordinal
            if let last = runs.last, last.upperBound == d - 1 {
                runs[runs.count - 1] = last.lowerBound...d
            } else {
                runs.append(d...d)
            }
        }
        return runs.map { (Double($0.lowerBound)...Double($0.upperBound), "window") }
    }

    /// The oxygen dip index per night with the line at 5 dips an hour, and the share of
    /// readings below 90 % beside it, only when a night of the range has an index; the words
    /// say what it is and is not.
    static func breathing(_ input: ReportInput) -> [HTML] {
        let nights = input.breathing.filter { Report.inRange(input, $0.day) }
        let odis = nights.compactMap { $0.oxygen?.odi3 }
        guard let first = nights.first, let last = nights.last, !odis.isEmpty else { return [] }
        let top = max(10, (odis.max() ?? 10) + 1)
        let days = Double(first.day.ordinal)...Double(last.day.ordinal)
        let odi = nights.map { (x: Double($0.day.ordinal), y: $0.oxygen?.odi3) }
        let t90 = nights.map { (x: Double($0.day.ordinal), y: $0.oxygen?.t90) }
        let elevated = nights.filter { $0.elevated == true }.count
        return [
            .p(
                nil,
                .text(
                    "Oxygen dips during sleep: \(odis.count) nights with a dip index, \(elevated) at 5 dips an hour or "
                        + "more (the line). A screening sign, not a diagnosis: minute readings miss short dips.")),
            Report.chart { width, cssClass in
                SVGChart.lineChart(
                    width: width, height: 120, days: days, values: 0...top, unit: "dips of 3 % an hour",
                    lines: [.thinned("series", odi, columns: Int(width))],
                    bands: [(0...BreathingNight.odiLine, "tier-good")], ticks: ChartAxes.valueTicks(0...top, count: 3),
                    label: "oxygen desaturation index per night, with the line at 5", cssClass: cssClass)
            },
            Report.chart { width, cssClass in
                SVGChart.lineChart(
                    width: width, height: 120, days: days, values: 0...100, unit: "% of readings below 90 %",
                    lines: [.thinned("series", t90, columns: Int(width))], bands: [],
                    ticks: ChartAxes.valueTicks(0...100, count: 3), label: "share of readings below 90 % per night",
                    cssClass: cssClass)
            },
        ]
    }
}
