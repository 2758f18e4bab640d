/// One sleep record: a stage over a half-open interval, from one source.
public struct SleepSegment: Hashable, Sendable {

    /// Start of the interval.
    public var start: Timestamp
    /// End of the interval (exclusive).
    public var end: Timestamp
    /// The stage written on the record.
    public var stage: SleepStage
    /// Index into `RecordHistory.sources`.
    public var source: Int

    /// A segment from its fields.
    public init(start: Timestamp, end: Timestamp, stage: SleepStage, source: Int) {
        (self.start, self.end, self.stage, self.source) = (start, end, stage, source)
    }
}

/// One total of a summary night: the minutes of a stage over the night's bed span, from one
/// source (a WHOOP, Oura or Garmin night known only by its totals).
public struct SleepTotal: Hashable, Sendable {
    /// The night's bed span: start.
    public var start: Timestamp
    /// The night's bed span: end.
    public var end: Timestamp
    /// Which total: `asleep`, `core` (light), `deep`, `rem` or `awake`.
    public var stage: SleepStage
    /// Its minutes.
    public var minutes: Double
    /// Index into `RecordHistory.sources`.
    public var source: Int

    /// A total from its fields.
    public init(start: Timestamp, end: Timestamp, stage: SleepStage, minutes: Double, source: Int) {
        (self.start, self.end, self.stage, self.minutes, self.source) = (start, end, stage, minutes, source)
    }

    /// As the records CSV writes its value: `deep:77`.
    public var value: String { stage.rawValue + ":" + NumberFormat.shortest(minutes) }
}

/// A numeric record over an interval (steps) or at an instant (heart rate, resting heart
/// rate, HRV, which use `start` only).
public struct Measurement: Hashable, Sendable {
    /// Start of the interval, or the instant of a sample.
    public var start: Timestamp
    /// End of the interval (equal to `start` for an instant).
    public var end: Timestamp
    /// The value in the kind's unit (steps, bpm, ms).
    public var value: Double
    /// Index into `RecordHistory.sources`.
    public var source: Int

    /// A measurement from its fields.
    public init(start: Timestamp, end: Timestamp, value: Double, source: Int) {
        (self.start, self.end, self.value, self.source) = (start, end, value, source)
    }
}

/// Every accepted record of one person, by kind, with the source names they refer to.
///
/// This is the boundary between readers (records CSV, Apple Health, Fitbit) and the
/// feature pipeline: plain values, no files.
public struct RecordHistory: Sendable {
    /// Source (device or app) names; records refer to them by index.
    public var sources: [String] = []
    /// Sleep records of every stage and source.
    public var sleep: [SleepSegment] = []
    /// Step-count samples.
    public var steps: [Measurement] = []
    /// Heart-rate samples (bpm), held compactly (a watch can write one a second).
    public var heartRate = HeartRateSamples()
    /// Resting heart-rate records (bpm).
    public var restingHR: [Measurement] = []
    /// HRV SDNN samples (ms).
    public var hrvSDNN: [Measurement] = []
    /// HRV RMSSD readings (ms): nightly summaries (Fitbit, Google), Apple's RMSSD type and
    /// RMSSD computed from Apple's beat-to-beat lists.
    public var hrvRMSSD: [Measurement] = []
    /// Body-mass weighings (kg): they date the table's rows like every record, and feed
    /// only the body-mass trend.
    public var bodyMass: [Measurement] = []
    /// Vitals (SPEC 18): respiratory rate (breaths/min), SpO2 (%), sleeping wrist temperature
    /// (°C) and the export's own VO₂max estimates (mL/kg/min).
    public var respiratoryRate: [Measurement] = [], spo2: [Measurement] = []
    public var wristTemperature: [Measurement] = [], vo2max: [Measurement] = []
    /// The totals of summary nights (SPEC 19), each over its night's bed span.
    public var sleepTotals: [SleepTotal] = []
    /// Vendors' daily step totals, each over its whole local day.
    public var stepsTotal: [Measurement] = []
    /// Skin temperature as a deviation from the ring's baseline (°C).
    public var wristTemperatureDelta: [Measurement] = []
    /// The vendor's own scores, kept beside flow's (never features).
    public var deviceRecovery: [Measurement] = [], deviceSleep: [Measurement] = [], deviceStrain: [Measurement] = []
    /// Active energy (kcal), each over its interval; a vendor's daily total over its whole local day.
    public var activeEnergy: [Measurement] = []
    /// Minute SpO2 readings through the night (%), and a night's breathing disturbances (an hour).
    public var spo2Minute: [Measurement] = [], breathingDisturbances: [Measurement] = []
    /// The cycle the person logged (SPEC 18.1): period starts, bleeding days and the stretches
    /// (pregnancy, lactation, hormonal contraception) in which starts are not used.
    public var periodStart: [Measurement] = [], menstrualFlow: [Measurement] = [], cyclePause: [Measurement] = []
    /// The average cycle length the person stated in the export (Fitbit's settings), with where.
    public var statedCycleDays: (days: Int, from: String)?
    /// What the person logged in the export itself (WHOOP's journal), as check-ins; nil when
    /// the export has none.
    public var checkins: CheckinTable?
    /// The sex the export states for its person, and where it says so (nil when it does not).
    public var statedSex: (sex: BiologicalSex, from: String)?
    /// The sources whose resting HR is a night's (WHOOP, Oura), dated to land on the row of
    /// the morning it was measured; every other source's is a day's, dated by its own day.
    public var nightlyRestingHRSources: Set<String> = []

    /// True when every resting HR of the history is a night's: the night after evening D is
    /// then row D+1's, not D+2's (SPEC 14's `lag_days`).
    public var restingHRIsNightly: Bool {
        !restingHR.isEmpty && restingHR.allSatisfy { nightlyRestingHRSources.contains(sources[$0.source]) }
    }

    /// The top of each source's device strain scale when it is not 0-100 (WHOOP's Day Strain:
    /// 21), by source name, as the export's format declares it.
    public var deviceStrainScales: [String: Double] = [:]

    /// The clocks a source's times were read on, when its export wrote them without offsets and
    /// they were worked out or given by date (a Takeout's), by source name.
    public var clocks: [String: ClockFacts] = [:]

    /// The sources that wrote scores of a device `kind`, in the order they were first seen
    /// (the history given first comes first when several are pooled).
    public func deviceSources(of kind: RecordKind) -> [Int] {
        Set(measurements(of: kind).map(\.source)).sorted()
    }

    private var sourceIndex: [String: Int] = [:]

    /// An empty history.
    public init() {}

    /// The index of a source name, adding it when new.
    public mutating func source(named name: String) -> Int {
        if let i = sourceIndex[name] { return i }
        sources.append(name)
        sourceIndex[name] = sources.count - 1
        return sources.count - 1
    }

    /// How many records of a kind the history holds.
    public func count(of kind: RecordKind) -> Int {
        switch kind {
        case .steps: return steps.count
        case .heartRate: return heartRate.count
        case .restingHR: return restingHR.count
        case .hrvSDNN: return hrvSDNN.count
        case .hrvRMSSD: return hrvRMSSD.count
        case .bodyMass: return bodyMass.count
        case .sleep: return sleep.count
        case .sleepMinutes: return sleepTotals.count
        default: return measurements(of: kind).count
        }
    }

    /// The numeric records of a kind other than heart rate, sleep and sleep totals (empty for those),
    /// read by a switch: a key path into a struct this large copied it on every call, and an
    /// import asks for a record's start time at every step of its duplicate filter.
    /// - Complexity: O(1).
    public func measurements(of kind: RecordKind) -> [Measurement] {
        switch kind {
        case .steps: steps
        case .restingHR: restingHR
        case .hrvSDNN: hrvSDNN
        case .hrvRMSSD: hrvRMSSD
        case .bodyMass: bodyMass
        case .respiratoryRate: respiratoryRate
        case .spo2: spo2
        case .wristTemperature: wristTemperature
        case .vo2max: vo2max
        case .stepsTotal: stepsTotal
        case .wristTemperatureDelta: wristTemperatureDelta
        case .deviceRecovery: deviceRecovery
        case .deviceSleep: deviceSleep
        case .deviceStrain: deviceStrain
        case .activeEnergy: activeEnergy
        case .spo2Minute: spo2Minute
        case .breathingDisturbances: breathingDisturbances
        case .periodStart: periodStart
        case .menstrualFlow: menstrualFlow
        case .cyclePause: cyclePause
        case .heartRate, .sleep, .sleepMinutes: []
        }
    }

    /// Appends a numeric record of a kind other than heart rate, sleep and sleep totals (which
    /// are ignored), by a switch: a key path's write costs an import dearly, a record at a time.
    public mutating func append(_ m: Measurement, to kind: RecordKind) {
        switch kind {
        case .steps: steps.append(m)
        case .restingHR: restingHR.append(m)
        case .hrvSDNN: hrvSDNN.append(m)
        case .hrvRMSSD: hrvRMSSD.append(m)
        case .bodyMass: bodyMass.append(m)
        case .respiratoryRate: respiratoryRate.append(m)
        case .spo2: spo2.append(m)
        case .wristTemperature: wristTemperature.append(m)
        case .vo2max: vo2max.append(m)
        case .stepsTotal: stepsTotal.append(m)
        case .wristTemperatureDelta: wristTemperatureDelta.append(m)
        case .deviceRecovery: deviceRecovery.append(m)
        case .deviceSleep: deviceSleep.append(m)
        case .deviceStrain: deviceStrain.append(m)
        case .activeEnergy: activeEnergy.append(m)
        case .spo2Minute: spo2Minute.append(m)
        case .breathingDisturbances: breathingDisturbances.append(m)
        case .periodStart: periodStart.append(m)
        case .menstrualFlow: menstrualFlow.append(m)
        case .cyclePause: cyclePause.append(m)
        case .heartRate, .sleep, .sleepMinutes: break
        }
    }

    /// Makes room for `count` records of a numeric kind at once (nothing for heart rate, sleep and
    /// sleep totals), so a list an import knows will be long is not copied each time it doubles.
    public mutating func reserveCapacity(_ count: Int, for kind: RecordKind) {
        guard let list = RecordHistory.list(of: kind) else { return }
        self[keyPath: list].reserveCapacity(count)
    }

    /// Where the numeric records of a kind are kept; nil for heart rate, sleep and sleep totals,
    /// which have lists of their own shape.
    public static func list(of kind: RecordKind) -> WritableKeyPath<RecordHistory, [Measurement]>? {
        switch kind {
        case .steps: \.steps
        case .restingHR: \.restingHR
        case .hrvSDNN: \.hrvSDNN
        case .hrvRMSSD: \.hrvRMSSD
        case .bodyMass: \.bodyMass
        case .respiratoryRate: \.respiratoryRate
        case .spo2: \.spo2
        case .wristTemperature: \.wristTemperature
        case .vo2max: \.vo2max
        case .stepsTotal: \.stepsTotal
        case .wristTemperatureDelta: \.wristTemperatureDelta
        case .deviceRecovery: \.deviceRecovery
        case .deviceSleep: \.deviceSleep
        case .deviceStrain: \.deviceStrain
        case .activeEnergy: \.activeEnergy
        case .spo2Minute: \.spo2Minute
        case .breathingDisturbances: \.breathingDisturbances
        case .periodStart: \.periodStart
        case .menstrualFlow: \.menstrualFlow
        case .cyclePause: \.cyclePause
        case .heartRate, .sleep, .sleepMinutes: nil
        }
    }

    /// The lists of numeric records other than heart rate, in `RecordKind` order.
    var measurementLists: [[Measurement]] { timedLists + [periodStart, menstrualFlow, cyclePause] }

    /// The lists of numeric records that are measurements of a day or night, in `RecordKind`
    /// order: the person's logged cycle is not one (a start logged years before the watch makes
    /// no row of the table, and says nothing of when an export ends).
    var timedLists: [[Measurement]] {
        [
            steps, restingHR, hrvSDNN, hrvRMSSD, bodyMass, respiratoryRate, spo2, wristTemperature, vo2max, stepsTotal,
            wristTemperatureDelta, deviceRecovery, deviceSleep, deviceStrain, activeEnergy, spo2Minute,
            breathingDisturbances,
        ]
    }

    /// How many records the history holds.
    public var count: Int {
        sleep.count + sleepTotals.count + heartRate.count + measurementLists.reduce(0) { $0 + $1.count }
    }

    /// The local date of the earliest record start and that of the latest record end (by
    /// instant; among records starting or ending at the same instant, the earliest and latest
    /// local dates), or nil when the history is empty.
    public var dayRange: ClosedRange<CalendarDay>? {
        // The earliest start and latest end, their local days worked out only for ties (a list in
        // time order moves `last` at every record: no division for each).
        var first: Timestamp?
        var last: Timestamp?
        func see(_ s: Timestamp, _ e: Timestamp) {
            if let f = first {
                if s.instant < f.instant || (s.instant == f.instant && s.localDay < f.localDay) { first = s }
            } else {
                first = s
            }
            if let l = last {
                if e.instant > l.instant || (e.instant == l.instant && e.localDay > l.localDay) { last = e }
            } else {
                last = e
            }
        }
        forEachTimed(see)
        guard let from = first?.localDay, let to = last?.localDay, from <= to else { return nil }
        return from...to
    }

    /// The instants from the earliest record start to the latest record end, or nil when the
    /// history is empty.
    /// - Complexity: O(records).
    public var instantSpan: ClosedRange<Double>? {
        var (first, last) = (Double.infinity, -Double.infinity)
        forEachTimed { s, e in (first, last) = (min(first, s.instant), max(last, e.instant)) }
        return first <= last ? first...last : nil
    }

    /// Calls `body` with the start and end of every record that measures a day or night (the
    /// logged cycle is none).
    private func forEachTimed(_ body: (Timestamp, Timestamp) -> Void) {
        for r in sleep { body(r.start, r.end) }
        for r in sleepTotals { body(r.start, r.end) }
        for list in timedLists { for r in list { body(r.start, r.end) } }
        for r in heartRate { body(r.start, r.end) }
    }

    /// The UTC offset most records were written with (0 for an empty history): the default
    /// clock for dating labels timed in UTC.
    public var typicalOffsetSeconds: Int {
        // A person's records carry a handful of offsets, one after another in long runs: a run is
        // counted in a local and added to a short list of offsets when it ends, no hashing.
        var counts: [(offset: Int32, count: Int)] = []
        var run: (offset: Int32, count: Int) = (0, 0)
        func add(_ offset: Int32) {
            if offset == run.offset {
                run.count += 1
                return
            }
            endRun()
            run = (offset, 1)
        }
        func endRun() {
            guard run.count > 0 else { return }
            if let k = counts.firstIndex(where: { $0.offset == run.offset }) {
                counts[k].count += run.count
            } else {
                counts.append(run)
            }
        }
        for r in sleep { add(r.start.offsetSeconds) }
        for r in sleepTotals { add(r.start.offsetSeconds) }
        for list in timedLists { for r in list.prefix(200_000) { add(r.start.offsetSeconds) } }
        for r in heartRate.prefix(200_000) { add(r.start.offsetSeconds) }
        endRun()
        let typical = counts.max { $0.count != $1.count ? $0.count < $1.count : $0.offset > $1.offset }
        return Int(typical?.offset ?? 0)
    }
}
