import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: quality.
enum QualitySection: PageSection {
    static let id = ReportSection.quality

    static func body(_ input: ReportInput) -> [HTML] {
        guard let q = input.quality else {
            let text =
                input.model.isUntrained
                ? "These mornings are scored with the reference model: fixed weights that nobody's labels were fitted to, comparing each morning only with your own previous 28 days. To get a model of your own, log a daily label (your stress from 1 to 5 each evening, with flow's check-in); after 29 or more labelled mornings flow can train one, and this section shows how well it predicts you."
                : "No labels were given, so there is nothing to check this model against here: give your daily labels with the report."
            return [.p(nil, .text(text))]
        }
        var body: [HTML] = []
        if let v = q.verdict {
            // The verdict, said once: a warning when the model is not known to beat the person's average.
            body.append(
                .p(
                    v.beatsAverage ? nil : "warning",
                    .text("Out of sample over \(v.days) days this model \(v.conclusion).")))
            func rmse(_ x: Double) -> HTML { .text(NumberFormat.decimals(x, 3)) }
            body.append(
                .table(
                    header: ["predicting", "RMSE", "model's skill", "90 % interval", "verdict"],
                    rows: [["this model", .text(q.rmse.map { NumberFormat.decimals($0, 3) } ?? "n/a"), "", "", ""]]
                        + VerdictBaseline.allCases.map { b in
                            [
                                .text(b.phrase), rmse(v.rmse(b)),
                                .text(v.skill(b).map { NumberFormat.signed($0, 2) } ?? "n/a"),
                                .text(v.interval(b)?.text ?? "none"), .text(v.judgement(b).words),
                            ]
                        }))
            body.append(Report.chart { width, cssClass in SkillChart.svg(v, width: width, cssClass: cssClass) })
            body.append(
                .p(
                    "note",
                    .text(
                        "A skill above 0 means the model's errors were smaller than the baseline's on days it had not "
                            + "seen. The bar is its 90 % interval: only a bar wholly right of 0 shows the model is better; "
                            + "a bar across 0 means these days cannot tell the two apart.")))
        } else {
            body.append(.p(nil, .text(Verdict.none(minimumHistory: 28))))
        }
        if let first = q.days.first, let last = q.days.last {
            let target = q.target
            body.append(
                Report.chart { width, cssClass in
                    SVGChart.lineChart(
                        width: width, height: 170, days: Double(first.day.ordinal)...Double(last.day.ordinal),
                        values: target.lo...target.hi,
                        unit: "\(target.name), \(NumberFormat.shortest(target.lo))-\(NumberFormat.shortest(target.hi))",
                        lines: [
                            SVGChart.Line(
                                "actual", q.days.map { (Double($0.day.ordinal), $0.actual) }, name: "your label"),
                            SVGChart.Line(
                                "series", q.days.map { (Double($0.day.ordinal), $0.predicted) }, name: "predicted"),
                        ],
                        label: "Labels and the model's predictions made before each day", cssClass: cssClass)
                })
            body.append(
                .p(
                    "note",
                    .text("Each prediction was made from the days before the one it predicts, never from that day.")))
        }
        return [.join(body), admission(input.model, hrv: input.hrv)]
    }

    /// For an anchored model: what it starts from, and each candidate with the share of error it
    /// removed when admitted, or "not admitted".
    static func admission(_ model: RecoveryModel, hrv: HRVMeasure) -> HTML {
        guard let anchor = model.anchor, let selection = model.selection else { return "" }
        let source = anchor.kind.phrase
        let share = anchor.sd > 0 ? anchor.weight / anchor.sd : 0
        let rows: [[HTML]] = model.features.map { f in
            guard let step = selection.steps.first(where: { $0.feature == f.feature }), step.sseBefore > 0 else {
                return [
                    .text(ColumnWords.signal(f.feature, hrv: hrv)),
                    f.admitted == true ? "admitted (all)" : "not admitted",
                ]
            }
            let cut = (step.sseBefore - step.sseAfter) / step.sseBefore
            return [
                .text(ColumnWords.signal(f.feature, hrv: hrv)),
                .text("admitted: \(NumberFormat.decimals(100 * cut, 0)) % less error"),
            ]
        }
        return .p(
            nil,
            .text(
                "This model starts from \(source), which carries \(NumberFormat.decimals(100 * share, 0)) % over from "
                    + "day to day; a body signal was admitted only when it cut the error on days it had not seen by 10 %."
            ))
            + .table(header: ["candidate", "admission"], rows: rows)
    }
}
