import FlowApp
import FlowDatabase
import FlowRecords

/// `flow library`: what the library holds; `forget` deletes what a person wants gone; `check`
/// checks every page and record.
enum LibraryCommand {
    static let descriptor = CommandDescriptor(
        name: "library",
        summary: "what your library holds; forget a source, a past or your check-ins, or check it",
        usage: """
            usage: flow library [--library L] [--json]
                   flow library forget (--source S | --before YYYY-MM-DD | --checkins) [--yes] [--library L]
                   flow library check [--library L]
            """,
        about: """
            Without a word: each source in the library with its kinds of record, how many, the
            local dates they cover and when an import last brought them, how many files were
            imported, and the check-ins it keeps. `forget` deletes every record of a source,
            every record that ends before a day (with the check-ins of evenings before it), or
            every check-in (imported, logged with flow checkin, or an export's journal): it
            first says how many, and deletes only with --yes; what is deleted is overwritten in
            the file, not just unlisted. `check` runs SQLite's integrity check and flow's own check of every record
            (as an import would accept it), and exits 65 when either fails.
            """,
        options: [
            .library, .source, .before, .forgetCheckins, .yes, .json.saying("the holdings, one object a source"),
        ],
        words: 1,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let path = try args.library()
        switch args.words.first {
        case nil:
            let result = try ShowLibrary.run(library: path)
            console.show(args, json: { LibraryText.json(result) }, text: { LibraryText.text(result) })
        case "forget":
            let what: Library.Forgetting
            switch (args[.source], try args.day(.before), args.has(.forgetCheckins)) {
            case (let source?, nil, false): what = .source(source)
            case (nil, let day?, false): what = .before(day)
            case (nil, nil, true): what = .checkins
            default:
                throw CommandError.usage(
                    "library forget takes --source S, --before DATE or --checkins (one of them)")
            }
            let result = try ForgetRecords.run(library: path, what, confirmed: args.has(.yes))
            console.out(LibraryText.forgotten(result, what, library: path))
        case "check":
            let (problems, records) = try CheckLibrary.run(library: path)
            guard problems.isEmpty else {
                throw CommandError.input(
                    "\(path) fails its check:\n  " + problems.joined(separator: "\n  "), kind: .data)
            }
            console.out(
                "\(path): sound (SQLite's integrity check, and \(NumberFormat.grouped(records)) records as an import accepts them)\n"
            )
        case let word?:
            throw CommandError.usage("unexpected '\(word)': flow library takes forget or check")
        }
    }
}
