import FlowRecords

/// A hand-made person for the breathing tests: `nights` nights in bed from 23:00 to 07:00
/// (+00:00), each with a minute's SpO2 of 96 from 23:10 for 400 minutes; on the nights in
/// `dipping` (by index) every tenth reading is 92, a dip of its own: 40 dips in 400 minutes,
/// 6 an hour. As a records CSV.
public func breathingRecords(nights: Int, dipping: Set<Int>) -> String {
    var lines = ["kind,start,end,value,source"]
    let first = CalendarDay(year: 2026, month: 5, day: 1)!
    for k in 0..<nights {
        let evening = first.adding(days: k)
        let morning = evening.adding(days: 1)
        lines.append("sleep,\(evening)T23:00:00+00:00,\(morning)T07:00:00+00:00,asleep,Watch")
        let start = Double(evening.midnightLocalSeconds) + (23 * 60 + 10) * 60
        for m in 0..<400 {
            let at = Timestamp(instant: start + Double(m) * 60, offsetSeconds: 0).iso8601
            let value = dipping.contains(k) && m % 10 == 9 ? 92 : 96
            lines.append("spo2_minute,\(at),\(at),\(value),Ring")
        }
    }
    return lines.joined(separator: "\n") + "\n"
}
