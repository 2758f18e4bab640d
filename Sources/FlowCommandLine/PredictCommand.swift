import FlowFeatures
import FlowInference
import FlowRecords

/// `flow predict`: the Recovery Flow of the latest day (or of chosen days), its state, the
/// three features driving it and the trend.
enum PredictCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, valued: ["--history", "--model", "--date", "--from", "--to", "--last"], flags: ["--json"])
        let history = try args.required("--history")
        let model = try args.value("--model").map(ModelOptions.loadModel) ?? defaultModel()
        let date = try FeaturesCommand.day(args, "--date")
        let from = try FeaturesCommand.day(args, "--from"), to = try FeaturesCommand.day(args, "--to")
        let last = try args.integer("--last", in: 1...100_000)
        let choices = [date != nil, from != nil || to != nil, last != nil].filter { $0 }.count
        guard choices <= 1 else { throw CommandError.usage("give one of --date, --from/--to or --last") }
        if let from, let to, from > to { throw CommandError.usage("--from \(from) is after --to \(to)") }

        let table = try HistoryInput.table(path: history, settings: model.settings, console: console)
        let results = RecoveryScorer(model: model).score(rows: table.rows)
        guard let firstDay = results.first?.day, let lastDay = results.last?.day else {
            throw CommandError.input("\(history): the history has no day", exitCode: 65)
        }
        let selected: [DayResult]
        if let date {
            guard let r = results.first(where: { $0.day == date }) else {
                throw CommandError.input("\(date) is outside the history (\(firstDay) to \(lastDay))", exitCode: 65)
            }
            guard r.score != nil else {
                throw CommandError.input("no data for \(date): nothing was recorded for that morning, so it is not scored", exitCode: 65)
            }
            selected = [r]
        } else if from != nil || to != nil {
            selected = results.filter { (r: DayResult) -> Bool in
                if let from, r.day < from { return false }
                if let to, r.day > to { return false }
                return true
            }
            guard !selected.isEmpty else {
                throw CommandError.input("no day of the history (\(firstDay) to \(lastDay)) falls in the requested range", exitCode: 65)
            }
        } else if let last {
            selected = Array(results.suffix(last))
        } else {
            guard let latest = results.last(where: { $0.score != nil }) else {
                throw CommandError.input("\(history): no day could be scored (every day is a no-data day)", exitCode: 65)
            }
            selected = [latest]
        }
        if args.has("--json") {
            console.out(JSONValue.array(selected.map { json($0, model: model) }).text() + "\n")
        } else {
            let previous = previousTrends(results)
            if selected.count == 1, let s = selected[0].score {
                console.out(dayText(s, previousTrend: previous[s.day]))
            } else {
                console.out(selected.map { lineText($0, previousTrend: previous[$0.day]) }.joined())
            }
        }
    }

    static func defaultModel() throws -> RecoveryModel {
        do { return try RecoveryModel(text: DefaultModel.text, file: "(built-in) \(DefaultModel.path)") } catch {
            throw CommandError.input("the built-in model is unusable: \(error)", exitCode: 70)
        }
    }

    /// For each scored day, the trend of the scored day before it when both belong to the
    /// same trend run (one pass over the history).
    static func previousTrends(_ results: [DayResult]) -> [CalendarDay: Double] {
        var out: [CalendarDay: Double] = [:]
        var last: DayScore?
        for s in results.compactMap(\.score) {
            if let p = last, s.day.ordinal - p.day.ordinal <= RecoveryScorer.trendGapDays { out[s.day] = p.trend }
            last = s
        }
        return out
    }

    static func direction(_ trend: Double, _ previous: Double?) -> String {
        guard let previous else { return "" }
        if trend - previous >= 0.5 { return ", rising" }
        if trend - previous <= -0.5 { return ", falling" }
        return ", level"
    }

    static func headline(_ s: DayScore, previousTrend: Double?) -> String {
        "\(s.day)  Recovery Flow \(pad(String(s.roundedFlow), 3))  \(s.state.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))"
            + " (trend \(RecoveryFlow.rounded(s.trend))\(direction(s.trend, previousTrend)))"
    }

    static func dayText(_ s: DayScore, previousTrend: Double?) -> String {
        var out = headline(s, previousTrend: previousTrend) + "\n"
        let texts = s.drivers.map { DriverSentence.short($0.feature, value: $0.value, usual: $0.usual, estimated: $0.provenance != .observed) }
        let width = max(48, (texts.map(\.count).max() ?? 0) + 3)
        for (d, text) in zip(s.drivers, texts) {
            let dots = String(repeating: ".", count: max(1, width - text.count - 1))
            out += "  \(d.contribution > 0 ? "+" : "-") \(text) \(dots) \(signed(d.contribution))\n"
        }
        if RecoveryFlow.rounded(s.missingData) != 0 { out += "  missing data: \(signed(s.missingData)) points\n" }
        if let partial = s.partialData { out += "  \(partial): the score rests on partial data\n" }
        if let first = s.drivers.first { out += "  \(first.sentence)\n" }
        return out
    }

    static func lineText(_ r: DayResult, previousTrend: Double?) -> String {
        guard let s = r.score else { return "\(r.day)  no data\n" }
        let drivers = s.drivers.map { "\($0.feature.rawValue) \(signed($0.contribution))" }.joined(separator: ", ")
        return headline(s, previousTrend: previousTrend) + (drivers.isEmpty ? "" : "  \(drivers)")
            + (s.partialData == nil ? "" : "  [partial data]") + "\n"
    }

    static func signed(_ points: Double) -> String {
        let r = RecoveryFlow.rounded(points)
        return r > 0 ? "+\(r)" : r < 0 ? "−\(-r)" : "0"
    }

    static func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }

    static func json(_ r: DayResult, model: RecoveryModel) -> JSONValue {
        guard let s = r.score else {
            return .object([("date", .string(r.day.description)), ("scored", .bool(false)), ("reason", .string("no data"))])
        }
        return .object([
            ("date", .string(s.day.description)), ("scored", .bool(true)), ("prediction", .number(s.prediction)),
            ("flow", .number(s.flow)), ("flow_rounded", .number(Double(s.roundedFlow))), ("state", .string(s.state.rawValue)),
            ("trend", .number(s.trend)), ("coverage", .number(Double(s.coverage))), ("usual_flow", .number(s.usualFlow)),
            ("contributions", .object(s.contributions.map { ($0.name, .number($0.points)) })),
            ("missing_data", .number(s.missingData)),
            ("partial_data", s.partialData.map { .string($0) } ?? .null),
            ("drivers", .array(s.drivers.map { d in
                .object([("feature", .string(d.feature.rawValue)), ("value", .number(d.value)), ("usual", .number(d.usual)),
                         ("unit", .string(d.feature.unit)), ("contribution", .number(d.contribution)),
                         ("provenance", .string(d.provenance.rawValue)), ("sentence", .string(d.sentence))])
            })),
        ])
    }
}
