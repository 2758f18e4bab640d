import FlowRecords

/// Whether a vendor's summary of a day covers the whole day, as the file says it: an export
/// is written on a day that has not ended, and that day's step total, energy, resting HR or
/// score are only a part of it.
public enum DayCoverage: Sendable, Equatable {
    /// The file says the day had ended (a closed WHOOP cycle, a Garmin summary to midnight).
    case whole
    /// The file says the day had not ended (an open cycle, a summary that stops before midnight).
    case partial
    /// The file cannot say: the export's last day of summaries is taken as not over unless
    /// something else the file holds ends after it.
    case unknown
}

/// One vendor summary of a day, held until the reading ends.
struct HeldDay {
    var kind: RecordKind
    var start: Timestamp, end: Timestamp
    var value: Double
    var source: Int, line: Int
    /// The file of the export it came from, for a rejection's place.
    var part: String?
    var day: CalendarDay
    var coverage: DayCoverage
}

extension RecordCollector {
    /// Holds a vendor's summary of `day` (over [start, end)) until the reading ends, when
    /// ``settleHeldDays()`` keeps it or leaves it out as a day not over when exported; a value
    /// that breaks the value rules is rejected for that now, whatever its day.
    mutating func addDaySummary(
        _ kind: RecordKind, _ value: Double, day: CalendarDay, start: Timestamp, end: Timestamp,
        coverage: DayCoverage, source: Int, line: Int
    ) {
        if let reason = RecordCollector.problem(kind, start: start, end: end, value: value) {
            return reject(reason, line: line)
        }
        heldDays.append(
            HeldDay(
                kind: kind, start: start, end: end, value: value, source: source, line: line, part: currentPart,
                day: day, coverage: coverage))
    }

    /// Keeps every held summary of a day that was over when the file was written, and counts the
    /// others ("day not over when exported"): a day the file says was partial, and, where the
    /// file cannot say, the last day of its summaries unless a record that is no day summary
    /// ends after that day's end (a night that ended the next morning shows the day was over).
    /// - Complexity: O(records), once, and only for an export with day summaries.
    mutating func settleHeldDays() {
        guard !heldDays.isEmpty else { return }
        let held = heldDays
        heldDays = []
        var notOver: CalendarDay?
        if let last = held.lazy.filter({ $0.coverage == .unknown }).map(\.day).max() {
            let ends = held.filter { $0.day == last }.map {
                RecordCollector.midnight(last.adding(days: 1), $0.start.offsetSeconds).instant
            }
            if let dayEnd = ends.min(), !(history.instantSpan.map { $0.upperBound > dayEnd } ?? false) {
                notOver = last
            }
        }
        let part = currentPart
        for h in held {
            reading(h.part)
            if h.coverage == .partial || (h.coverage == .unknown && h.day == notOver) {
                reject(.dayNotOver, line: h.line)
            } else {
                add(h.kind, start: h.start, end: h.end, value: h.value, source: h.source, line: h.line)
            }
        }
        reading(part)
    }
}
