import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// How `flow evaluate` reports, as JSON for programs (SPEC 9 keys) and as text for people.
enum EvaluationText {
    /// The evaluation as JSON.
    static func json(_ e: Evaluation) -> JSONValue {
        func opt(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let m = e.inSample.metrics
        var pairs: [(String, JSONValue)] = [
            ("lambda", .number(e.lambda)),
            (
                "in_sample",
                .object([
                    ("n", .number(Double(m.n))), ("r2", opt(m.r2)), ("adj_r2", opt(e.inSample.adjustedR2)),
                    ("rmse", .number(m.rmse)), ("mae", .number(m.mae)), ("rank", opt(e.inSample.rank.map(Double.init))),
                    ("condition_number", opt(e.inSample.conditionNumber)),
                    (
                        "coefficients",
                        .array(
                            e.inSample.coefficients.map {
                                .object([
                                    ("name", .string($0.name)), ("weight", .number($0.weight)), ("se", opt($0.se)),
                                    ("t", opt($0.t)),
                                ])
                            })
                    ),
                ])
            ),
        ]
        pairs.append(("rolling", e.rolling.map { rolling($0) } ?? .object([("n", .number(0))])))
        if !e.ridgeScores.isEmpty {
            pairs.append(
                (
                    "ridge_auto",
                    .object([
                        ("rmse_by_lambda", .object(e.ridgeScores.map { (num($0.lambda), opt($0.rmse)) })),
                        ("note", .string("the rolling RMSE is the one that chose lambda: optimistic")),
                    ])
                ))
        }
        pairs.append(("labels", labels(e.labelled)))
        return .object(pairs)
    }

    /// A rolling-origin run as JSON, each day with `extra` keys (an anchored run's choices).
    static func rolling(_ r: RollingOrigin, extra: (Int) -> [(String, JSONValue)] = { _ in [] }) -> JSONValue {
        let rm = r.metrics
        return .object(
            [
                ("n", .number(Double(r.n))), ("rmse", .number(rm.rmse)), ("mae", .number(rm.mae)),
                ("baseline_mean_rmse", .number(r.meanBaselineRMSE)),
                ("baseline_persistence_rmse", .number(r.persistenceRMSE)),
                ("baseline_recent_rmse", .number(r.recentRMSE)),
            ] + Verdict.skillKeys(r.verdict) + [
                ("states", .array(r.states.map { .array($0.map { .number(Double($0)) }) })),
                (
                    "days",
                    .array(
                        r.predictions.enumerated().map { k, p in
                            .object(
                                [
                                    ("date", .string(p.day.row.day.description)), ("actual", .number(p.day.label)),
                                    ("predicted", .number(p.predicted)), ("mean", .number(p.meanBaseline)),
                                    ("persistence", .number(p.persistence)), ("recent", .number(p.recent)),
                                ] + extra(k))
                        })
                ),
            ])
    }

    /// Which labels were used and which left out, by reason.
    static func labels(_ l: LabelledDays) -> JSONValue {
        .object([
            ("used", .number(Double(l.days.count))), ("outside_scale", .number(Double(l.outsideScale))),
            ("without_usable_row", .number(Double(l.withoutUsableRow))), ("blank", .number(Double(l.blank))),
        ])
    }

    /// The evaluation as text, with the verdict and the table of states.
    static func text(_ e: Evaluation) -> String {
        let m = e.inSample.metrics
        var s =
            e.usesModelFile
            ? "The model as it is, on \(m.n) labelled days (lambda \(num(e.lambda))):\n"
            : "Fit on all \(m.n) labelled days (lambda \(num(e.lambda))):\n"
        s += "  R² \(m.r2.map { NumberFormat.decimals($0, 3) } ?? "n/a")"
        if let adj = e.inSample.adjustedR2 { s += ", adjusted R² \(NumberFormat.decimals(adj, 3))" }
        s += ", RMSE \(NumberFormat.decimals(m.rmse, 3)), MAE \(NumberFormat.decimals(m.mae, 3))\n"
        if let rank = e.inSample.rank {
            s += "  rank \(rank)"
            if let c = e.inSample.conditionNumber {
                s += ", condition number \(NumberFormat.decimals(c, 1))"
                if c > 1000 { s += " (large: some columns nearly repeat others; weights are unstable)" }
            } else {
                s += ", condition number infinite (the design is rank-deficient; the minimum-norm answer is reported)"
            }
            s += "\n"
        }
        s += "\nCoefficients (per standard deviation; flags when set):\n"
        let hasSE = e.inSample.coefficients.contains { $0.se != nil }
        s +=
            "  " + "name".padding(toLength: 20, withPad: " ", startingAt: 0) + "   weight"
            + (hasSE ? "        se        t" : "") + "\n"
        for c in e.inSample.coefficients {
            s +=
                "  " + c.name.padding(toLength: 20, withPad: " ", startingAt: 0)
                + padLeft(NumberFormat.decimals(c.weight, 4), 9)
            if hasSE {
                s +=
                    padLeft(c.se.map { NumberFormat.decimals($0, 4) } ?? "-", 10)
                    + padLeft(c.t.map { NumberFormat.decimals($0, 2) } ?? "-", 9)
            }
            s += "\n"
        }
        s += rollingText(e.rolling, optimistic: !e.ridgeScores.isEmpty)
        if !e.ridgeScores.isEmpty {
            s +=
                "\nRolling RMSE by lambda: "
                + e.ridgeScores.map { "\(num($0.lambda)) → \($0.rmse.map { NumberFormat.decimals($0, 3) } ?? "n/a")" }
                .joined(separator: ", ") + "\n"
        }
        return s
    }

    /// The rolling-origin block of the text: errors, the three baselines, the verdict and the states.
    static func rollingText(_ rolling: RollingOrigin?, optimistic: Bool) -> String {
        var s = ""
        guard let r = rolling else {
            return s
                + "\nRolling origin: no day has 28 usable labelled days before it, so nothing was predicted out of sample.\n"
        }
        let rm = r.metrics
        s += "\nRolling origin, \(r.n) days each predicted from the days before it:\n"
        s += "  RMSE \(NumberFormat.decimals(rm.rmse, 3)), MAE \(NumberFormat.decimals(rm.mae, 3))"
        if optimistic { s += " (optimistic: the same RMSE chose lambda)" }
        s += "\n"
        if let v = r.verdict {
            s += "  skill against each baseline, with its 90 % interval:\n"
            for b in VerdictBaseline.allCases {
                let name = "predicting \(b.phrase):".padding(toLength: 30, withPad: " ", startingAt: 0)
                s += "  \(name)RMSE \(NumberFormat.decimals(v.rmse(b), 3)), skill \(v.assessment(b))\n"
            }
            s += "  verdict: \(v.conclusion)\n"
        }
        s += "\nStates (rows: actual from the label, columns: predicted):\n"
        s +=
            "  " + "".padding(toLength: 11, withPad: " ", startingAt: 0)
            + FlowState.allCases.map { padLeft($0.rawValue, 11) }.joined() + "\n"
        for (state, row) in zip(FlowState.allCases, r.states) {
            s +=
                "  " + state.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                + row.map { padLeft(String($0), 11) }.joined() + "\n"
        }
        return s
    }

}

extension EvaluationText {
    /// An anchored evaluation as JSON: the anchor and admitted features, in sample over days
    /// 1…n−1, the rolling origin (nested, each day with its own choice, or a stored model's).
    static func json(_ e: AnchoredEvaluation) -> JSONValue {
        func opt(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let m = e.inSample
        var pairs: [(String, JSONValue)] = [
            ("lambda", .number(e.lambda)), ("anchor", .string(e.anchor.rawValue)),
            ("admitted", .array(e.admitted.map { .string($0.rawValue) })),
            (
                "in_sample",
                .object([
                    ("n", .number(Double(m.n))), ("r2", opt(m.r2)), ("adj_r2", .null), ("rmse", .number(m.rmse)),
                    ("mae", .number(m.mae)), ("rank", .null), ("condition_number", .null),
                    (
                        "coefficients",
                        .array(
                            e.coefficients.map {
                                .object([
                                    ("name", .string($0.name)), ("weight", .number($0.weight)), ("se", .null),
                                    ("t", .null),
                                ])
                            })
                    ),
                ])
            ),
        ]
        let choices = e.choices
        pairs.append(
            (
                "rolling",
                e.rolling.map { r in
                    rolling(r) { k in
                        guard k < choices.count else { return [] }
                        return [
                            ("anchor", .string(e.anchor.rawValue)),
                            ("admitted", .array(choices[k].admitted.map { .string($0.rawValue) })),
                            ("lambda", .number(choices[k].lambda)),
                        ]
                    }
                } ?? .object([("n", .number(0))])
            ))
        pairs.append(("labels", labels(e.labelled)))
        if let s = e.selection {
            pairs.append(
                (
                    "selection",
                    .object([
                        (
                            "steps",
                            .array(
                                s.steps.map {
                                    .object([
                                        ("feature", .string($0.feature.rawValue)),
                                        ("sse_before", .number($0.sseBefore)),
                                        ("sse_after", .number($0.sseAfter)),
                                    ])
                                })
                        ),
                        ("anchor_sse", .object(AnchorKind.allCases.map { ($0.rawValue, opt(s.anchorSSE[$0])) })),
                    ])
                ))
        }
        return .object(pairs)
    }

    /// An anchored evaluation as text.
    static func text(_ e: AnchoredEvaluation) -> String {
        let m = e.inSample
        let source = e.anchor.phrase
        var s =
            (e.selection == nil
                ? "The model as it is, on \(m.n) labelled days after the first (starting from \(source), lambda \(num(e.lambda))):\n"
                : "Fit on \(m.n) labelled days after the first, starting from \(source) (lambda \(num(e.lambda))):\n")
        s += "  R² \(m.r2.map { NumberFormat.decimals($0, 3) } ?? "n/a"), RMSE \(NumberFormat.decimals(m.rmse, 3)), "
        s += "MAE \(NumberFormat.decimals(m.mae, 3))\n"
        s +=
            "  admitted: "
            + (e.admitted.isEmpty ? "none (the anchor alone)" : e.admitted.map(\.rawValue).joined(separator: ", "))
            + "\n"
        if e.selection != nil {
            s +=
                "\nEach morning below is predicted by the whole procedure (admission and fit) run on the days before it alone."
        }
        return s + "\n" + rollingText(e.rolling, optimistic: false)
    }
}
