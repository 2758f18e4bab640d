import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The one-page HTML report: every section drawn from `ReportInput`, with inline CSS and SVG,
/// nothing loaded from anywhere (its Content-Security-Policy says so).
public enum Report {
    /// The widest chart in SVG units: more days than this are thinned to one point per column.
    public static let chartWidth = 720.0

    /// The page.
    public static func html(_ input: ReportInput) -> String {
        let sections = [
            today(input), flowOverRange(input), trends(input), load(input), vitals(input), scores(input),
            garden(input),
            coverage(input),
            quality(input), modelCard(input),
        ]
        return Page.document(
            title: "flow report: \(input.range.lowerBound) to \(input.range.upperBound)",
            subtitle: .text(
                "\(input.historyName) · \(input.range.lowerBound) to \(input.range.upperBound) · "
                    + "scored with \(input.modelName) · flow \(input.toolVersion)"),
            sections: sections)
    }

    static func section(_ s: ReportSection, _ body: HTML...) -> HTML { section(s, body) }

    /// A section from a list of parts.
    static func section(_ s: ReportSection, _ body: [HTML]) -> HTML {
        .element(
            "section", ["id": s.rawValue],
            [.element("h2", [:], .text(s.title)), .p("caption", .text(s.caption))] + body)
            + .drawing("\n")
    }

    static func inRange(_ input: ReportInput, _ day: CalendarDay) -> Bool { input.range.contains(day) }

    static func d1(_ v: Double) -> String { NumberFormat.decimals(v, 1) }

    // MARK: Today

    static func today(_ input: ReportInput) -> HTML {
        guard let latest = input.results.last(where: { inRange(input, $0.day) && $0.score != nil })?.score,
            let row = input.rows.first(where: { $0.day == latest.day })
        else {
            return section(
                .today,
                .p(
                    "empty",
                    .text(
                        "No morning in this range could be scored: "
                            + "nothing was measured at night (a main sleep, a resting heart rate, an HRV reading or the sleeping heart rate)."
                    )))
        }
        let phase =
            latest.phase.nightsNeeded.map {
                " " + HTML.span("phase", .text("[\(latest.phase.rawValue): \(latest.baselineDays) of \($0) nights]"))
            } ?? ""
        let headline = HTML.p(
            "headline",
            .element("span", ["class": "big", "data-flow": "\(latest.flow)"], .text("\(latest.roundedFlow)")),
            " ", .span("state", .text(latest.state.rawValue)), .text(" on \(latest.day)"), phase)
        let estimated: HTML =
            latest.estimated == 0
            ? ""
            : .p(
                "note",
                .text(
                    "Estimated inputs (filled-in values and missing-data "
                        + "flags) move it by \(d1(latest.estimated)) points."))
        return section(
            .today, headline, .ul("drivers", latest.drivers.map { .text($0.sentence) }),
            .drawing(Waterfall.svg(Waterfall.bars(latest, row: row, start: startLabel(input.model)))), estimated)
    }

    /// Where the waterfall starts: the usual day, or an anchored model's recent level or average.
    static func startLabel(_ model: RecoveryModel) -> String { model.anchor?.kind.phrase ?? "usual day" }

    // MARK: The Flow over the range

    static func flowOverRange(_ input: ReportInput) -> HTML {
        let days = input.results.filter { inRange(input, $0.day) }
        guard days.contains(where: { $0.score != nil }) else {
            return section(.flow, .p("empty", "No scored morning to draw."))
        }
        let x = { (d: CalendarDay) in Double(d.ordinal) }
        var flow = days.map { (x: x($0.day), y: $0.score?.flow) }
        var trend = days.map { (x: x($0.day), y: $0.score?.trend) }
        let columns = Int(chartWidth)
        var note: HTML = ""
        let thinnedFlow = SVGChart.thin(flow, columns: columns)
        let thinnedTrend = SVGChart.thin(trend, columns: columns)
        if thinnedFlow.thinned {
            flow = thinnedFlow.points
            trend = thinnedTrend.points
            note = .p("note", .text("\(days.count) days are drawn as \(columns) columns, each the mean of its days."))
        }
        let markers =
            thinnedFlow.thinned
            ? []
            : days.compactMap { r -> (x: Double, y: Double)? in
                guard let s = r.score, s.estimated != 0 else { return nil }
                return (x(s.day), s.flow)
            }
        let frame = ChartFrame(
            width: chartWidth, height: 200, x: x(input.range.lowerBound)...x(input.range.upperBound), y: 0...100)
        let lines = [(cssClass: "series", points: flow), (cssClass: "trend", points: trend)]
        let svg = SVGChart.lineChart(
            frame, lines: lines, gridLines: [0, 25, 50, 75, 100], markers: markers,
            label: "Recovery Flow per morning with its trend")
        return section(.flow, .drawing(svg), note)
    }

    // MARK: Trends

    static func trends(_ input: ReportInput) -> HTML {
        let rows = input.trends.map { metric, views in
            HTML.element(
                "div", ["class": "trendrow"],
                .element("h3", [:], .text(metric.name), " ", .span("unit", .text(metric.unit))),
                .element(
                    "div", ["class": "views"],
                    views.map { view in
                        .element(
                            "figure", [:], .drawing(trendChart(view)),
                            .element("figcaption", [:], trendCaption(view, metric)))
                    }))
        }
        return section(.trends, rows.isEmpty ? .p("empty", "No metric has a reading in this range.") : .join(rows))
    }

    static func trendChart(_ view: TrendView) -> String {
        let values: [Double]
        let x0 = Double(view.firstDay.ordinal)
        let x1 = Double(view.asOf.ordinal)
        var lines: [(cssClass: String, points: [(x: Double, y: Double?)])] = []
        switch view.range {
        case .week, .month:
            values = view.days.map(\.value) + view.days.map(\.trend)
            let byDay = Dictionary(uniqueKeysWithValues: view.days.map { ($0.day.ordinal, $0) })
            let span = (view.firstDay.ordinal...view.asOf.ordinal)
            lines.append(("series", span.map { (Double($0), byDay[$0]?.value) }))
            if view.range == .week, let line = view.line {
                lines.append(
                    (
                        "trend",
                        [
                            (Double(line.first.day.ordinal), line.first.value),
                            (Double(line.last.day.ordinal), line.last.value),
                        ]
                    ))
            } else {
                lines.append(("trend", span.map { (Double($0), byDay[$0]?.trend) }))
            }
        case .year:
            values = view.weeks.map(\.mean) + view.weeks.map(\.trend)
            let byWeek = Dictionary(uniqueKeysWithValues: view.weeks.map { ($0.weekStart.ordinal, $0) })
            let weeks = (0..<52).map { view.firstDay.ordinal + 7 * $0 }
            lines.append(("series", weeks.map { (Double($0), byWeek[$0]?.mean) }))
            lines.append(("trend", weeks.map { (Double($0), byWeek[$0]?.trend) }))
        }
        guard let lo = values.min(), let hi = values.max() else { return "<p class=\"empty\">no reading</p>" }
        let pad = max((hi - lo) * 0.1, abs(hi) * 0.01, 0.01)
        let frame = ChartFrame(width: 230, height: 110, x: x0...x1, y: (lo - pad)...(hi + pad))
        let segmentsStep = view.range == .year ? 7.0 : 1.0
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 230 110\" role=\"img\" aria-label=\"\(view.range.rawValue) view\">"
        for g in [lo, hi] {
            let y = frame.py(g)
            svg +=
                "<line class=\"grid\" x1=\"\(SVGChart.number(frame.left))\" x2=\"224\" y1=\"\(SVGChart.number(y))\" y2=\"\(SVGChart.number(y))\"/>"
            svg +=
                "<text class=\"axis\" x=\"\(SVGChart.number(frame.left - 4))\" y=\"\(SVGChart.number(y + 3))\" text-anchor=\"end\">\(NumberFormat.decimals(g, abs(g) < 10 ? 1 : 0))</text>"
        }
        for line in lines {
            let segments = SVGChart.segments(
                line.points, maxStep: view.range == .week && line.cssClass == "trend" ? 7 : segmentsStep)
            let d = SVGChart.pathData(segments, in: frame)
            if !d.isEmpty { svg += "<path class=\"\(line.cssClass)\" d=\"\(d)\"/>" }
            for seg in segments where seg.count == 1 {
                svg +=
                    "<circle class=\"\(line.cssClass) dot\" cx=\"\(SVGChart.number(frame.px(seg[0].x)))\" cy=\"\(SVGChart.number(frame.py(seg[0].y)))\" r=\"1.6\"/>"
            }
        }
        return svg + "</svg>"
    }

    static func trendCaption(_ view: TrendView, _ metric: Metric) -> HTML {
        let (have, of) = view.coverage
        var text = "\(view.range.rawValue): \(have) of \(of) \(view.range == .year ? "weeks" : "days")"
        if let direction = view.direction(metric) { text += ", " + direction }
        return .text(text)
    }

    // MARK: Training load

    /// Fitness, fatigue and form over the range, and the latest day's facts.
    static func load(_ input: ReportInput) -> HTML {
        let days = input.load.filter { inRange(input, $0.day) }
        guard let latest = days.last, days.contains(where: { $0.trimp != nil }) else {
            return section(
                .load,
                .p("empty", "No day in this range was worn for 10 hours with heart rate, so there is no load to draw."))
        }
        let x = { (d: LoadDay) in Double(d.day.ordinal) }
        let values = days.flatMap { [$0.atl, $0.ctl, $0.form] }
        let lo = min(0, values.min() ?? 0)
        let hi = max(1, values.max() ?? 1)
        let frame = ChartFrame(
            width: chartWidth, height: 180, x: x(days[0])...x(latest),
            y: (lo - 0.05 * (hi - lo))...(hi + 0.05 * (hi - lo)))
        let lines: [(cssClass: String, points: [(x: Double, y: Double?)])] = [
            ("series", SVGChart.thin(days.map { (x($0), $0.ctl) }, columns: Int(chartWidth)).points),
            ("trend", SVGChart.thin(days.map { (x($0), $0.atl) }, columns: Int(chartWidth)).points),
            ("actual", SVGChart.thin(days.map { (x($0), $0.form) }, columns: Int(chartWidth)).points),
        ]
        let chart = SVGChart.lineChart(
            frame, lines: lines, gridLines: [0], label: "Fitness, fatigue and form per morning")
        func opt(_ v: Double?, _ places: Int) -> String { v.map { NumberFormat.decimals($0, places) } ?? "not given" }
        let form = (latest.form >= 0 ? "+" : "−") + NumberFormat.decimals(abs(latest.form), 1)
        let facts =
            "On \(latest.day): form \(form) (fitness \(NumberFormat.decimals(latest.ctl, 1)), fatigue "
            + "\(NumberFormat.decimals(latest.atl, 1))); acute:chronic \(opt(latest.acwr, 2)); monotony "
            + "\(opt(latest.monotony, 2)); \(latest.daysWorn) of the last 28 days worn."
        return section(
            .load, .drawing(chart),
            .p("note", "Blue: fitness (42-day); orange: fatigue (7-day); grey: form, fitness minus fatigue."),
            .p(nil, .text(facts)))
    }

    // MARK: Vitals

    /// Each measured vital's place in the person's own range, night by night, as z (its
    /// spreads from the 28-night median) against the band −2…+2, with the nights outside
    /// counted and the body-watch nights named.
    static func vitals(_ input: ReportInput) -> HTML {
        let nights = input.vitals.filter { inRange(input, $0.day) }
        var parts: [HTML] = []
        for (s, sign) in VitalSign.allCases.enumerated() {
            let points = nights.map { (x: Double($0.day.ordinal), y: $0.readings[s].z) }
            let measured = nights.filter { $0.readings[s].value != nil }.count
            guard measured > 0, let first = nights.first, let last = nights.last else { continue }
            let outside = nights.filter { $0.readings[s].isOutside }.count
            let zs = points.compactMap(\.y)
            let lo = min(-3, zs.min() ?? -3)
            let hi = max(3, zs.max() ?? 3)
            let frame = ChartFrame(
                width: chartWidth, height: 90,
                x: Double(first.day.ordinal)...Double(max(last.day.ordinal, first.day.ordinal + 1)),
                y: lo...hi)
            let chart = SVGChart.lineChart(
                frame, lines: [("series", SVGChart.thin(points, columns: Int(chartWidth)).points)],
                bands: [(-2.0...2.0, "tier-good")], gridLines: [0],
                label: "\(sign.phrase): spreads from your 28-night median per night")
            let ranged = zs.count
            parts.append(
                .p(
                    nil,
                    .text(
                        "\(sign.phrase.prefix(1).uppercased() + sign.phrase.dropFirst()): measured on \(measured) of "
                            + "\(nights.count) nights, \(ranged) with a range of your own; \(outside) outside it.")))
            parts.append(.drawing(chart))
        }
        guard !parts.isEmpty else {
            return section(.vitals, .p("empty", "No vital was measured in this range."))
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
        return section(.vitals, parts)
    }

    // MARK: Reference scores and insights

    /// The tiers of a score as coloured bands (`tier-excellent`, `tier-verylow`, ...).
    static func bands(_ kind: ScoreKind) -> [(range: ClosedRange<Double>, cssClass: String)] {
        Tier.bands(kind).map { ($0.range, "tier-" + $0.tier.rawValue.lowercased().filter { $0 != " " }) }
    }

    static func scores(_ input: ReportInput) -> HTML {
        let days = input.scores.filter { inRange(input, $0.day) }
        var figures: [HTML] = []
        for kind in [ScoreKind.recovery, .sleep, .strain, .stress] {
            let points = days.map { d -> (x: Double, y: Double?) in
                (Double(d.day.ordinal), d.all.first { $0.kind == kind }?.value)
            }
            let thinned = SVGChart.thin(points, columns: 300)
            let frame = ChartFrame(
                width: 340, height: 120,
                x: Double(input.range.lowerBound.ordinal)...Double(input.range.upperBound.ordinal), y: 0...100)
            let chart = SVGChart.lineChart(
                frame, lines: [("series", thinned.points)], bands: bands(kind), gridLines: [0, 50, 100],
                label: "\(kind.title) score per day with its tiers")
            let last = days.last { d in d.all.first { $0.kind == kind }?.value != nil }?.all.first { $0.kind == kind }
            let latest: HTML =
                last.flatMap { s in
                    s.rounded.map { rounded in
                        " latest "
                            + .element(
                                "span", ["data-score": kind.rawValue, "data-rounded": "\(rounded)"], .text("\(rounded)")
                            )
                            + .text(" " + (s.tier?.rawValue ?? ""))
                    }
                } ?? ": not given in this range"
            figures.append(
                .element(
                    "figure", [:], .drawing(chart),
                    .element("figcaption", [:], .element("b", [:], .text(kind.title)), latest)))
        }
        var body: [HTML] = [.element("div", ["class": "views"], figures)]
        if days.last?.buildingBaseline == true {
            body.append(
                .p(
                    "note",
                    "Building baseline: fewer than 14 of the last 30 mornings have an HRV reading, so the scores that read HRV are still settling."
                ))
        }
        if let insights = input.insights {
            body.append(.element("h3", [:], "What your evenings go with"))
            if insights.insights.isEmpty {
                body.append(
                    .p(
                        "empty",
                        "No behaviour passes the gates yet: 5 mornings on each side and a difference of at least 2."))
            } else {
                body.append(
                    .ul(
                        "insights",
                        insights.insights.map { i in
                            .text(i.sentence) + " "
                                + .span(
                                    "ci",
                                    .text(
                                        "95 % interval \(d1(i.interval.low)) to \(d1(i.interval.high)) \(i.outcome.unit)"
                                            + (i.couldBeChance ? ", which includes 0: this could be chance" : "")))
                        }))
            }
            if !insights.notEnough.isEmpty {
                body.append(
                    .p(
                        "note",
                        .text(
                            "\(insights.notEnough.count) behaviour and outcome pairs have fewer than 5 mornings on a side so far."
                        )))
            }
        }
        return section(.scores, .join(body))
    }

    // MARK: Garden

    static func garden(_ input: ReportInput) -> HTML {
        let g = input.garden
        var svg = "<svg class=\"chart garden\" viewBox=\"0 0 480 130\" role=\"img\" aria-label=\"The garden\">"
        for (k, plant) in g.plants.enumerated() {
            let cx = 60 + Double(k) * 120
            svg += "<line class=\"ground\" x1=\"\(cx - 40)\" x2=\"\(cx + 40)\" y1=\"100\" y2=\"100\"/>"
            if plant.kind == .harmonyOrchid {
                if plant.stage > 0 {
                    svg +=
                        "<path class=\"stem\" d=\"M\(cx) 100L\(cx) 50\"/><circle class=\"bloom orchid\" cx=\"\(cx)\" cy=\"44\" r=\"10\"/>"
                }
            } else {
                let height = 8 + 22 * Double(plant.stage)
                svg += "<path class=\"stem\" d=\"M\(cx) 100L\(cx) \(100 - height)\"/>"
                for leaf in 0..<plant.stage {
                    let y = 96 - 20 * Double(leaf) - 10
                    let side = leaf % 2 == 0 ? 1.0 : -1.0
                    svg += "<ellipse class=\"leaf\" cx=\"\(cx + side * 9)\" cy=\"\(y)\" rx=\"9\" ry=\"4\"/>"
                }
                if plant.stage == Plant.established {
                    svg += "<circle class=\"bloom\" cx=\"\(cx)\" cy=\"\(100 - height - 4)\" r=\"6\"/>"
                }
                if plant.stage == 0 { svg += "<circle class=\"seed\" cx=\"\(cx)\" cy=\"98\" r=\"3\"/>" }
            }
            svg += "<text class=\"axis\" x=\"\(cx)\" y=\"116\" text-anchor=\"middle\">\(plant.kind.rawValue)</text>"
            svg +=
                "<text class=\"axis\" x=\"\(cx)\" y=\"127\" text-anchor=\"middle\" data-plant=\"\(plant.kind.rawValue)\" data-stage=\"\(plant.stage)\">"
                + (plant.kind == .harmonyOrchid
                    ? (plant.stage > 0 ? "in bloom" : "not yet") : "stage \(plant.stage) of 3") + "</text>"
        }
        svg += "</svg>"
        let newest =
            g.events.last.map {
                "Newest: \($0.day), \($0.plant.rawValue) "
                    + ($0.plant == .harmonyOrchid ? "appeared." : "reached stage \($0.stage).")
            }
            ?? "No plant has grown yet: a plant grows after 5 good days in a row."
        return section(.garden, .drawing(svg), .p(nil, .text(newest)))
    }

    // MARK: Coverage

    static func coverage(_ input: ReportInput) -> HTML {
        let rows = input.rows.filter { inRange(input, $0.day) }
        let names: [(MissingFlag, String)] = [
            (.sleepMissing, "main sleep"), (.stagesMissing, "sleep stages"), (.historyMissing, "sleep regularity"),
            (.stepsMissing, "steps"), (.rhrMissing, "resting HR"), (.hrvMissing, "HRV"),
            (.sleepingHRMissing, "sleeping HR"), (.strainMissing, "strain"),
        ]
        let first = input.range.lowerBound.ordinal
        let n = input.range.upperBound.ordinal - first + 1
        let label = 110.0
        let width = chartWidth
        let cell = (width - label) / Double(max(1, n))
        let rowHeight = 12.0
        var svg =
            "<svg class=\"chart coverage\" viewBox=\"0 0 \(SVGChart.number(width)) \(SVGChart.number(rowHeight * Double(names.count) + 4))\" role=\"img\" aria-label=\"Which measurements each day has\">"
        let observed = Dictionary(uniqueKeysWithValues: rows.map { ($0.day.ordinal, $0) })
        for (k, (flag, name)) in names.enumerated() {
            let y = Double(k) * rowHeight
            svg +=
                "<text class=\"axis\" x=\"\(SVGChart.number(label - 6))\" y=\"\(SVGChart.number(y + 9))\" text-anchor=\"end\">\(name)</text>"
            // Runs of measured days as one rectangle each, so ten years stay small.
            var start: Int?
            for i in 0...n {
                let on = i < n && observed[first + i].map { !$0[flag] } == true
                if on, start == nil { start = i }
                if !on, let s = start {
                    svg +=
                        "<rect class=\"have\" x=\"\(SVGChart.number(label + Double(s) * cell))\" y=\"\(SVGChart.number(y + 1))\" width=\"\(SVGChart.number(max(0.5, Double(i - s) * cell)))\" height=\"\(SVGChart.number(rowHeight - 2))\"/>"
                    start = nil
                }
            }
        }
        svg += "</svg>"
        return section(.coverage, .drawing(svg))
    }

    // MARK: Model quality and card

    static func quality(_ input: ReportInput) -> HTML {
        guard let q = input.quality else {
            let text =
                input.model.isUntrained
                ? "These mornings are scored with the reference model: fixed weights that nobody's labels were fitted to, comparing each morning only with your own previous 28 days. To get a model of your own, log a daily label (for example `flow checkin --stress 1-5` each evening); after 29 or more labelled mornings `flow train` fits one and this section shows how well it predicts you."
                : "No labels were given, so there is nothing to check this model against here: add --labels with your daily labels."
            return section(.quality, .p(nil, .text(text)))
        }
        var body: [HTML] = []
        if let v = q.verdict {
            // The verdict, said once: a warning when the model is not known to beat the person's average.
            body.append(
                .p(
                    v.beatsAverage ? nil : "warning",
                    .text("Out of sample over \(v.days) days this model \(v.conclusion).")))
            func rmse(_ x: Double) -> HTML { .text(NumberFormat.decimals(x, 3)) }
            let baselineRMSE: [VerdictBaseline: Double] = [
                .mean: v.meanRMSE, .persistence: v.persistenceRMSE, .recent: v.recentRMSE,
            ]
            body.append(
                .table(
                    header: ["predicting", "RMSE", "model's skill", "90 % interval", "verdict"],
                    rows: [["this model", .text(q.rmse.map { NumberFormat.decimals($0, 3) } ?? "n/a"), "", "", ""]]
                        + VerdictBaseline.allCases.map { b in
                            [
                                .text(b.phrase), rmse(baselineRMSE[b] ?? .nan),
                                .text(v.skill(b).map { NumberFormat.signed($0, 2) } ?? "n/a"),
                                .text(v.interval(b)?.text ?? "none"), .text(v.judgement(b).words),
                            ]
                        }))
            body.append(.drawing(SkillChart.svg(v, width: chartWidth)))
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
        if !q.days.isEmpty {
            let frame = ChartFrame(
                width: chartWidth, height: 160,
                x: Double(q.days[0].day.ordinal)...Double(q.days[q.days.count - 1].day.ordinal),
                y: q.target.lo...q.target.hi)
            body.append(
                .drawing(
                    SVGChart.lineChart(
                        frame,
                        lines: [
                            ("actual", q.days.map { (Double($0.day.ordinal), $0.actual) }),
                            ("series", q.days.map { (Double($0.day.ordinal), $0.predicted) }),
                        ],
                        gridLines: [q.target.lo, (q.target.lo + q.target.hi) / 2, q.target.hi],
                        label: "Labels and the model's predictions made before each day")))
            body.append(
                .p(
                    "note",
                    .text(
                        "Grey: your \(q.target.name) labels; blue: what the model predicted from the days before each one."
                    )))
        }
        return section(.quality, .join(body), admission(input.model))
    }

    /// For an anchored model: what it starts from, and each candidate with the share of error it
    /// removed when admitted, or "not admitted".
    static func admission(_ model: RecoveryModel) -> HTML {
        guard let anchor = model.anchor, let selection = model.selection else { return "" }
        let source = anchor.kind.phrase
        let share = anchor.sd > 0 ? anchor.weight / anchor.sd : 0
        let rows: [[HTML]] = model.features.map { f in
            guard let step = selection.steps.first(where: { $0.feature == f.feature }), step.sseBefore > 0 else {
                return [.text(f.feature.rawValue), f.admitted == true ? "admitted (all)" : "not admitted"]
            }
            let cut = (step.sseBefore - step.sseAfter) / step.sseBefore
            return [.text(f.feature.rawValue), .text("admitted: \(NumberFormat.decimals(100 * cut, 0)) % less error")]
        }
        return .p(
            nil,
            .text(
                "This model starts from \(source), which carries \(NumberFormat.decimals(100 * share, 0)) % over from "
                    + "day to day; a body signal was admitted only when it cut the error on days it had not seen by 10 %."
            ))
            + .table(header: ["candidate", "admission"], rows: rows)
    }

    static func modelCard(_ input: ReportInput) -> HTML {
        let m = input.model
        let s =
            m.target.direction == .higherIsWorse
            ? -100 / (m.target.hi - m.target.lo) : 100 / (m.target.hi - m.target.lo)
        let weights = HTML.table(
            header: ["feature", "weight per sd", "Flow points per sd", "mean", "sd"],
            rows: m.features.map { f in
                [
                    f.feature.rawValue, NumberFormat.decimals(f.weight, 3), d1(s * f.weight),
                    NumberFormat.decimals(f.mean, 2),
                    NumberFormat.decimals(f.sd, 2),
                ].map(HTML.text)
            })
        var body = ""
        body +=
            "Target \(m.target.name) on \(NumberFormat.decimals(m.target.lo, 0))-\(NumberFormat.decimals(m.target.hi, 0)) (\(m.target.direction.rawValue)); "
        body +=
            "λ \(NumberFormat.decimals(m.lambda, 2)); standardised with \(m.standardise == .personal ? "your own last 28 days" : "the training days' means and sds"); "
        body += m.dropped.isEmpty ? "no column dropped; " : "dropped: \(m.dropped.joined(separator: ", ")); "
        if let first = m.training.first, let last = m.training.last {
            body += "trained on \(m.training.days) days, \(first) to \(last); "
        } else {
            body += "fitted to nobody's labels; "
        }
        body += "written by flow \(m.toolVersion)."
        return section(.model, weights, .p(nil, .text(body)))
    }
}

/// The page's sections, in order: each one's anchor, title and caption, written once.
enum ReportSection: String {
    case today, flow, trends, load, vitals, scores, garden, coverage, quality, model

    /// The section's heading.
    var title: String {
        switch self {
        case .today: return "Today"
        case .flow: return "The Flow over the range"
        case .trends: return "Week, month and year"
        case .load: return "Training load"
        case .vitals: return "Vitals against your own range"
        case .scores: return "Reference scores"
        case .garden: return "The garden"
        case .coverage: return "Data coverage"
        case .quality: return "How good is this model for you"
        case .model: return "The model card"
        }
    }

    /// The sentence under the heading: what the section shows.
    var caption: String {
        switch self {
        case .today:
            return
                "This morning's Recovery Flow and how it is built: the usual day, then each measured input's push up or down."
        case .flow:
            return
                "The Flow of each scored morning and its trend; gaps are mornings without a score, never zeros; dots mark mornings resting on estimated inputs."
        case .trends:
            return
                "Where each measure is heading: the week's straight line, the month's trend, the year's weekly means."
        case .load:
            return
                "Banister's training load from your heart rate: fitness and fatigue, and form, their difference; facts, not injury-risk zones."
        case .vitals:
            return
                "Each night's vitals as spreads from your own 28-night median; the shaded band is your usual range. Facts, not a diagnosis."
        case .scores:
            return
                "Four label-free scores read against your own last 30 days, with their tiers as bands; not your model's Flow."
        case .garden:
            return
                "Plants that grow only from runs of good nights, active days and good mornings; the same history always gives the same garden."
        case .coverage:
            return
                "One row per measurement, one column per day: filled where it was measured, blank where flow had to estimate."
        case .quality:
            return
                "Whether this model predicts your own labels better than simple baselines, tested only on days it had not seen."
        case .model:
            return "What the model in use is made of: its weights per standard deviation and where it came from."
        }
    }
}
