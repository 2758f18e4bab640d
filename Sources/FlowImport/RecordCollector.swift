import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where every reader puts what it read: it applies the value rules of SPEC section 1
/// (dates outside 1990-2099, negative values, end before start, heart rate outside
/// 25-250 bpm, exact duplicates),
/// counts what it accepts per kind and source and what it rejects per reason, and hands
/// back the history and the report.
public struct RecordCollector {
    var history = RecordHistory()
    var report: ImportReport
    private var duplicates: DuplicateFilter
    /// Per kind (by position) and source, the records accepted.
    var accepted: [[Int]] = Array(repeating: [], count: RecordKind.allCases.count)
    private var lastSource = LastSource()
    /// Per kind, the earliest and latest local start (seconds) accepted.
    var localStarts = Array(
        repeating: (first: Double.infinity, last: -Double.infinity), count: RecordKind.allCases.count)
    /// The line of each logged cycle record kept, per cycle kind (`RecordKind.cycle`'s order),
    /// for one dated after the export's last day (`settleCycle`).
    var cycleLines: [[Int]] = [[], [], []]
    /// A vendor's summaries of whole days, held until the reading ends (`addDaySummary`).
    var heldDays: [HeldDay] = []

    /// A collector for one file; `expectedRecords` sizes the duplicate table of the kinds
    /// other than heart rate (which keeps its own). It comes from a file's size and is only
    /// a hint: what it reserves is capped, so a size an archive lies about cannot reserve memory.
    public init(file: String, expectedRecords: Int = 0) {
        report = ImportReport(file: file)
        let expected = min(max(0, expectedRecords), RecordCollector.largestReservation)
        // Records other than heart rate come a minute or more apart: a home slot per 15 s.
        duplicates = DuplicateFilter(capacity: max(1 << 12, expected / 4), slotsPerSecond: 1 / 15)
    }

    /// Makes room for about `count` records of `kind` (a hint from a file's size, capped like the
    /// duplicate table's): untouched room costs address space, not memory.
    public mutating func expect(_ count: Int, of kind: RecordKind) {
        history.reserveCapacity(min(max(0, count), RecordCollector.largestReservation), for: kind)
    }

    /// The most records a size hint may reserve room for (about 4 million).
    static let largestReservation = 1 << 22

    /// The index of a source name given as bytes (the last one is remembered: sources come in runs).
    public mutating func source(bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        if let known = lastSource.index(of: bytes) { return known }
        return lastSource.remember(bytes, as: history.source(named: String(decoding: bytes, as: UTF8.self)))
    }

    /// The index of a source name.
    public mutating func source(named name: String) -> Int { history.source(named: name) }

    /// Says which file of a many-file export is read now, so its rejections name it (nil: the
    /// export's own file).
    public mutating func reading(_ part: String?) { report.part = part }

    /// The file of a many-file export read now (nil: the export's own file).
    var currentPart: String? { report.part }

    /// Says which file is read now by the name messages give it (`export.zip/sleeps.csv`):
    /// its part is that name within the export's own, nil when it is the export itself.
    public mutating func reading(file: String) {
        let prefix = report.file + "/"
        report.part = file == report.file ? nil : file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// True once a record of `kind` has been accepted (a reader's notes name only what it found).
    public func hasAccepted(_ kind: RecordKind) -> Bool {
        accepted[RecordKind.allCases.firstIndex(of: kind)!].contains { $0 > 0 }
    }

    /// Counts a rejected record.
    public mutating func reject(_ reason: RejectionReason, line: Int) { report.reject(reason, line: line) }

    /// Adds a note for the user to the report.
    public mutating func note(_ text: String) { report.notes.append(text) }

    /// Names what the export holds that flow did not read (in the order given).
    public mutating func notRead(_ items: [String]) { report.notRead += items }

    /// Says what a rejection's number counts (`entry` for a JSON file's array entries).
    public mutating func counting(_ word: String) { report.placeWord = word }

    /// Says in the report which layout or dialect the reader recognised.
    public mutating func layout(_ text: String) { report.layout = text }

    /// Says in the report which clock the records were read on, and why.
    public mutating func clock(_ text: String) { report.clock = text }

    /// Says in the report which clocks the records were read on, one line a period (and, after
    /// a single clock's line, the nights that fit another).
    public mutating func clockPeriods(_ lines: [String]) { report.clockLines = lines }

    /// Local seconds of 1990-01-01 00:00 and 2100-01-01 00:00: a record must start on or
    /// after the first and end before the second, on its own clocks.
    static let earliestLocal = Double(CalendarDay(year: 1990, month: 1, day: 1)!.midnightLocalSeconds)
    static let endLocal = Double(CalendarDay(year: 2100, month: 1, day: 1)!.midnightLocalSeconds)

    /// True when a record's local dates lie within 1990-2099.
    static func inRange(_ start: Timestamp, _ end: Timestamp) -> Bool {
        start.localSeconds >= earliestLocal && end.localSeconds < endLocal
    }

    /// Adds a sleep record unless it is dated outside 1990-2099, ends before it starts or
    /// repeats an earlier one.
    public mutating func addSleep(start: Timestamp, end: Timestamp, stage: SleepStage, source: Int, line: Int) {
        guard RecordCollector.inRange(start, end) else { return report.reject(.dateOutOfRange, line: line) }
        guard end.instant >= start.instant else { return report.reject(.endBeforeStart, line: line) }
        let segment = SleepSegment(start: start, end: end, stage: stage, source: source)
        let stage = Double(SleepStage.allCases.firstIndex(of: stage) ?? 0)
        let fingerprint = Measurement.mix(start, end, stage, source) ^ 0x5bd1_e995
        keep(segment, in: \.sleep, as: .sleep, slot: RecordCollector.sleepSlot, fingerprint: fingerprint, line: line)
    }

    /// Adds one total of a summary night (minutes of `stage` over its bed span) unless it is
    /// dated outside 1990-2099, ends before it starts, is not 0-1440 minutes or repeats one.
    public mutating func addSleepTotal(
        start: Timestamp, end: Timestamp, stage: SleepStage, minutes: Double, source: Int, line: Int
    ) {
        guard RecordCollector.inRange(start, end) else { return report.reject(.dateOutOfRange, line: line) }
        guard minutes.isFinite else { return report.reject(.nonFinite, line: line) }
        guard minutes >= 0 else { return report.reject(.negative, line: line) }
        guard end.instant >= start.instant else { return report.reject(.endBeforeStart, line: line) }
        guard minutes <= 1440 else { return report.reject(.sleepMinutesOutOfRange, line: line) }
        let total = SleepTotal(start: start, end: end, stage: stage, minutes: minutes, source: source)
        let stage = Double(SleepStage.allCases.firstIndex(of: stage) ?? 0)
        let fingerprint = Measurement.mix(start, end, minutes * 8 + stage, source) ^ 0x27d4_eb2f
        keep(
            total, in: \.sleepTotals, as: .sleepMinutes, slot: RecordCollector.totalSlot, fingerprint: fingerprint,
            line: line)
    }

    /// Keeps the check-ins an export's own journal gives (WHOOP's), beside its records.
    public mutating func checkins(_ table: CheckinTable) { history.checkins = table }

    /// Adds a numeric record after the value rules.
    public mutating func add(
        _ kind: RecordKind, start: Timestamp, end: Timestamp, value: Double, source: Int, line: Int
    ) {
        if let reason = RecordCollector.problem(kind, start: start, end: end, value: value) {
            return report.reject(reason, line: line)
        }
        let m = Measurement(start: start, end: end, value: value, source: source)
        if kind == .heartRate {
            guard history.heartRate.insert(m) else { return report.reject(.exactDuplicate, line: line) }
            return count(kind, source, start)
        }
        let slot = RecordCollector.slot(kind)
        let fingerprint = Measurement.mix(start, end, value, source) &+ UInt64(slot)
        guard
            isNew(
                fingerprint, at: start, slot: slot, index: history.count(of: kind),
                same: { $0.measurement(slot: slot, at: $1) == m })
        else { return report.reject(.exactDuplicate, line: line) }
        history.append(m, to: kind)
        count(kind, source, start)
        if kind.position >= RecordKind.periodStart.position {
            cycleLines[kind.position - RecordKind.periodStart.position].append(line)
        }
    }

    /// Why a numeric record breaks the value rules (a date outside 1990-2099, a value that is not
    /// finite, negative where its kind allows none or implausible, an end before its start), or nil.
    @inline(__always)
    static func problem(_ kind: RecordKind, start: Timestamp, end: Timestamp, value: Double) -> RejectionReason? {
        guard inRange(start, end) else { return .dateOutOfRange }
        guard value.isFinite else { return .nonFinite }
        guard value >= 0 || kind.allowsNegative else { return .negative }
        guard end.instant >= start.instant else { return .endBeforeStart }
        return RejectionReason.implausible(kind, value, seconds: end.instant - start.instant)
    }

    /// Puts the records of `kinds`, timed in UTC, on the offsets `timeline` gives (their
    /// instants stay; only the clock they are read on changes): a Takeout's streams, read
    /// before the clocks its person lived on were worked out. Their local dates are counted again.
    /// - Complexity: O(records of those kinds).
    public mutating func reclock(_ kinds: [RecordKind], _ timeline: OffsetTimeline) {
        for kind in kinds {
            let k = kind.position
            localStarts[k] = (.infinity, -.infinity)
            if kind == .heartRate {
                history.heartRate.reclock(timeline)
                for m in history.heartRate { seeLocalStart(k, m.start.localSeconds) }
                continue
            }
            guard let list = RecordHistory.list(of: kind) else { continue }
            for i in history[keyPath: list].indices {
                history[keyPath: list][i].start.offsetSeconds = timeline.offset(
                    at: history[keyPath: list][i].start.instant)
                history[keyPath: list][i].end.offsetSeconds = timeline.offset(at: history[keyPath: list][i].end.instant)
                seeLocalStart(k, history[keyPath: list][i].start.localSeconds)
            }
        }
    }

    /// Notes the sex the export states for its person, and where.
    public mutating func state(_ sex: BiologicalSex, from: String) { history.statedSex = (sex, from) }

    /// Says that a source's resting heart rate is a night's (a WHOOP or Oura night summary),
    /// dated so that it lands on the row of the morning it was measured.
    public mutating func restingHRIsNightly(source: Int) {
        history.nightlyRestingHRSources.insert(history.sources[source])
    }

    /// The history and the report; an error when nothing usable was read.
    public mutating func finish() throws -> (RecordHistory, ImportReport) {
        settleHeldDays()
        settleCycle()
        for (k, kind) in RecordKind.allCases.enumerated() {
            for (source, n) in accepted[k].enumerated() where n > 0 {
                report.accepted[kind, default: [:]][history.sources[source]] = n
            }
            let (first, last) = localStarts[k]
            if first <= last, let from = CalendarDay(containing: first), let to = CalendarDay(containing: last) {
                report.dates[kind] = from...to
            }
        }
        guard history.count > 0 else {
            throw InputError.empty(
                file: report.file,
                detail: "no usable record (\(report.rejectedCount) rejected\(report.rejectionSummary)); "
                    + "the history is empty")
        }
        duplicates = DuplicateFilter(capacity: 1)
        return (history, report)
    }

    /// Appends a sleep record or total to its list and counts it, unless an identical one was kept.
    private mutating func keep<Record: Equatable & Dated>(
        _ record: Record, in list: WritableKeyPath<RecordHistory, [Record]>, as kind: RecordKind, slot: Int,
        fingerprint: UInt64, line: Int
    ) {
        let index = history[keyPath: list].count
        guard isNew(fingerprint, at: record.start, slot: slot, index: index, same: { $0[keyPath: list][$1] == record })
        else { return report.reject(.exactDuplicate, line: line) }
        history[keyPath: list].append(record)
        count(kind, record.source, record.start)
    }

    /// Offers a record to the duplicate filter under its handle (`index << 5 | slot`); false when
    /// an identical record (`same` on the history and an index of the slot's list) was kept.
    private mutating func isNew(
        _ fingerprint: UInt64, at start: Timestamp, slot: Int, index: Int, same: (RecordHistory, Int) -> Bool
    ) -> Bool {
        duplicates.insert(
            fingerprint: fingerprint, time: start.instant, handle: index << 5 | slot, in: history,
            startTime: { $0.startTime(handle: $1) }, isSame: { $1 & 31 == slot && same($0, $1 >> 5) })
    }

    mutating func count(_ kind: RecordKind, _ source: Int, _ start: Timestamp) {
        let k = kind.position
        seeLocalStart(k, start.localSeconds)
        if accepted[k].count <= source { accepted[k] += Array(repeating: 0, count: source + 1 - accepted[k].count) }
        accepted[k][source] += 1
    }

    /// Widens the span of local start times kept for the kind at position `k`.
    @inline(__always)
    mutating func seeLocalStart(_ k: Int, _ local: Double) {
        if local < localStarts[k].first { localStarts[k].first = local }
        if local > localStarts[k].last { localStarts[k].last = local }
    }

    /// The kind slot of a duplicate-filter handle (position << 5 | slot): 0 for sleep, 31 for
    /// sleep totals, 1 to 30 for the lists of measurements in `RecordKind` order.
    private static func slot(_ kind: RecordKind) -> Int { slots[kind.position] }

    /// Each kind's slot, by its position.
    private static let slots = RecordKind.allCases.map { kind in
        kind == .sleepMinutes ? totalSlot : measuredKinds.firstIndex(of: kind).map { $0 + 1 } ?? sleepSlot
    }

    /// The kinds kept as lists of measurements, slots 1 to 30.
    fileprivate static let measuredKinds = RecordKind.allCases.filter { RecordHistory.list(of: $0) != nil }

    private static let sleepSlot = 0
    private static let totalSlot = 31
}

extension RecordHistory {
    /// The numeric record at a position of the list a filter slot names.
    fileprivate func measurement(slot: Int, at i: Int) -> Measurement {
        measurements(of: RecordCollector.measuredKinds[slot - 1])[i]
    }

    /// The start instant of a record by duplicate-filter handle.
    fileprivate func startTime(handle h: Int) -> Double {
        switch h & 31 {
        case 0: return sleep[h >> 5].start.instant
        case 31: return sleepTotals[h >> 5].start.instant
        default: return measurement(slot: h & 31, at: h >> 5).start.instant
        }
    }
}

/// A record with a start and a source, as the collector counts it.
protocol Dated {
    /// When it starts.
    var start: Timestamp { get }
    /// Index into the history's sources.
    var source: Int { get }
}

extension SleepSegment: Dated {}
extension SleepTotal: Dated {}

/// The last source a reader named by its bytes, with its index: sources come in runs, so most
/// records are matched by one compare and make no string.
struct LastSource {
    private var bytes: [UInt8] = []
    private var index = -1

    /// The index of `name` when it is the one remembered.
    func index(of name: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard index >= 0, name.count == bytes.count else { return nil }
        guard let at = name.base.baseAddress, !bytes.isEmpty else { return name.isEmpty ? index : nil }
        return bytes.withUnsafeBufferPointer { memcmp(at + name.startIndex, $0.baseAddress!, $0.count) } == 0
            ? index : nil
    }

    /// Remembers `name` as the source numbered `index`; returns the index.
    mutating func remember(_ name: Slice<UnsafeBufferPointer<UInt8>>, as index: Int) -> Int {
        (bytes, self.index) = (Array(name), index)
        return index
    }
}
