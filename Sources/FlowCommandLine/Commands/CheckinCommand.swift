import FlowApp
import FlowRecords
import Foundation

/// `flow checkin`: adds or replaces one evening in a check-in file, atomically, leaving every
/// other line as it was.
enum CheckinCommand {
    /// The yes/no behaviours named in the help; any other `--NAME[=N]` is a behaviour of the person's own.
    static let behaviours = [
        "--caffeine-late", "--late-meal", "--screen-before-bed", "--late-workout", "--meditation",
        "--stretching", "--cold-exposure",
    ]

    static let descriptor = CommandDescriptor(
        name: "checkin",
        summary: "log this evening (alcohol, late caffeine, meditation, stress, ...) in your library or a file",
        usage: """
            usage: flow checkin [--file F | --library L] [--date YYYY-MM-DD] [--alcohol N] [--caffeine-late]
                                [--late-meal] [--screen-before-bed] [--late-workout] [--meditation]
                                [--stretching] [--cold-exposure] [--stress N] [--NAME[=N]]
                   flow checkin --period [--date YYYY-MM-DD] [--library L]
            """,
        about: """
            Logs one evening (default: today) in your library, where flow insights and flow
            today read it, or with --file in a check-in file (created when missing), replacing
            only the answers you give for that date; every other evening stays as it was.
            A flag logs 1 ("yes"); --NAME=0 logs an explicit "no"; a cell you never give stays
            blank, which means "not logged", never "no". --alcohol counts drinks; --stress is the
            day's stress 1-5, so the same file is a labels file for flow train --target stress.
            Any other --NAME is kept as a behaviour of your own (a new column).
            --period logs in your library that a period started that day (default: today), so
            flow vitals knows the days before your next one; nothing else is made of it.
            """,
        options: [
            .file.saying("a check-in file to log in instead of the library (created when missing)"),
            .library, .date.saying("the evening (default: today; at most a day ahead)"), .alcohol, .stress,
            period,
        ] + behaviours.map { CommandOption(flag: $0, "yes (=0 for an explicit no)") },
        takesOwnNames: true,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let date = try args.day(.date)
        if args.has(period) {
            return try logPeriod(args, date: date, console: console)
        }
        let own = [CommandOption.file, .date, .library].map(\.name)
        let answers = args.given.filter { !own.contains($0.0) }.map { (String($0.0.dropFirst(2)), $0.1) }
        let logged: LogCheckin.Logged
        let place: String
        if let file = args[.file] {
            guard args[.library] == nil else {
                throw CommandError.usage("give --file or --library, not both")
            }
            (logged, place) = (
                try LogCheckin.run(file: file, day: date, answers: answers, today: WallClock.today()), file
            )
        } else {
            place = try args.library()
            logged = try LogCheckin.run(library: place, day: date, answers: answers, today: WallClock.today())
        }
        console.out(
            "\(logged.started ? "started" : "updated") \(place): \(logged.day) "
                + logged.cells.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + "\n")
    }
}
