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
        usage: "usage: flow import INPUT... [--library L] [--tz ZONE]",
        about: """
            Adds every record of each INPUT (any export --history reads: a file, a folder or a
            zip; several at once) that the library lacks, so a newer export over an older one
            adds only what is new, and the same export twice adds nothing. A file imported
            before (the same SHA-256) is not read again; a folder of Health Auto Export files
            brings only the files not seen yet, so a daily job keeps the library current
            (docs/imports.md has cron, systemd and launchd examples). The library is one SQLite
            file (docs/database.md), made on first use; the import is one transaction, so a
            failed or killed import leaves it as it was. Without --history, every command reads
            the library. Nothing leaves your disk.
            """,
        options: [.library, .zone],
        words: 10_000,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        guard !args.words.isEmpty else {
            throw CommandError.usage("give at least one export to import (a file, a folder or a zip)")
        }
        let request = ImportHistory.Request(
            inputs: args.words, library: try args.library(), zone: try args.zoneName(),
            importedAt: Double(time(nil)), flowVersion: FlowCommand.version)
        let result = try ImportHistory.run(request, observer: console.observer)
        console.out(ImportText.text(result))
    }
}
