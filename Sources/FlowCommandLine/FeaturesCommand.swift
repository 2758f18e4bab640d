import FlowFeatures
import FlowRecords

/// `flow features`: records in, daily feature table out.
enum FeaturesCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, valued: ["--history", "--from", "--to", "--max-hr", "--age", "--sleep-need", "--out"],
                                 flags: ["--json"])
        let path = try args.required("--history")
        let settings = try settings(args)
        let from = try day(args, "--from"), to = try day(args, "--to")
        if let from, let to, from > to { throw CommandError.usage("--from \(from) is after --to \(to)") }

        let table = try HistoryInput.table(path: path, settings: settings, console: console)
        let rows = table.rows.filter { (row: FeatureRow) -> Bool in
            if let from, row.day < from { return false }
            if let to, row.day > to { return false }
            return true
        }
        guard !rows.isEmpty, let first = table.rows.first, let last = table.rows.last else {
            throw CommandError.input("no day of \(path) (\(table.rows.first?.day.description ?? "?") to "
                + "\(table.rows.last?.day.description ?? "?")) falls in the requested range", exitCode: 65)
        }
        let text = args.has("--json") ? FeatureJSON.rows(rows) : table.csv(rows: rows)
        if let out = args.value("--out") {
            try AtomicFile.write(text, to: out)
            let noData = rows.filter { $0.isNoData }.count
            console.out("wrote \(rows.count) days (\(rows[0].day) to \(rows[rows.count - 1].day)) to \(out); "
                + "\(noData) no-data days; history \(first.day) to \(last.day)\n")
        } else {
            console.out(text)
        }
    }

    /// The feature settings from `--max-hr`, `--age` and `--sleep-need`.
    static func settings(_ args: Arguments) throws -> FeatureSettings {
        var settings = FeatureSettings()
        let maxHR = try args.number("--max-hr", in: 100...250)
        let age = try args.number("--age", in: 5...110)
        if maxHR != nil, age != nil { throw CommandError.usage("give --max-hr or --age, not both") }
        if let maxHR { settings.maxHR = maxHR }
        if let age { settings.maxHR = FeatureSettings.maxHR(forAge: age) }
        if let need = try args.number("--sleep-need", in: 3...14) { settings.sleepNeedHours = need }
        return settings
    }

    static func day(_ args: Arguments, _ name: String) throws -> CalendarDay? {
        guard let text = args.value(name) else { return nil }
        guard let d = CalendarDay(iso: text) else { throw CommandError.usage("\(name) takes a date YYYY-MM-DD, not '\(text)'") }
        return d
    }
}

/// The feature table as JSON for programs.
enum FeatureJSON {
    static func rows(_ rows: [FeatureRow]) -> String {
        var out = "[\n"
        for (i, row) in rows.enumerated() {
            let values = Feature.allCases.map { "\"\($0.rawValue)\": \(FeatureSettings.format(row[$0]))" }
            let prov = Feature.allCases.map { "\"\($0.rawValue)\": \"\(row.provenance[$0.index].rawValue)\"" }
            let flags = MissingFlag.allCases.map { "\"\($0.rawValue)\": \(row[$0] ? 1 : 0)" }
            out += "  {\"date\": \"\(row.day)\", \"no_data\": \(row.isNoData), \"coverage\": \(row.coverage),\n"
            out += "   \"values\": {\(values.joined(separator: ", "))},\n"
            out += "   \"provenance\": {\(prov.joined(separator: ", "))},\n"
            out += "   \"flags\": {\(flags.joined(separator: ", "))},\n"
            out += "   \"hrv_rmssd\": \(row.hrvRMSSD.map(FeatureSettings.format) ?? "null")}"
            out += i + 1 < rows.count ? ",\n" : "\n"
        }
        return out + "]\n"
    }
}
