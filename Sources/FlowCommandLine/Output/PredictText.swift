import FlowFeatures
import FlowInference
import FlowRecords
import FlowTrends

/// How `flow predict` prints days for people.
enum PredictText {
    /// What to say once, before the days: whose baselines the score uses, and whether a
    /// trained model has shown that it beats the person's own average.
    static func notes(_ model: RecoveryModel) -> [String] {
        var out: [String] = []
        if model.isUntrained {
            out.append(
                "Scored with the reference model: each day is compared with your own previous 28 days, "
                    + "not trained on your labels (see 'flow help train' to make a model of your own).")
        }
        if let anchor = model.anchor {
            let level = anchor.kind.phrase
            if !model.features.contains(where: { $0.admitted == true }) {
                out.append(
                    "No body signal predicted your \(model.target.name) better than your own recent ratings; "
                        + "this Flow follows them alone (\(level) of \(model.target.name)).")
            } else {
                out.append(
                    "The usual Flow of each morning is \(level) of \(model.target.name); the measured facts move it.")
            }
        }
        if let warning = model.verdictWarning { out.append(warning) }
        return out
    }

    /// One scored day in full, or one line per day for several.
    static func days(_ selected: [DayResult], results: [DayResult]) -> String {
        let directions = TrendView.flowDirections(results, on: selected.compactMap { $0.score?.day })
        if selected.count == 1, let s = selected[0].score { return dayText(s, direction: directions[s.day]) }
        if selected.count == 1, let nights = selected[0].calibratingNights {
            return calibratingText(selected[0].day, nights: nights)
        }
        return selected.map { lineText($0, direction: directions[$0.day]) }.joined() + unscoredLine(selected)
    }

    /// Under a list of mornings, some scored and some not: how many were not, by reason
    /// ("scored 3 of 7 mornings; not scored: 1 no data, 3 no recent level: give --labels").
    static func unscoredLine(_ selected: [DayResult]) -> String {
        let unscored = selected.compactMap(\.reason)
        guard !unscored.isEmpty, unscored.count < selected.count else { return "" }
        let reasons = UnscoredReason.allCases.compactMap { reason in
            let n = unscored.filter { $0 == reason }.count
            return n > 0 ? "\(n) \(reason.rawValue)" : nil
        }
        return "scored \(selected.count - unscored.count) of \(selected.count) mornings; not scored: "
            + reasons.joined(separator: ", ") + "\n"
    }

    /// "calibrating: 4 of 7 nights", or nil once the phase is full.
    static func phase(_ s: DayFlow) -> String? {
        guard let needed = s.phase.nightsNeeded else { return nil }
        return "\(s.phase.rawValue): \(s.baselineDays) of \(needed) nights"
    }

    static func headline(_ s: DayFlow, direction: String?) -> String {
        "\(s.day)  Recovery Flow \(padLeft(String(s.roundedFlow), 3))  \(s.state.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))"
            + (phase(s).map { " [\($0)]" } ?? "")
            + " (trend \(RecoveryFlow.rounded(s.trend))\(direction.map { ", \($0)" } ?? ""))"
    }

    static func dayText(_ s: DayFlow, direction: String?) -> String {
        var out = headline(s, direction: direction) + "\n"
        let texts = s.shownDrivers.map { d in
            DriverSentence.short(
                d.feature, quantity: d.quantity, value: d.value, usual: d.usual, source: d.usualSource,
                fixedReference: d.fixedReference)
        }
        let width = max(48, (texts.map(\.count).max() ?? 0) + 3)
        for (d, text) in zip(s.shownDrivers, texts) {
            let dots = String(repeating: ".", count: max(1, width - text.count - 1))
            out += "  \(d.contribution > 0 ? "+" : "-") \(text) \(dots) \(signed(d.contribution))\n"
        }
        if s.estimatedFeatures > 0 || RecoveryFlow.rounded(s.missingData) != 0 {
            let what = s.estimatedFeatures > 0 ? " (\(plural(s.estimatedFeatures, "filled-in value")))" : ""
            out += "  estimated inputs\(what): \(points(s.estimated))\n"
        }
        if let partial = s.partialData { out += "  \(partial): the score rests on partial data\n" }
        if let first = s.shownDrivers.first { out += "  \(first.sentence)\n" }
        return out
    }

    /// "calibrating: 1 of 3 nights": a personal model's morning before its first number.
    static func calibrating(nights: Int) -> String {
        "calibrating: \(nights) of \(FlowBaseline.nightsBeforeScoring) nights"
    }

    /// A calibrating morning asked for alone: how many nights remain before the first number.
    static func calibratingText(_ day: CalendarDay, nights: Int) -> String {
        let left = FlowBaseline.nightsBeforeScoring - nights
        return "\(day)  \(calibrating(nights: nights))\n"
            + "  flow compares each morning only with your own nights, so it gives no number before it has "
            + "\(FlowBaseline.nightsBeforeScoring) of them: \(left) more measured \(left == 1 ? "night" : "nights") to go.\n"
    }

    static func lineText(_ r: DayResult, direction: String?) -> String {
        guard let s = r.score else {
            if let nights = r.calibratingNights { return "\(r.day)  \(calibrating(nights: nights))\n" }
            let reason = r.reason ?? .noData
            return "\(r.day)  " + (reason == .noData ? "no data" : "not scored: \(reason.explanation)") + "\n"
        }
        let drivers = s.shownDrivers.map { "\(DriverSentence.label($0.feature)) \(signed($0.contribution))" }
            .joined(separator: ", ")
        return headline(s, direction: direction) + (drivers.isEmpty ? "" : "  \(drivers)")
            + (s.partialData == nil ? "" : "  [partial data]") + "\n"
    }

    static func signed(_ points: Double) -> String {
        let r = RecoveryFlow.rounded(points)
        return r > 0 ? "+\(r)" : r < 0 ? "−\(-r)" : "0"
    }

    /// "+1 point", "−4 points".
    static func points(_ p: Double) -> String { "\(signed(p)) point\(abs(RecoveryFlow.rounded(p)) == 1 ? "" : "s")" }

}

/// How `flow predict --json` writes a day: the columns `DayResult` describes (an unscored day
/// only its date, `scored` and `reason`), with each part's points after `usual_flow` and the
/// drivers, each under `Driver`'s columns, last.
enum PredictJSON {
    static func day(_ r: DayResult) -> JSONValue {
        let columns = DayResult.outputColumns
        guard let s = r.score else { return .object(columns.prefix(3).map { ($0.name, $0.cell(r).json) }) }
        var pairs: [(String, JSONValue)] = []
        for column in columns where column.name != "reason" {
            pairs.append((column.name, column.cell(r).json))
            if column.name == "usual_flow" {
                pairs.append(("contributions", .object(s.contributions.map { ($0.name, .number($0.points)) })))
            }
        }
        pairs.append(("drivers", .array(s.drivers.map { Driver.outputColumns.json($0) })))
        return .object(pairs)
    }
}
