import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: coverage.
enum CoverageSection: PageSection {
    static let id = ReportSection.coverage

    static func body(_ input: ReportInput) -> [HTML] {
        let rows = input.rows.filter { Report.inRange(input, $0.day) }
        let names: [(MissingFlag, String)] = [
            (.sleepMissing, "main sleep"), (.stagesMissing, "sleep stages"), (.historyMissing, "sleep regularity"),
            (.stepsMissing, ColumnWords.feature(.steps, hrv: input.hrv)),
            (.rhrMissing, ColumnWords.feature(.restingHR, hrv: input.hrv)),
            (.hrvMissing, ColumnWords.feature(.hrvSDNN, hrv: input.hrv)),
            (.sleepingHRMissing, ColumnWords.feature(.sleepingHR, hrv: input.hrv)),
            (.strainMissing, ColumnWords.feature(.strainLoad, hrv: input.hrv)),
        ]
        let observed = Dictionary(uniqueKeysWithValues: rows.map { ($0.day.ordinal, $0) })
        let first = input.range.lowerBound.ordinal
        let last = input.range.upperBound.ordinal
        return [
            Report.chart { width, cssClass in
                drawing(names: names, observed: observed, days: first...last, width: width, cssClass: cssClass)
            }
        ]
    }

    /// One row per measurement, runs of measured days as one rectangle each (so ten years stay
    /// small), dates along the bottom.
    static func drawing(
        names: [(MissingFlag, String)], observed: [Int: FeatureRow], days: ClosedRange<Int>, width: Double,
        cssClass: String
    ) -> SVG {
        let rowHeight = 16.0
        let n = days.count
        var frame = ChartFrame(
            width: width, height: rowHeight * Double(names.count) + 2 * ChartAxes.fontSize + 12,
            x: Double(days.lowerBound)...Double(days.upperBound + 1), y: 0...1)
        frame.left = Double(names.map(\.1.count).max() ?? 10) * ChartAxes.characterWidth + 10
        frame.right = 8
        frame.top = 0
        frame.bottom = 2 * ChartAxes.fontSize + 12
        let cell = (frame.width - frame.left - frame.right) / Double(max(1, n))
        var parts: [SVG] = []
        for (k, (flag, name)) in names.enumerated() {
            let y = Double(k) * rowHeight
            parts.append(.label(name, x: frame.left - 6, y: y + 12, anchor: "end"))
            var start: Int?
            for i in 0...n {
                let on = i < n && observed[days.lowerBound + i].map { !$0[flag] } == true
                if on, start == nil { start = i }
                if !on, let s = start {
                    parts.append(
                        .element(
                            "rect",
                            [
                                "class": "have", "x": .number(frame.left + Double(s) * cell), "y": .number(y + 2),
                                "width": .number(max(0.5, Double(i - s) * cell)), "height": .number(rowHeight - 4),
                            ]))
                    start = nil
                }
            }
        }
        let ticks = ChartAxes.dateTicks(first: days.lowerBound, last: days.upperBound, count: max(2, Int(width / 85)))
        parts += ChartAxes.dateAxis(
            ticks.map {
                var t = $0
                t.value += 0.5
                return t
            }, in: frame)
        return SVG.drawing(
            cssClass: cssClass + " coverage", width: width, height: frame.height,
            label: "Which measurements each day has", parts)
    }
}
