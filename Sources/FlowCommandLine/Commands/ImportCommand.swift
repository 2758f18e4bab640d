import FlowApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `flow import`: exports into the person's library, which every command then reads without
/// `--history`.
enum ImportCommand {
    static let descriptor = CommandDescriptor(
        name: "import",
        summary: "add exports to your library once; every command then reads it without --history",
        usage: "usage: flow import INPUT... [--checkins F]... [--library L] [--tz ZONE]",
        about: """
            Adds every record of each INPUT that the library lacks: an export as the vendor or
            phone sent it, its folder, or a zip of any name holding it, told apart by what the
            files hold, never by their names (the same as --history reads). A folder holding
            exports of several vendors reads each. A newer export over an older one adds only
            what is new, and the same export twice adds nothing; a file imported before (the
            same SHA-256) is not read again, and a synced folder of Health Auto Export files
            brings only the files not seen yet (docs/imports.md has cron, systemd and launchd
            examples).

            Check-ins: a CSV keyed by date is read as your check-ins only when you declare it
            with --checkins F, or when every column but date is a check-in flow knows (alcohol,
            caffeine_late, late_meal, screen_before_bed, late_workout, meditation, stretching,
            cold_exposure, stress, and the habits you logged before). A vendor's CSV is read as
            its export, never as check-ins; any other table by date is refused, naming its
            columns, and nothing is written. A declared file's unknown columns become habits of
            your own, as flow checkin --NAME makes them.

            The library is one SQLite file (docs/database.md), made on first use; the import is
            one transaction, so a failed or killed import leaves it as it was. Without
            --history, every command reads the library. Nothing leaves your disk.
            """,
        options: [
            .checkins.repeated().saying("a file of your own check-ins (date,NAME,...), read as such"), .library,
            .zone,
        ],
        words: 10_000,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let checkins = args.all(.checkins)
        guard !args.words.isEmpty || !checkins.isEmpty else {
            throw CommandError.usage("give at least one export to import (a file, a folder or a zip)")
        }
        let request = ImportHistory.Request(
            inputs: args.words, library: try args.library(), zone: try args.zoneName(),
            importedAt: Double(time(nil)), flowVersion: FlowCommand.version, checkins: checkins)
        let result = try ImportHistory.run(request, observer: console.observer)
        console.out(ImportText.text(result))
    }
}
