import FlowInference
import FlowRecords
import FlowScores

/// `flow insights`' outputs: how many pairs were tested and which stand out from chance, then
/// the rest, as text or JSON.
enum InsightsText {
    static func text(_ report: InsightReport) -> String {
        var out =
            "What your evenings go with, in your own check-ins (associations, not causes): each night or "
            + "morning after against your own level of the 30 days before it, allowing for runs of alike days "
            + "and for the number of pairs tried.\n"
        if !report.overlapsHistory {
            let dates = report.checkinDays.map { " (check-ins \($0.lowerBound) to \($0.upperBound))" } ?? ""
            out += "No check-in date has a morning after it in this history\(dates).\n"
        }
        out += report.summary + "\n"
        for i in report.standingOut { out += "  \(i.sentence)\n" }
        let chance = report.couldBeChance
        if !chance.isEmpty {
            out += "Could be chance (\(chance.count) \(chance.count == 1 ? "pair" : "pairs"), the strongest first):\n"
            for i in chance { out += "  \(i.sentence)\n" }
        }
        let short = report.shortOfDays
        if !short.isEmpty {
            out += "Not enough days yet (\(InsightReport.minimumDays) with and \(InsightReport.minimumDays) without):\n"
            for (_, pairs) in grouped(short) {
                out +=
                    "  \(pairs[0].behaviourWords): "
                    + pairs.map { "\($0.outcome.name) \($0.with.n) + \($0.without.n)" }.joined(separator: ", ") + "\n"
            }
        }
        if !report.neverDone.isEmpty {
            out +=
                "Never logged as done: "
                + report.neverDone.map(Insight.words).joined(separator: ", ")
                + "\n"
        }
        for o in report.notMeasured { out += o.notMeasured + "\n" }
        return out
    }

    /// Pairs of the same behaviour together, in the order they come.
    static func grouped(_ pairs: [Insight]) -> [(String, [Insight])] {
        var out: [(String, [Insight])] = []
        for p in pairs {
            if let k = out.firstIndex(where: { $0.0 == p.behaviour }) {
                out[k].1.append(p)
            } else {
                out.append((p.behaviour, [p]))
            }
        }
        return out
    }

    static func json(_ report: InsightReport) -> JSONValue {
        .object([
            ("tested", .number(Double(report.tested))), ("findings", .number(Double(report.findings))),
            ("q", .number(InsightReport.q)), ("summary", .string(report.summary)),
            ("not_measured", .array(report.notMeasured.map { .string($0.rawValue) })),
            ("never_done", .array(report.neverDone.map { .string($0) })),
            ("checkins_overlap_history", .bool(report.overlapsHistory)),
            ("insights", .array(report.insights.map(pair))),
        ])
    }

    /// One pair (a behaviour against an outcome) as SPEC 14's JSON lists it.
    static func pair(_ i: Insight) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        func group(_ g: InsightGroup) -> JSONValue {
            .object([("n", .number(Double(g.n))), ("mean", number(g.mean)), ("sd", number(g.sd))])
        }
        let t = i.test
        return .object([
            ("behaviour", .string(i.behaviour)), ("outcome", .string(i.outcome.rawValue)),
            ("unit", .string(i.outcome.unit)), ("lag_days", .number(Double(i.lagDays))),
            ("with", group(i.with)), ("without", group(i.without)),
            ("difference", number(t?.difference)),
            ("ci95", t.map { .array([.number($0.low), .number($0.high)]) } ?? .null),
            ("df", number(t?.df)), ("f", number(t?.f)), ("p", number(t?.p)),
            ("p_adjusted", number(t?.pAdjusted)), ("finding", .bool(i.isFinding)),
            ("tested", .bool(t != nil)), ("sentence", .string(i.sentence)),
        ])
    }
}
