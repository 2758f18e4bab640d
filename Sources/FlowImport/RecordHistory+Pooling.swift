import FlowRecords

extension RecordHistory {
    /// One person's several histories as one (a ring's export beside a
    /// watch's). Every record keeps its source's name; a record present in more than one (the
    /// same kind, times, value and source) is kept once and counted as an exact duplicate; the
    /// check-ins of the exports are merged (a later export's answer wins on the same evening).
    /// - Complexity: O(records), each added through the duplicate check once.
    public static func pooled(_ parts: [RecordHistory], file: String) throws -> (RecordHistory, ImportReport) {
        var collector = RecordCollector(file: file, expectedRecords: parts.reduce(0) { $0 + $1.count })
        for part in parts {
            let source = part.sources.map { collector.source(named: $0) }
            for s in part.sleep {
                collector.addSleep(start: s.start, end: s.end, stage: s.stage, source: source[s.source], line: 0)
            }
            for t in part.sleepTotals {
                collector.addSleepTotal(
                    start: t.start, end: t.end, stage: t.stage, minutes: t.minutes, source: source[t.source], line: 0)
            }
            for m in part.heartRate {
                collector.add(.heartRate, start: m.start, end: m.end, value: m.value, source: source[m.source], line: 0)
            }
            for kind in RecordKind.allCases {
                for m in part.measurements(of: kind) {
                    collector.add(kind, start: m.start, end: m.end, value: m.value, source: source[m.source], line: 0)
                }
            }
            if let stated = part.statedSex { collector.state(stated.sex, from: stated.from) }
            if let stated = part.statedCycleDays { collector.stateCycleLength(stated.days, from: stated.from) }
            for name in part.nightlyRestingHRSources {
                collector.restingHRIsNightly(source: collector.source(named: name))
            }
        }
        if let checkins = CheckinTable.merged(parts.compactMap(\.checkins)) { collector.checkins(checkins) }
        collector.layout("\(parts.count) histories pooled")
        var (history, report) = try collector.finish()
        for part in parts.reversed() { history.deviceStrainScales.merge(part.deviceStrainScales) { _, first in first } }
        return (history, report)
    }
}
