import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: model.
enum ModelCardSection: PageSection {
    static let id = ReportSection.model

    static func body(_ input: ReportInput) -> [HTML] {
        let m = input.model
        let s =
            m.target.direction == .higherIsWorse
            ? -100 / (m.target.hi - m.target.lo) : 100 / (m.target.hi - m.target.lo)
        let weights = HTML.table(
            header: ["input", "weight per sd", "Flow points per sd", "mean", "sd", "unit"],
            rows: m.features.map { f in
                [
                    ColumnWords.signal(f.feature, hrv: input.hrv), NumberFormat.decimals(f.weight, 3),
                    Report.d1(s * f.weight),
                    NumberFormat.decimals(f.mean, 2),
                    NumberFormat.decimals(f.sd, 2), f.feature.unit,
                ].map(HTML.text)
            })
        var body = ""
        body +=
            "Target: \(m.target.name) on \(NumberFormat.decimals(m.target.lo, 0))-\(NumberFormat.decimals(m.target.hi, 0)) (\(m.target.direction.rawValue)); "
        body +=
            "λ \(NumberFormat.decimals(m.lambda, 2)); standardised with \(m.standardise == .personal ? "your own last 28 days" : "the training days' means and sds"); "
        body +=
            m.dropped.isEmpty
            ? "no input dropped; "
            : "dropped: \(m.dropped.map { Signal(rawValue: $0).map { ColumnWords.signal($0, hrv: input.hrv) } ?? $0 }.joined(separator: ", ")); "
        if let first = m.training.first, let last = m.training.last {
            body += "trained on \(m.training.days) days, \(first) to \(last); "
        } else {
            body += "fitted to nobody's labels; "
        }
        body += "written by flow \(m.toolVersion)."
        return [weights, .p(nil, .text(body))]
    }
}
