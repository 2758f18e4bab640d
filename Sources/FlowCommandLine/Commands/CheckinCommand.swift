import FlowApp
import FlowImport
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
        summary: "log this evening (alcohol, late caffeine, meditation, stress, ...) in a check-in file",
        usage: """
            usage: flow checkin --file F [--date YYYY-MM-DD] [--alcohol N] [--caffeine-late] [--late-meal]
                                [--screen-before-bed] [--late-workout] [--meditation] [--stretching]
                                [--cold-exposure] [--stress N] [--NAME[=N]]
            """,
        about: """
            Logs one evening (default: today) in a check-in file, creating it when missing and
            replacing only the cells you give for that date; every other line stays as it was.
            A flag logs 1 ("yes"); --NAME=0 logs an explicit "no"; a cell you never give stays
            blank, which means "not logged", never "no". --alcohol counts drinks; --stress is the
            day's stress 1-5, so the same file is a labels file for flow train --target stress.
            Any other --NAME is kept as a behaviour of your own (a new column).
            """,
        options: [
            .file, .date.saying("the evening (default: today; at most a day ahead)"), .alcohol, .stress,
        ] + behaviours.map { CommandOption(flag: $0, "yes (=0 for an explicit no)") },
        takesOwnNames: true,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let file = args[.file]
        let date = try args.day(.date)
        var cells: [(String, String)] = []
        for (word, value) in args.given where word != CommandOption.file.name && word != CommandOption.date.name {
            let option = String(word.dropFirst(2))
            switch option {
            case "alcohol", "stress":
                let text = value ?? ""
                guard let v = decimal(text), v >= 0 else {
                    throw CommandError.usage("--\(option) takes a number of 0 or more, not '\(text)'")
                }
                if option == "stress", !(1...5).contains(v) {
                    throw CommandError.usage(.stress, "takes 1 to 5, not '\(text)'")
                }
                cells.append((option, NumberFormat.shortest(v)))
            default:
                let name = option.replacingOccurrences(of: "-", with: "_")
                guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw CommandError.usage("--\(option) is not a behaviour name")
                }
                let text = value ?? "1"
                guard let v = decimal(text), v >= 0 else {
                    throw CommandError.usage("--\(option) takes a number of 0 or more, not '\(text)'")
                }
                if CheckinTable.yesNoBehaviours.contains(name), v != 0, v != 1 {
                    throw CommandError.usage("--\(option) is 0 or 1")
                }
                cells.append((name, NumberFormat.shortest(v)))
            }
        }
        guard let file else { throw CommandError.usage(.file, "is required") }
        guard !cells.isEmpty else { throw CommandError.usage("give at least one behaviour or --stress to log") }
        let today = CheckinCommand.today()
        let day = date ?? today
        guard day.ordinal <= today.ordinal + 1 else {
            throw CommandError.usage(
                "\(day) is more than a day ahead of today (\(today)): a check-in is about an evening that has happened")
        }
        let existing: String? =
            FileManager.default.fileExists(atPath: file) ? try String(contentsOfFile: file, encoding: .utf8) : nil
        let text = try CheckinsCSV.setting(cells, on: day, in: existing, file: file)
        try AtomicFile.write(text, to: file)
        console.out(
            "\(existing == nil ? "started" : "updated") \(file): \(day) "
                + cells.map { "\($0.0)=\($0.1)" }.joined(separator: " ") + "\n")
    }

    /// Today's date in the system's time zone.
    static func today() -> CalendarDay {
        let seconds = Date().timeIntervalSince1970 + Double(TimeZone.current.secondsFromGMT())
        return CalendarDay(ordinal: Int((seconds / 86_400).rounded(.down)))
    }
}
