import FlowApp
import FlowKit
import FlowRecords

extension Arguments {
    /// A date option (`--date`, `--from`, `--to`) as YYYY-MM-DD, if given.
    func day(_ option: CommandOption) throws -> CalendarDay? {
        guard let text = self[option] else { return nil }
        guard let d = CalendarDay(iso: text) else {
            throw CommandError.usage("\(option.name) takes a date YYYY-MM-DD, not '\(text)'")
        }
        return d
    }

    /// `--from` and `--to`, each optional, in order.
    func dayWindow() throws -> DayWindow {
        let from = try day(.from)
        let to = try day(.to)
        if let from, let to, from > to {
            throw CommandError.usage(.from, "\(from) is after \(CommandOption.to.name) \(to)")
        }
        return DayWindow(from: from, to: to)
    }

    /// Which mornings `--date`, `--from`/`--to` or `--last` name (at most one of them; none:
    /// the latest scored morning).
    func daySelection() throws -> DaySelection {
        let date = try day(.date)
        let window = try dayWindow()
        let last = try integer(.last, in: 1...100_000)
        guard [date != nil, window != DayWindow(), last != nil].filter({ $0 }).count <= 1 else {
            throw CommandError.usage(
                "give one of \(CommandOption.date.name), \(CommandOption.from.name)/\(CommandOption.to.name) "
                    + "or \(CommandOption.last.name)")
        }
        return date.map { .day($0) } ?? last.map { .last($0) } ?? (window != DayWindow() ? .window(window) : .latest)
    }
}
