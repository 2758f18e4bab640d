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
            (.stepsMissing, "steps"), (.rhrMissing, "resting HR"), (.hrvMissing, "HRV"),
            (.sleepingHRMissing, "sleeping HR"), (.strainMissing, "strain"),
        ]
        let first = input.range.lowerBound.ordinal
        let n = input.range.upperBound.ordinal - first + 1
        let label = 110.0
        let width = Report.chartWidth
        let cell = (width - label) / Double(max(1, n))
        let rowHeight = 12.0
        var parts: [SVG] = []
        let observed = Dictionary(uniqueKeysWithValues: rows.map { ($0.day.ordinal, $0) })
        for (k, (flag, name)) in names.enumerated() {
            let y = Double(k) * rowHeight
            parts.append(.label(name, x: label - 6, y: y + 9, anchor: "end"))
            // Runs of measured days as one rectangle each, so ten years stay small.
            var start: Int?
            for i in 0...n {
                let on = i < n && observed[first + i].map { !$0[flag] } == true
                if on, start == nil { start = i }
                if !on, let s = start {
                    parts.append(
                        .element(
                            "rect",
                            [
                                "class": "have", "x": .number(label + Double(s) * cell), "y": .number(y + 1),
                                "width": .number(max(0.5, Double(i - s) * cell)), "height": .number(rowHeight - 2),
                            ]))
                    start = nil
                }
            }
        }
        let drawing = SVG.drawing(
            cssClass: "chart coverage", width: width, height: rowHeight * Double(names.count) + 4,
            label: "Which measurements each day has", parts)
        return [.svg(drawing)]
    }
}
