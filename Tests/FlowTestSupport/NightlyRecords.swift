import FlowImport
import FlowRecords

/// A records CSV of `nights` nights from 2026-03-01, each 23:00-07:00 at +01:00 from `source`,
/// with the line `extra` writes for the morning after night k (a reading of that morning).
public func nightlyRecords(nights: Int, source: String, extra: (_ morning: CalendarDay, _ k: Int) -> String) -> String {
    var lines = [RecordsCSV.header]
    for k in 0..<nights {
        let day = CalendarDay(year: 2026, month: 3, day: 1)!.adding(days: k)
        let next = day.adding(days: 1)
        lines.append("sleep,\(day)T23:00:00+01:00,\(next)T07:00:00+01:00,core,\(source)")
        lines.append(extra(next, k))
    }
    return lines.joined(separator: "\n") + "\n"
}
