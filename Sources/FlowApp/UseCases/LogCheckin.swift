import FlowDatabase
import FlowImport
import FlowRecords
import Foundation

/// `flow checkin`: one evening's answers set in a check-in file, atomically, every other line
/// left as it was; or, without a file, in the library.
public enum LogCheckin {
    /// What was logged.
    public struct Logged: Sendable, Equatable {
        /// True when the file did not exist and was started.
        public var started: Bool
        /// The evening.
        public var day: CalendarDay
        /// Each column set, with the value written, in the order given.
        public var cells: [Cell]
    }

    /// One column set: its name in the file and the value written.
    public struct Cell: Sendable, Equatable {
        /// The column.
        public var name: String
        /// The value, in its shortest form.
        public var value: String
    }

    /// Sets `answers` (each an option as typed without its dashes, and its value: nil for a bare
    /// flag, which logs 1) on `day` (nil: `today`) in `file`, creating it when missing.
    /// `alcohol` counts drinks, `stress` is 1 to 5, a named yes/no behaviour is 0 or 1, any other
    /// name is a behaviour of the person's own; an evening more than a day ahead is refused.
    public static func run(
        file: String, day: CalendarDay?, answers: [(name: String, value: String?)], today: CalendarDay
    ) throws -> Logged {
        let (cells, day) = try checked(answers, day: day, today: today)
        let existing: String? =
            FileManager.default.fileExists(atPath: file) ? try String(contentsOfFile: file, encoding: .utf8) : nil
        let text = try CheckinsCSV.setting(cells.map { ($0.name, $0.value) }, on: day, in: existing, file: file)
        try AtomicFile.write(text, to: file)
        return Logged(started: existing == nil, day: day, cells: cells)
    }

    /// Sets `answers` on `day` (nil: `today`) in the library at `library` (made when there is
    /// none yet), one transaction; each replaces the answer held for that evening and name.
    public static func run(
        library: String, day: CalendarDay?, answers: [(name: String, value: String?)], today: CalendarDay
    ) throws -> Logged {
        let existed = FileManager.default.fileExists(atPath: library)
        let (cells, day) = try checked(answers, day: day, today: today)
        _ = try Library.writing(library).log(cells.map { ($0.name, Double($0.value)!) }, on: day)
        return Logged(started: !existed, day: day, cells: cells)
    }

    /// The source a period logged with `flow checkin --period` is kept under.
    public static let periodSource = "flow checkin"

    /// Logs a period that started on `day` (nil: `today`) in the library at `library` (made when
    /// there is none yet), as the person's own logged start (SPEC 18.1), at the day's local
    /// midnight on `offsetSeconds`; returns false when that start was held already. A day after
    /// `today` is refused: a start is a day that has come.
    public static func logPeriod(
        library: String, day: CalendarDay?, today: CalendarDay, offsetSeconds: Int32, now: Double
    ) throws -> Bool {
        let day = day ?? today
        guard day <= today else {
            throw CommandError.usage("\(day) is after today (\(today)): a period start is a day that has come")
        }
        var history = RecordHistory()
        let source = history.source(named: periodSource)
        let t = Timestamp(instant: Double(day.ordinal) * 86_400 - Double(offsetSeconds), offsetSeconds: offsetSeconds)
        history.periodStart = [Measurement(start: t, end: t, value: 1, source: source)]
        let added = try Library.writing(library).add(
            [(history, nil)], importedAt: Timestamp(instant: now, offsetSeconds: 0).iso8601)
        return added.first?.added == 1
    }

    /// The cells `answers` set, and the evening (nil: `today`); none, or an evening more than a
    /// day ahead, is a usage error.
    static func checked(
        _ answers: [(name: String, value: String?)], day: CalendarDay?, today: CalendarDay
    ) throws -> ([Cell], CalendarDay) {
        let cells = try answers.map(cell)
        guard !cells.isEmpty else { throw CommandError.usage("give at least one behaviour or --stress to log") }
        let day = day ?? today
        guard day.ordinal <= today.ordinal + 1 else {
            throw CommandError.usage(
                "\(day) is more than a day ahead of today (\(today)): a check-in is about an evening that has happened")
        }
        return (cells, day)
    }

    /// The column and value one answer sets, or a usage error naming the option.
    static func cell(_ answer: (name: String, value: String?)) throws -> Cell {
        let option = answer.name
        let quantity = option == "alcohol" || option == "stress"
        let name = quantity ? option : option.replacingOccurrences(of: "-", with: "_")
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw CommandError.usage("--\(option) is not a behaviour name")
        }
        let text = answer.value ?? (quantity ? "" : "1")
        guard case .finite(let v) = DecimalParser.parse(text), v >= 0 else {
            throw CommandError.usage("--\(option) takes a number of 0 or more, not '\(text)'")
        }
        if option == "stress", !(1...5).contains(v) { throw CommandError.usage("--stress takes 1 to 5, not '\(text)'") }
        if !quantity, CheckinTable.yesNoBehaviours.contains(name), v != 0, v != 1 {
            throw CommandError.usage("--\(option) is 0 or 1")
        }
        return Cell(name: name, value: NumberFormat.shortest(v))
    }
}
