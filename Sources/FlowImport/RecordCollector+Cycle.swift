import FlowRecords

extension RecordCollector {
    /// Adds a day of the person's logged cycle (SPEC 18.1): an instant at `day`'s local 00:00 on
    /// the clock `offsetSeconds`, as every reader writes a logged day.
    public mutating func addCycleDay(
        _ kind: RecordKind, day: CalendarDay, offsetSeconds: Int32, value: Double, source: Int, line: Int
    ) {
        let t = Self.midnight(day, offsetSeconds)
        add(kind, start: t, end: t, value: value, source: source, line: line)
    }

    /// Notes the average cycle length the person stated in the export (Fitbit's settings), and where.
    public mutating func stateCycleLength(_ days: Int, from: String) { history.statedCycleDays = (days, from) }

    /// The local dates a logged sample of bleeding stands for (Apple's, read as the cycle
    /// sheet says): a sample of 20-28 hours is the day of its midpoint (a whole day shifted by
    /// a change of zone); a longer one every day it covers (a whole period in one sample, its
    /// end excluded); any other the day it starts. Nil for one over 31 days, which no period is.
    public static func loggedDays(start: Timestamp, end: Timestamp) -> [CalendarDay]? {
        let hours = (end.instant - start.instant) / 3600
        guard hours <= 31 * 24 else { return nil }
        if hours >= 20, hours <= 28 {
            return [Timestamp(instant: (start.instant + end.instant) / 2, offsetSeconds: start.offsetSeconds).localDay]
        }
        guard hours > 28 else { return [start.localDay] }
        let last = Timestamp(instant: end.instant - 1, offsetSeconds: end.offsetSeconds).localDay
        return (start.localDay.ordinal...max(start.localDay.ordinal, last.ordinal)).map { CalendarDay(ordinal: $0) }
    }

    /// Leaves out the logged cycle's records dated after the last day the export's measurements
    /// start on (an export ends on the day it was made: a later "logged" day is a forecast or a
    /// slip), counted by reason; then says in the report what the cycle gave.
    mutating func settleCycle() {
        let kinds = RecordKind.cycle
        guard kinds.contains(where: { history.count(of: $0) > 0 }) else { return }
        let lastStart = RecordKind.allCases.filter { !kinds.contains($0) }.map { localStarts[$0.position].last }.max()
        if let lastStart, let lastDay = CalendarDay(containing: lastStart) {
            for (c, kind) in kinds.enumerated() {
                guard let list = RecordHistory.list(of: kind) else { continue }
                var kept: [Measurement] = []
                var lines: [Int] = []
                localStarts[kind.position] = (.infinity, -.infinity)
                for (m, line) in zip(history[keyPath: list], cycleLines[c]) {
                    if m.start.localDay > lastDay {
                        report.reject(.afterExportDate, line: line)
                        accepted[kind.position][m.source] -= 1
                        continue
                    }
                    kept.append(m)
                    lines.append(line)
                    seeLocalStart(kind.position, m.start.localSeconds)
                }
                history[keyPath: list] = kept
                cycleLines[c] = lines
            }
        }
        report.cycle = Self.cycleSummary(history)
    }

    /// "5 period starts, 2026-01-03 to 2026-05-20, from 23 bleeding days and 2 logged starts;
    /// 1 more inside a pregnancy, lactation or hormonal contraception, not used"; nil when the
    /// history logs no period.
    static func cycleSummary(_ history: RecordHistory) -> String? {
        let starts = PeriodStarts(history: history)
        let flowDays = Set(history.menstrualFlow.map(\.start.localDay)).count
        let logged = Set(history.periodStart.map(\.start.localDay)).count
        guard flowDays + logged > 0 || !history.cyclePause.isEmpty else { return nil }
        let count = starts.days.count
        var text =
            starts.days.first.map { first in
                "\(count) period start\(count == 1 ? "" : "s"), \(first)"
                    + (count > 1 ? " to \(starts.days[count - 1])" : "")
            } ?? "no period start used"
        var from: [String] = []
        if flowDays > 0 { from.append("\(flowDays) bleeding day\(flowDays == 1 ? "" : "s")") }
        if logged > 0 { from.append("\(logged) logged start\(logged == 1 ? "" : "s")") }
        if !from.isEmpty { text += ", from " + from.joined(separator: " and ") }
        if !starts.paused.isEmpty {
            text += "; \(starts.paused.count) more inside a pregnancy, lactation or hormonal contraception, not used"
        } else if !history.cyclePause.isEmpty {
            let n = history.cyclePause.count
            text += "; \(n) stretch\(n == 1 ? "" : "es") of pregnancy, lactation or hormonal contraception logged"
        }
        if let stated = history.statedCycleDays {
            text += "; a stated cycle length of \(stated.days) days (\(stated.from))"
        }
        return text
    }
}
