import FlowInference
import FlowRecords
import FlowScores

/// `flow insights`' outputs: the shown associations and the pairs still short, as text or JSON.
enum InsightsText {
    static func text(_ report: InsightReport) -> String {
        var out = "What your evenings go with the next morning, in your own check-ins (associations, not causes):\n"
        if report.insights.isEmpty {
            out += "  nothing yet passes the gates: 5 days on each side and a difference of at least 2\n"
        }
        for i in report.insights {
            let chance = i.couldBeChance ? "; it includes 0, so this could be chance" : ""
            out +=
                "  " + i.sentence + " (95 % interval \(NumberFormat.decimals(i.interval.low, 1)) to "
                + "\(NumberFormat.decimals(i.interval.high, 1)) \(i.outcome.unit)\(chance))\n"
        }
        if !report.notEnough.isEmpty {
            out += "Not enough days yet (5 + 5 needed):\n"
            for p in report.notEnough {
                out += "  \(p.behaviour) and \(p.outcome.phrase): \(p.withN) with, \(p.withoutN) without\n"
            }
        }
        return out
    }

    static func json(_ report: InsightReport) -> JSONValue {
        func group(_ g: GroupSummary) -> JSONValue {
            .object([("n", .number(Double(g.n))), ("mean", .number(g.mean)), ("sd", .number(g.sd))])
        }
        return .object([
            (
                "insights",
                .array(
                    report.insights.map { i in
                        .object([
                            ("behaviour", .string(i.behaviour)), ("outcome", .string(i.outcome.rawValue)),
                            ("unit", .string(i.outcome.unit)),
                            ("with", group(i.with)), ("without", group(i.without)),
                            ("difference", .number(i.difference)),
                            ("ci95", .array([.number(i.interval.low), .number(i.interval.high)])),
                            ("df", i.df.map { .number($0) } ?? .null),
                            ("lag_days", .number(1)), ("sentence", .string(i.sentence)),
                        ])
                    })
            ),
            (
                "not_enough",
                .array(
                    report.notEnough.map { p in
                        .object(counts(p) + [("message", .string(InsightReport.notEnoughMessage))])
                    })
            ),
            (
                "below_difference",
                .array(
                    report.belowDifference.map { p in
                        .object(counts(p) + [("difference", .number(p.difference ?? 0))])
                    })
            ),
        ])
    }

    /// A pair's names and its day counts on each side.
    static func counts(_ p: PairCount) -> [(String, JSONValue)] {
        [
            ("behaviour", .string(p.behaviour)), ("outcome", .string(p.outcome.rawValue)),
            ("with_n", .number(Double(p.withN))), ("without_n", .number(Double(p.withoutN))),
        ]
    }
}
