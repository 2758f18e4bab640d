import FlowApp
import FlowDatabase
import FlowFeatures
import FlowImport
import FlowKit
import FlowRecords
import FlowVitals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `flow export`: the whole history as one SQLite file, for sqlite3, pandas, R, Datasette or
/// Grafana; written again into the same file, it merges the records and replaces the rest.
enum ExportCommand {
    static let descriptor = CommandDescriptor(
        name: "export",
        summary: "your whole history as one SQLite database (records, days, scores, Flow, …)",
        usage: """
            usage: flow export --history H --out history.sqlite [--labels F] [--checkins F]
                               [--sessions F] [--model model.json] [--sex female|male] [--tz ZONE]
            """,
        about: """
            Writes one SQLite file: every record read (records), each import with its file's
            size and SHA-256 (imports), and what flow makes of the history: the feature table
            (days), the reference scores (scores), each morning's Recovery Flow and its drivers
            (flow, drivers; from --model, else the reference model), training load and vitals,
            and with --labels and --checkins those files. Columns carry the names of flow's CSV
            and JSON outputs; docs/database.md describes every table. Exporting into an
            existing flow database keeps the records it holds and adds only the new ones (a
            newer export over an older one), and replaces the other tables; the file is
            written beside and renamed into place, so an interrupted export leaves the old one.
            A file another program wrote, one from a newer flow, or a damaged one is refused.
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone,
            .out.saying("the database to write or update (a file: not -)"),
            .model.saying("the model the flow table is scored with (default: the reference model)"),
            .labels.saying("a labels file, kept in the labels table"),
            .checkins.saying("a check-in file, kept in the checkins table", value: "FILE"),
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let out = try args.required(.out)
        guard out != AtomicFile.standardOutput else {
            throw CommandError.usage(.out, "- is not possible for a database: give a file name")
        }
        let inputs = [CommandOption.history, .labels, .checkins, .sessions, .model].map { args[$0] }
        try AtomicFile.checkTarget(out, inputs: inputs)
        let previous = try HistoryDatabase.existing(at: out)

        let fingerprint = FileFingerprint(path: try args.required(.history))
        let read = try ScoredLoad.load(try args.scoredRequest(), observer: console.observer)
        let history = read.history
        let labels = try args.labels().map { try LabelLoader.table($0, historyClock: read.loaded.clock) }
        let checkins = try args[.checkins].map(LabelLoader.checkins)
        let tables = try HistoryTables.all(read, labels: labels, checkins: checkins)
        let entry = read.loaded.report.map { report in
            let file = fingerprint.wait()
            return ImportEntry(
                importedAt: Timestamp(instant: Double(time(nil)), offsetSeconds: 0).iso8601, file: history.name,
                size: file?.size, sha256: file?.sha256, report: report, flowVersion: FlowCommand.version)
        }
        let contents = HistoryDatabase.Contents(records: read.loaded.records, entry: entry, tables: tables)
        var summary: HistoryDatabase.Summary?
        try AtomicFile.replace(out) { temporary in
            summary = try HistoryDatabase.write(
                to: temporary, name: out, previous: previous ? out : nil, contents: contents)
        }
        let names: [String] = ["records", "imports"] + tables.map(\.name)
        let records = plural(summary?.records ?? 0, "record")
        let days = plural(history.table.rows.count, "day")
        console.out(
            "wrote \(out): \(records) (\(summary?.added ?? 0) new), \(days); tables \(names.joined(separator: ", "))\n")
    }
}
