import FlowApp
import FlowDatabase

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
                               [--no-cycle]
            """,
        about: """
            Writes one SQLite file: every record read (records), each import with its file's
            size and SHA-256 (imports), and what flow makes of the history:
            \(tables)
            Columns carry the names of flow's CSV and JSON outputs; docs/database.md describes
            every table. Exporting into an existing flow database keeps the records it holds
            and adds only the new ones (a newer export over an older one), and replaces the
            other tables; the file is written beside and renamed into place, so an interrupted
            export leaves the old one. A file another program wrote, one from a newer flow, or
            a damaged one is refused.
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone,
            .out.saying("the database to write or update (a file: not -)"),
            .model.saying("the model the flow table is scored with (default: the reference model)"),
            .labels.saying("a labels file, kept in the labels table"),
            .checkins.saying("a check-in file, kept in the checkins table", value: "FILE"), .noCycle,
        ],
        run: { try run($0, console: $1) })

    /// Each derived table with what it holds, as `DerivedTable` declares them, a line each (the
    /// help folds them under the column).
    static var tables: String {
        // The names in a column one space wider than the longest.
        let column = DerivedTable.allCases.map(\.rawValue.count).max()! + 2
        return DerivedTable.allCases.map { table in
            "  " + table.rawValue.padding(toLength: column, withPad: " ", startingAt: 0) + table.holds
        }.joined(separator: "\n")
    }

    static func run(_ args: Arguments, console: Console) throws {
        let request = ExportHistory.Request(
            scored: try args.scoredRequest(), labels: try args.labels(), checkins: args[.checkins],
            out: try args.required(.out), importedAt: Double(time(nil)), flowVersion: FlowCommand.version)
        let written = try ExportHistory.run(request, observer: console.observer)
        let records = plural(written.records, "record")
        console.out(
            "wrote \(request.out): \(records) (\(written.added) new), \(plural(written.days, "day")); "
                + "tables \(written.tables.joined(separator: ", "))\n")
    }
}
