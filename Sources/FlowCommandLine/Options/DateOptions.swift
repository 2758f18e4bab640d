import FlowRecords

extension Arguments {
    /// A date option (`--date`, `--from`, `--to`) as YYYY-MM-DD, if given.
    func day(_ name: String) throws -> CalendarDay? {
        guard let text = value(name) else { return nil }
        guard let d = CalendarDay(iso: text) else { throw CommandError.usage("\(name) takes a date YYYY-MM-DD, not '\(text)'") }
        return d
    }

    /// `--from` and `--to`, each optional, in order.
    func dayRange() throws -> (from: CalendarDay?, to: CalendarDay?) {
        let from = try day("--from"), to = try day("--to")
        if let from, let to, from > to { throw CommandError.usage("--from \(from) is after --to \(to)") }
        return (from, to)
    }
}

/// True when `day` lies within the optional bounds.
func isWithin(_ day: CalendarDay, from: CalendarDay?, to: CalendarDay?) -> Bool {
    if let from, day < from { return false }
    if let to, day > to { return false }
    return true
}
