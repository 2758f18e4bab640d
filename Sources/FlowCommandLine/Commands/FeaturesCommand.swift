import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords

/// `flow features`: records in, daily feature table out.
enum FeaturesCommand {
    static let descriptor = CommandDescriptor(
        name: "features",
        summary: "compute the daily feature table (19 features, provenance, 9 flags)",
        usage: """
            usage: flow features --history H [--tz ZONE] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
                                 [--max-hr N | --age N] [--sleep-need H] [--sex female|male] [--sessions srpe.csv]
                                 [--out table.csv] [--json]
            """,
        about: """
            Reads the history, prints what was accepted and rejected to standard error, and
            writes one row per day: date, the 19 features, a <feature>_src column for each
            (observed, median, baseline), the 9 missingness flags and no_data, then extra
            columns never filled in: RMSSD, daytime heart rate and HRV, and the training load of
            the day before (as flow load gives it). The first line of the CSV records the settings
            the table was made with, the sex TRIMP was weighted for and the session file.
            """,
        options: [
            .history, .zone, .range("only these days (the whole history is still used for medians)"), .sex, .sessions,
            .labelZone,
        ]
            + CommandOption.featureSettings + [
                .out.saying("write the table to FILE (atomically) instead of standard output"),
                .json.saying("JSON instead of CSV"),
            ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let request = try args.history()
        let settings = try args.featureSettings()
        let window = try args.dayWindow()
        if let out = args[.out] { try AtomicFile.checkTarget(out, inputs: request.inputs) }

        let result = try ShowFeatures.run(
            ShowFeatures.Request(history: request, settings: settings, window: window), observer: console.observer)
        let (table, rows, days) = (result.table, result.rows, result.days)
        let text = args.has(.json) ? FeatureJSON.rows(rows, withDevice: table.hasDeviceColumns) : table.csv(rows: rows)
        guard let out = args[.out] else { return console.data(text) }
        guard !(try AtomicFile.write(text, to: out, console: console)) else { return }
        let noData = rows.filter { $0.isNoData }.count
        console.out(
            "wrote \(plural(rows.count, "day")) (\(rows[0].day) to \(rows[rows.count - 1].day)) to \(out); "
                + "\(plural(noData, "no-data day")); history \(days.lowerBound) to \(days.upperBound)\n")
    }
}
