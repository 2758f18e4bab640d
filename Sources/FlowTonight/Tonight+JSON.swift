import FlowRecords

extension BedtimeLevel {
    /// A level as `flow tonight --json` gives it; `withKeepable` adds whether it can be kept
    /// (the levels list says it, the plan does not need to).
    func json(withKeepable: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("level", .string(level.rawValue)), ("share", .number(share)), ("sleep_hours", .number(sleepHours)),
            ("bedtime_hours", .number(bedtime)), ("bedtime", .string(ClockTime.text(bedtime))),
            ("lights_out", .string(ClockTime.text(lightsOut))),
        ]
        if withKeepable { pairs.append(("keepable", keepable.map { .bool($0) } ?? .null)) }
        return .object(pairs)
    }
}

extension Tonight {
    /// Tonight as `flow tonight --json` gives it: the columns of `outputColumns`, then the usual
    /// bedtime, the earliest keepable time, the three levels and the plan (null without a bedtime).
    public var json: JSONValue {
        guard case .object(var pairs) = Tonight.outputColumns.json(self) else { return .null }
        pairs += [
            ("usual_bedtime_hours", usualBedtime.map { .number($0) } ?? .null),
            ("usual_bedtime", usualBedtime.map { .string(ClockTime.text($0)) } ?? .null),
            ("earliest_hours", earliest.map { .number($0) } ?? .null),
            ("levels", .array(levels.map { $0.json(withKeepable: true) })),
            ("plan", plan.map { $0.json(withKeepable: false) } ?? .null),
        ]
        return .object(pairs)
    }
}
