import FlowApp
import FlowRecords

/// `flow checkin --period`: a period start, kept in the library only and logged on its own.
extension CheckinCommand {
    /// The flag that logs a period's start instead of an evening's answers.
    static let period = CommandOption(
        flag: "--period", "a period started that day (kept in your library, never in a file)")

    /// `--period`: a period start logged in the library, alone on its command line.
    static func logPeriod(_ args: Arguments, date: CalendarDay?, console: Console) throws {
        guard args[.file] == nil else {
            throw CommandError.usage("--period is kept in your library, not in a check-in file: leave out --file")
        }
        let others = args.given.map(\.0).filter { ![period, .date, .library].map(\.name).contains($0) }
        guard others.isEmpty else {
            throw CommandError.usage(
                "--period is logged on its own: give \(others.joined(separator: ", ")) in another flow checkin")
        }
        let place = try args.library()
        let today = WallClock.today()
        let day = date ?? today
        let added = try LogCheckin.logPeriod(
            library: place, day: day, today: today, offsetSeconds: WallClock.offset(on: day), now: WallClock.now())
        console.out(
            (added ? "logged in \(place): " : "already in \(place): ") + "a period that started on \(day)\n")
    }
}
