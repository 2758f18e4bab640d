import FlowFeatures
import FlowRecords

/// `flow features`: records in, daily feature table out.
enum FeaturesCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "features")
        let request = try args.history()
        let path = request.path
        let settings = try args.featureSettings()
        let (from, to) = try args.dayRange()
        if let out = args.value("--out") { try AtomicFile.checkTarget(out, inputs: [path]) }

        let table = try HistoryInput.table(request, settings: settings, console: console)
        let rows = table.rows.filter { isWithin($0.day, from: from, to: to) }
        guard !rows.isEmpty, let first = table.rows.first, let last = table.rows.last else {
            throw CommandError.input("no day of \(path) (\(table.rows.first?.day.description ?? "?") to "
                + "\(table.rows.last?.day.description ?? "?")) falls in the requested range", exitCode: .dataError)
        }
        let text = args.has("--json") ? FeatureJSON.rows(rows) : table.csv(rows: rows)
        guard let out = args.value("--out") else { return console.data(text) }
        guard !(try AtomicFile.write(text, to: out, console: console)) else { return }
        let noData = rows.filter { $0.isNoData }.count
        console.out("wrote \(plural(rows.count, "day")) (\(rows[0].day) to \(rows[rows.count - 1].day)) to \(out); "
            + "\(plural(noData, "no-data day")); history \(first.day) to \(last.day)\n")
    }
}
