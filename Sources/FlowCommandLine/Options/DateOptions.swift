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
}
