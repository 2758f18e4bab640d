import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps the export's elements to records (SPEC section 1): sleep analysis, step count,
/// heart rate, resting heart rate, HRV SDNN and RMSSD, body mass, with units checked, `HKTimeZone`
/// honoured, RMSSD computed from beat-to-beat lists, and every other type skipped and counted.
///
/// Both dialects Apple has written are read: today's (`sourceName`, dates such as
/// `2026-03-01 23:10:00 +0100`) and that of export versions 1-3 from iOS 8 (`source`, compact
/// dates such as `20150301231000+0100`, a quantity's `average` where there is no `value`, an
/// in-bed sleep record without a value).
/// The Apple reader as every caller but the two-thread read uses it: straight into a collector.
typealias AppleHealthReader = AppleHealthHandler<RecordCollector>

struct AppleHealthHandler<Sink: RecordSink>: XMLHandler {
    private var collector: Sink
    private let file: String
    private var zones = ZoneOffsets()
    private var unknownZones: [String: Int] = [:]
    /// Record types passed over, with their counts: a short list searched by bytes (an export
    /// has a few dozen types), so a record of another type costs a comparison, not a hash.
    private var skippedTypes: [(type: [UInt8], tail: UInt64, count: Int)] = []
    private var lastSkipped = -1
    private var skippedElements: [String: Int] = [:]
    private var nestedRecords = 0
    private var pending: PendingRecord?
    private var rmssdReadings = 0
    /// Logged days of no bleeding (flow "none"): read, not used; a day also logged as bleeding
    /// (by another app, say) is reported as a conflict and kept as bleeding.
    private var noBleeding: Set<CalendarDay> = []
    /// Contraception entries of a kind that does not stop a cycle (an IUD, or a kind not given).
    private var otherContraception = 0
    /// When the export was made: a record starting after it cannot be real.
    var exportDate: Timestamp?
    /// The export version its DTD names ("HealthKit Export Version: 14"), when it does.
    var exportVersion: Int?
    /// Records written in each dialect.
    private var currentRecords = 0, earlyRecords = 0
    /// Malformed elements the scanner skipped (for the message when nothing was read).
    private var malformed = 0
    /// Apple's times, read with the day of the last one remembered.
    private var clock = AppleTimeReader()
    /// The last unit a skimmed record was written in, with its kind and factor.
    private var lastUnit: (kind: RecordKind, bytes: [UInt8], factor: Double?)?

    private struct PendingRecord {
        var kind: RecordKind
        /// The times, read as soon as the tag is (nil when the attribute is missing).
        var start: Result<Timestamp, TimestampProblem>?, end: Result<Timestamp, TimestampProblem>?
        var value: String?, unit: String?
        var source: Int
        var line: Int
        var zone: String?
        var beats: [Double] = []
        /// Written in the dialect of export versions 1-3 (a `source` attribute, no `sourceName`).
        var early = false
        /// A skimmed record's value already read and converted (its unit known, its times read,
        /// before the export date): `value` and `unit` are then not made.
        var number: Double?
        /// A cycle pause's kind (1 pregnancy, 2 lactation, 3 contraception), from its type.
        var pause: Double = 0
    }

    /// A reader of `file` putting what it reads into `sink`.
    init(file: String, sink: Sink) {
        self.file = file
        collector = sink
    }
}

/// The attributes a skimmed record is read by.
private let appleSkimmedAttributes = SkimNames([
    " sourceName=\"", " unit=\"", " startDate=\"", " endDate=\"", " value=\"",
])

/// The record types flow reads, with their kinds.
private let appleTypes: [(StaticString, RecordKind)] = [
    ("HKQuantityTypeIdentifierHeartRate", .heartRate), ("HKQuantityTypeIdentifierStepCount", .steps),
    ("HKCategoryTypeIdentifierSleepAnalysis", .sleep), ("HKQuantityTypeIdentifierRestingHeartRate", .restingHR),
    ("HKQuantityTypeIdentifierHeartRateVariabilitySDNN", .hrvSDNN),
    ("HKQuantityTypeIdentifierHeartRateVariabilityRMSSD", .hrvRMSSD),
    ("HKQuantityTypeIdentifierBodyMass", .bodyMass),
    ("HKQuantityTypeIdentifierRespiratoryRate", .respiratoryRate),
    ("HKQuantityTypeIdentifierOxygenSaturation", .spo2),
    ("HKQuantityTypeIdentifierAppleSleepingWristTemperature", .wristTemperature),
    ("HKQuantityTypeIdentifierVO2Max", .vo2max),
    ("HKQuantityTypeIdentifierActiveEnergyBurned", .activeEnergy),
    ("HKQuantityTypeIdentifierAppleSleepingBreathingDisturbances", .breathingDisturbances),
    ("HKCategoryTypeIdentifierMenstrualFlow", .menstrualFlow), ("HKCategoryTypeIdentifierPregnancy", .cyclePause),
    ("HKCategoryTypeIdentifierLactation", .cyclePause), ("HKCategoryTypeIdentifierContraceptive", .cyclePause),
]

/// The record types flow reads by the length of their names, for a lookup of every record's type.
private let appleTypesByLength: [[(StaticString, RecordKind)]] = {
    var table = [[(StaticString, RecordKind)]](
        repeating: [], count: (appleTypes.map(\.0.utf8CodeUnitCount).max() ?? 0) + 1)
    for (name, kind) in appleTypes { table[name.utf8CodeUnitCount].append((name, kind)) }
    return table
}()

extension AppleHealthHandler where Sink == RecordCollector {
    /// A reader of `file` into a collector whose duplicate table is sized for `expectedRecords`.
    init(file: String, expectedRecords: Int) {
        self.init(file: file, sink: RecordCollector(file: file, expectedRecords: expectedRecords))
    }

    /// A reader of a document of `size` bytes: the duplicate table sized for a record per 125
    /// bytes (about 400 bytes a record, a quarter of them heart rate, kept apart), and room made
    /// for active energy at once, a record per 800 bytes (a watch writes one a minute or so, about
    /// half an export's records): the longest list an export fills, copied at every doubling
    /// otherwise.
    init(file: String, size: Int64) {
        self.init(file: file, expectedRecords: Int(size / 125))
        collector.expect(Int(size / 800), of: .activeEnergy)
    }
}

extension AppleHealthHandler {

    mutating func start(_ tag: XMLStartTag, depth: Int) throws {
        if depth == 0 {
            guard tag.isNamed("HealthData") else {
                throw XMLScanError(
                    problem:
                        "the root element is <\(tag.nameString)>, not <HealthData>: this is not an Apple Health export")
            }
            return
        }
        if depth == 1 {
            guard tag.isNamed("Record") else {
                if tag.isNamed("ExportDate") {
                    if let text = try tag.value("value"), case .success(let t) = Self.time(text) {
                        exportDate = t
                    } else {
                        collector.note(line: tag.line) {
                            "the export date (line \($0)) is not a time with an offset: records after it were not looked for"
                        }
                    }
                } else if tag.isNamed("Me") {
                    switch try tag.value("HKCharacteristicTypeIdentifierBiologicalSex") {
                    case "HKBiologicalSexFemale"?: collector.state(.female, from: "the export's Me element")
                    case "HKBiologicalSexMale"?: collector.state(.male, from: "the export's Me element")
                    default: break  // not set, or other: the weighting falls back to its default
                    }
                } else {
                    skippedElements[tag.nameString, default: 0] += 1
                }
                return
            }
            let a = RecordAttributes(tag)
            guard let typeAttribute = a.type else {
                collector.reject(.missingAttribute, line: tag.line)
                return
            }
            let type = tag.raw(typeAttribute)
            guard let kind = Self.kind(type) else { return skip(type) }
            let source: Int
            var early = false
            if let name = a.sourceName {
                source =
                    name.hasReference
                    ? collector.source(named: try tag.text(name)) : collector.source(bytes: tag.raw(name)[...])
            } else if let name = a.source {
                source = collector.source(named: try tag.text(name))
                early = true
            } else {
                source = collector.source(named: "")
            }
            if early { earlyRecords += 1 } else { currentRecords += 1 }
            var record = PendingRecord(
                kind: kind, start: try time(a.startDate, of: tag),
                end: try time(a.endDate, of: tag), value: try a.value.map(tag.text),
                unit: try a.unit.map(tag.text), source: source, line: tag.line)
            record.early = early
            if kind == .cyclePause {
                let name = type.count > 24 ? type[24] : 0
                record.pause = name == UInt8(ascii: "P") ? 1 : name == UInt8(ascii: "L") ? 2 : 3
            }
            if early, record.value == nil { record.value = try a.average.map(tag.text) }
            if tag.isEmptyElement { finish(record) } else { pending = record }
            return
        }
        if depth == 2, pending != nil, tag.isNamed("MetadataEntry"), try tag.attribute("key", is: "HKTimeZone") {
            pending?.zone = try tag.value("value")
            return
        }
        if depth == 3, pending != nil, tag.isNamed("InstantaneousBeatsPerMinute"),
            let bpm = tag.rawValue("bpm"), case .finite(let v) = DecimalParser.parse(bpm[...]), v > 0
        {
            pending?.beats.append(v)
            return
        }
        if depth >= 2, tag.isNamed("Record") { nestedRecords += 1 }
    }

    mutating func end(depth: Int) throws {
        if depth == 1, let record = pending {
            pending = nil
            finish(record)
        }
    }

    /// The attributes that name the application that wrote a record (`source` in early exports).
    static var writerAttributes: [String] { ["sourceName", "source"] }

    /// What an Apple export lets the scanner pass over unread: a top-level `<Record>` by its
    /// `type`, and a `<MetadataEntry>` two levels down by its `key` (a watch writes one on most
    /// heart-rate samples; flow reads only the time zone's).
    static var passOverChild: PassOver? { PassOver(name: "Record", attribute: " type=\"", endTag: "</Record>") }
    /// A metadata entry by its key.
    static var passOverGrandchild: PassOver? {
        PassOver(name: "MetadataEntry", attribute: " key=\"", endTag: "</MetadataEntry>")
    }

    /// Whether a top-level record of this type is read, or a metadata entry with this key (only
    /// the time zone's); the others are passed over unscanned.
    @inline(__always)
    func reads(_ value: UnsafeBufferPointer<UInt8>, depth: Int) -> Bool {
        depth == 1
            ? Self.kind(value) != nil
            : value.count == 10 && memcmp(value.baseAddress!, "HKTimeZone", 10) == 0
    }

    /// The attributes a skimmed record is read by: its writer, unit, times and value.
    static var skimmedAttributes: SkimNames { appleSkimmedAttributes }

    /// Records are skimmed, their five attributes found by search rather than all tokenised, but
    /// for sleep (a stage, not a number) and SDNN (read with the beats inside it).
    func skims(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let kind = Self.kind(value) else { return false }
        return kind != .sleep && kind != .hrvSDNN && kind.position < RecordKind.periodStart.position
    }

    /// A skimmed record, read as a tokenised one is (the same rules, through `finish`); an open
    /// one waits for its end, as its children may name its time zone.
    mutating func skimmed(_ value: UnsafeBufferPointer<UInt8>, _ a: SkimmedValues, line: Int, open: Bool) {
        guard let kind = Self.kind(value) else { return }
        currentRecords += 1
        let source = collector.source(bytes: a[0][...])
        let (start, end) = (time(bytes: a[2]), time(bytes: a[3]))
        var record = PendingRecord(
            kind: kind, start: start, end: end, value: nil, unit: nil, source: source, line: line)
        // The usual record, a number in a known unit before the export date, is read here (and
        // goes straight to the collector when closed); any other takes `finish` with its text,
        // which says why it is rejected.
        if let factor = unitFactor(kind, a[1]), case .success(let s) = start, case .success(let e) = end,
            case .finite(let v) = DecimalParser.parse(a[4][...]),
            exportDate.map({ s.instant <= $0.instant }) ?? true
        {
            if !open { return collector.add(kind, start: s, end: e, value: v * factor, source: source, line: line) }
            record.number = v * factor
        } else {
            record.value = String(decoding: a[4], as: UTF8.self)
            record.unit = String(decoding: a[1], as: UTF8.self)
        }
        if open { pending = record } else { finish(record) }
    }

    /// The factor of a skimmed record's unit for its kind (`factor`), remembered for the last
    /// unit seen so that no string is made a record; nil for a unit converted otherwise or not known.
    private mutating func unitFactor(_ kind: RecordKind, _ unit: UnsafeBufferPointer<UInt8>) -> Double? {
        if let last = lastUnit, last.kind == kind, last.bytes.count == unit.count,
            unit.isEmpty || memcmp(unit.baseAddress!, last.bytes, unit.count) == 0
        {
            return last.factor
        }
        let factor = Self.factor(kind, unit: String(decoding: unit, as: UTF8.self))
        lastUnit = (kind, Array(unit), factor)
        return factor
    }

    /// Counts a record passed over, for the "not read" list (metadata entries are not counted).
    mutating func passedOver(_ value: UnsafeBufferPointer<UInt8>, depth: Int) {
        if depth == 1 { skip(value) }
    }

    private mutating func skip(_ type: UnsafeBufferPointer<UInt8>) {
        // Type names share long prefixes (`HKQuantityTypeIdentifier…`): the length and the last
        // eight bytes tell them apart before the names are compared whole.
        let tail = Self.tail(type)
        func same(_ k: Int) -> Bool {
            skippedTypes[k].tail == tail && skippedTypes[k].type.count == type.count
                && (type.isEmpty
                    || skippedTypes[k].type.withUnsafeBufferPointer {
                        memcmp($0.baseAddress!, type.baseAddress!, type.count) == 0
                    })
        }
        if lastSkipped >= 0, same(lastSkipped) {
            skippedTypes[lastSkipped].count += 1
            return
        }
        for k in skippedTypes.indices where same(k) {
            skippedTypes[k].count += 1
            lastSkipped = k
            return
        }
        skippedTypes.append((Array(type), tail, 1))
        lastSkipped = skippedTypes.count - 1
    }

    /// The last eight bytes of a name (0 for a shorter one, told apart by its length and bytes).
    private static func tail(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard name.count >= 8, let base = name.baseAddress else { return 0 }
        return UnsafeRawPointer(base + name.count - 8).loadUnaligned(as: UInt64.self)
    }

    /// The kind of a record type flow reads: the names of its length (one or two) compared.
    private static func kind(_ type: UnsafeBufferPointer<UInt8>) -> RecordKind? {
        guard type.count < appleTypesByLength.count, let base = type.baseAddress else { return nil }
        for (name, kind) in appleTypesByLength[type.count] where memcmp(base, name.utf8Start, type.count) == 0 {
            return kind
        }
        return nil
    }

    private static func stage(_ value: String) -> SleepStage? {
        switch value {
        case "HKCategoryValueSleepAnalysisInBed", "0": return .inBed
        case "HKCategoryValueSleepAnalysisAsleepUnspecified", "HKCategoryValueSleepAnalysisAsleep", "1": return .asleep
        case "HKCategoryValueSleepAnalysisAwake", "2": return .awake
        case "HKCategoryValueSleepAnalysisAsleepCore", "3": return .core
        case "HKCategoryValueSleepAnalysisAsleepDeep", "4": return .deep
        case "HKCategoryValueSleepAnalysisAsleepREM", "5": return .rem
        default: return nil
        }
    }

    /// How a value in `unit` becomes flow's unit for `kind`, or nil for a unit flow cannot
    /// convert. Body mass in grams is divided by 1000 and Fahrenheit converted as written, not
    /// through a rounded factor; SpO2 is a fraction in Apple's `%` unit (0.97 is 97 %).
    static func conversion(_ kind: RecordKind, unit: String?) -> Conversion? {
        switch (kind, unit) {
        case (.bodyMass, "g"): return .grams
        case (.wristTemperature, "degF"): return .fahrenheit
        default: return factor(kind, unit: unit).map(Conversion.factor)
        }
    }

    /// A unit conversion as a value (a closure capturing its factor was a heap object a record).
    enum Conversion {
        /// Multiply by this.
        case factor(Double)
        /// Grams to kilograms.
        case grams
        /// Degrees Fahrenheit to Celsius.
        case fahrenheit

        /// The value in flow's unit.
        func callAsFunction(_ value: Double) -> Double {
            switch self {
            case .factor(let f): return value * f
            case .grams: return value / 1000
            case .fahrenheit: return (value - 32) * 5 / 9
            }
        }
    }

    /// The factor that turns a value in `unit` into flow's unit for `kind`, or nil.
    private static func factor(_ kind: RecordKind, unit: String?) -> Double? {
        switch (kind, unit) {
        case (.heartRate, "count/min"), (.restingHR, "count/min"): return 1
        case (.heartRate, "count/s"), (.restingHR, "count/s"), (.heartRate, "Hz"), (.restingHR, "Hz"): return 60
        case (.steps, "count"): return 1
        case (.hrvSDNN, "ms"), (.hrvRMSSD, "ms"): return 1
        case (.hrvSDNN, "s"), (.hrvRMSSD, "s"): return 1000
        case (.bodyMass, "kg"): return 1
        case (.bodyMass, "lb"): return 0.45359237
        case (.bodyMass, "st"): return 6.35029318
        case (.respiratoryRate, "count/min"): return 1
        case (.spo2, "%"): return 100
        case (.wristTemperature, "degC"): return 1
        case (.vo2max, "mL/kg·min"), (.vo2max, "mL/min·kg"), (.vo2max, "ml/kg/min"): return 1
        case (.activeEnergy, "kcal"), (.activeEnergy, "Cal"): return 1
        case (.activeEnergy, "kJ"): return 1 / RecordKind.kilojoulesPerKilocalorie
        // A rate an hour over the night, written as a count or a count an hour.
        case (.breathingDisturbances, "count"), (.breathingDisturbances, "count/hr"),
            (.breathingDisturbances, "count/h"):
            return 1
        default: return nil
        }
    }

    private mutating func finish(_ r: PendingRecord) {
        // An early export leaves out the value of an in-bed sleep record.
        let value = r.value ?? (r.early && r.kind == .sleep ? "0" : nil)
        guard let startTime = r.start, let endTime = r.end, value != nil || r.number != nil else {
            return collector.reject(.missingAttribute, line: r.line)
        }
        var start: Timestamp
        var end: Timestamp
        switch startTime {
        case .success(let t): start = t
        case .failure(let p): return collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: r.line)
        }
        switch endTime {
        case .success(let t): end = t
        case .failure(let p): return collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: r.line)
        }
        if let exportDate, start.instant > exportDate.instant {
            return collector.reject(.afterExportDate, line: r.line)
        }
        if let zone = r.zone {
            if let s = zones.offset(zone: zone, at: start.instant), let e = zones.offset(zone: zone, at: end.instant) {
                start.offsetSeconds = s
                end.offsetSeconds = e
            } else {
                unknownZones[zone, default: 0] += 1
            }
        }
        if let number = r.number {
            return collector.add(r.kind, start: start, end: end, value: number, source: r.source, line: r.line)
        }
        guard let valueText = value else { return collector.reject(.missingAttribute, line: r.line) }
        if r.kind == .menstrualFlow || r.kind == .cyclePause {
            return finishCycle(r, start: start, end: end, value: valueText)
        }
        if r.kind == .sleep {
            guard let stage = Self.stage(valueText) else {
                return collector.reject(.unknownStage, line: r.line)
            }
            collector.addSleep(start: start, end: end, stage: stage, source: r.source, line: r.line)
            return
        }
        guard let convert = Self.conversion(r.kind, unit: r.unit) else {
            return collector.reject(.unknownUnit, line: r.line)
        }
        switch DecimalParser.parse(valueText) {
        case .finite(let v):
            let converted = convert(v)
            collector.add(r.kind, start: start, end: end, value: converted, source: r.source, line: r.line)
        case .nonFinite: return collector.reject(.nonFinite, line: r.line)
        case .nonNumeric: return collector.reject(.nonNumeric, line: r.line)
        }
        if r.kind == .hrvSDNN, let rmssd = Self.rmssd(beats: r.beats) {
            collector.add(.hrvRMSSD, start: start, end: end, value: rmssd, source: r.source, line: r.line)
            rmssdReadings += 1
        }
    }

    /// A logged cycle record (SPEC 18.1): bleeding of any amount on each day it stands for, a
    /// pregnancy, lactation or hormonal contraception over its span. "None" and an unknown code
    /// are counted, never guessed.
    private mutating func finishCycle(_ r: PendingRecord, start: Timestamp, end: Timestamp, value: String) {
        if r.kind == .cyclePause {
            guard r.pause == 3 else {
                return collector.add(
                    .cyclePause, start: start, end: end, value: r.pause, source: r.source, line: r.line)
            }
            switch Self.contraceptive(value) {
            case true?: collector.add(.cyclePause, start: start, end: end, value: 3, source: r.source, line: r.line)
            case false?: otherContraception += 1
            case nil: collector.reject(.cycleCodeUnknown, line: r.line)
            }
            return
        }
        guard let amount = Self.flow(value) else { return collector.reject(.cycleCodeUnknown, line: r.line) }
        guard let days = RecordCollector.loggedDays(start: start, end: end) else {
            return collector.reject(.periodTooLong, line: r.line)
        }
        guard amount >= 0 else { return noBleeding.formUnion(days) }
        for day in days {
            let t = RecordCollector.midnight(day, start.offsetSeconds)
            collector.add(.menstrualFlow, start: t, end: t, value: amount, source: r.source, line: r.line)
        }
    }

    /// A flow value as flow keeps it: 0 amount not given, 1 light, 2 medium, 3 heavy; −1 for a
    /// logged "none"; nil for a value flow does not know. Both spellings Apple has used
    /// (`HKCategoryValueVaginalBleeding…` since iOS 18, `HKCategoryValueMenstrualFlow…` before)
    /// and the integer codes 1-5 are read.
    static func flow(_ value: String) -> Double? {
        var name = Substring(value)
        for prefix in ["HKCategoryValueVaginalBleeding", "HKCategoryValueMenstrualFlow"] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        switch name {
        case "Unspecified", "1": return 0
        case "Light", "2": return 1
        case "Medium", "3": return 2
        case "Heavy", "4": return 3
        case "None", "5": return -1
        default: return nil
        }
    }

    /// Whether a contraceptive stops the cycle a period reveals: true for the hormonal kinds
    /// (implant, injection, ring, pill, patch), false for an IUD (copper or hormonal, it need not)
    /// and a kind not given; nil for a value flow does not know.
    static func contraceptive(_ value: String) -> Bool? {
        let name = value.hasPrefix("HKCategoryValueContraceptive") ? value.dropFirst(28) : Substring(value)
        switch name {
        case "Implant", "2", "Injection", "3", "IntravaginalRing", "5", "Oral", "6", "Patch", "7": return true
        case "IntrauterineDevice", "4", "Unspecified", "1": return false
        default: return nil
        }
    }

    /// A time in either dialect: today's (`2026-03-01 23:10:00 +0100`, or ISO 8601) or the
    /// compact one of export versions 1-3 (`20260301231000+0100`).
    static func time(_ text: String) -> Result<Timestamp, TimestampProblem> {
        var copy = text
        return copy.withUTF8 { time(bytes: $0) }
    }

    /// The same, straight from an attribute's bytes (no string is made on the hot path).
    static func time(bytes b: UnsafeBufferPointer<UInt8>) -> Result<Timestamp, TimestampProblem> {
        guard b.count == 19 else { return TimestampParser.parse(b[...]) }  // today's dialect, on the hot path
        guard b[0..<14].allSatisfy({ $0 >= 48 && $0 <= 57 }), b[14] == 43 || b[14] == 45 else {
            return TimestampParser.parse(b[...])
        }
        // 14 digits and ±hhmm: spelt out as `yyyy-mm-dd hh:mm:ss ±hhmm` for the one parser.
        var spelt = [UInt8]()
        spelt.reserveCapacity(25)
        for (k, byte) in b.enumerated() {
            switch k {
            case 4, 6: spelt.append(45)  // '-'
            case 8, 14: spelt.append(32)  // ' '
            case 10, 12: spelt.append(58)  // ':'
            default: break
            }
            spelt.append(byte)
        }
        return spelt.withUnsafeBufferPointer { TimestampParser.parse($0[...]) }
    }

    /// The same, Apple's usual spelling read with the last day remembered.
    private mutating func time(bytes b: UnsafeBufferPointer<UInt8>) -> Result<Timestamp, TimestampProblem> {
        clock.read(b).map { .success($0) } ?? Self.time(bytes: b)
    }

    /// The time an attribute of `tag` holds, or nil when the record lacks it.
    private mutating func time(
        _ attribute: XMLAttribute?, of tag: XMLStartTag
    ) throws -> Result<
        Timestamp, TimestampProblem
    >? {
        guard let attribute else { return nil }
        return attribute.hasReference ? Self.time(try tag.text(attribute)) : time(bytes: tag.raw(attribute))
    }

    /// The export version named in the DTD's "HealthKit Export Version: N" comment, looked
    /// for in the document's first bytes; nil when there is none (early exports have none).
    static func exportVersion(head: UnsafeBufferPointer<UInt8>) -> Int? {
        let key = Array("HealthKit Export Version: ".utf8)
        let bytes = Array(head.prefix(65_536))
        guard let at = offset(of: key, in: bytes[...]) else { return nil }
        let digits = bytes[(at + key.count)...].prefix { $0 >= 48 && $0 <= 57 }.prefix(4)
        return digits.isEmpty ? nil : Int(String(decoding: digits, as: UTF8.self))
    }

    /// Where `key` first starts in `bytes` (an index of `bytes`), or nil: for the few phrases
    /// looked for in an export's first bytes or around the place it is cut.
    static func offset(of key: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = key.first, bytes.count >= key.count else { return nil }
        return (bytes.startIndex...(bytes.endIndex - key.count)).first {
            bytes[$0] == first && bytes[$0..<($0 + key.count)].elementsEqual(key)
        }
    }

    /// What the report says about the export's dialect.
    var dialectNote: String {
        let version = exportVersion.map { "export version \($0)" } ?? "no export version named"
        if earlyRecords > 0 && currentRecords == 0 {
            return
                "Apple Health export (\(version)): the early dialect of export versions 1-3 (source, compact dates, average values)"
        }
        if earlyRecords > 0 {
            return
                "Apple Health export (\(version)): \(currentRecords) records in today's dialect, \(earlyRecords) in the early one of versions 1-3"
        }
        return "Apple Health export (\(version)): today's dialect (sourceName, dates with an offset)"
    }

    /// RMSSD (ms) of a beat-to-beat list: the root mean square of successive differences of
    /// the intervals 60000 / bpm; nil with fewer than three beats.
    static func rmssd(beats: [Double]) -> Double? {
        guard beats.count >= 3 else { return nil }
        let intervals = beats.map { 60_000 / $0 }
        var sum = 0.0
        for (a, b) in zip(intervals, intervals.dropFirst()) { sum += (b - a) * (b - a) }
        return (sum / Double(intervals.count - 1)).squareRoot()
    }

    /// Notes what a recovering scanner skipped and where a document cut short ended.
    mutating func note(_ scanner: XMLScanner) {
        malformed = scanner.skipped.reduce(0) { $0 + $1.count }
        for s in scanner.skipped {
            collector.note(
                "skipped \(s.count) malformed element\(s.count == 1 ? "" : "s") (\(s.problem)); the first at byte "
                    + "\(s.offset)" + (s.writer.isEmpty ? "" : ", written by \(s.writer)"))
        }
        if let cut = scanner.cutShort {
            collector.note(
                "the document was cut short: it ends at byte \(cut.offset) inside <\(cut.inside)>; "
                    + "every complete record before that was read")
        }
    }

}

extension AppleHealthHandler where Sink == RecordCollector {
    /// The history and the report, once the whole document is read.
    mutating func finish() throws -> (RecordHistory, ImportReport) {
        // Most first, then by name: the same export gives the same report on every run.
        let skipped = skippedTypes.map { (String(decoding: $0.type, as: UTF8.self), $0.count) }.sorted {
            $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0
        }
        collector.notRead(skipped.map { "\($0.0) \(NumberFormat.grouped($0.1)) record\($0.1 == 1 ? "" : "s")" })
        if !skippedElements.isEmpty {
            collector.note(
                "skipped elements: "
                    + skippedElements.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            )
        }
        if nestedRecords > 0 {
            collector.note(
                "\(nestedRecords) records nested inside other elements (Correlation) were not read: exports repeat them at the top level"
            )
        }
        for (zone, n) in unknownZones.sorted(by: { $0.key < $1.key }) {
            collector.note(
                "\(n) records name the time zone '\(zone)', which the tz database does not know: their written offsets were kept"
            )
        }
        if rmssdReadings > 0 { collector.note("RMSSD from \(rmssdReadings) beat-to-beat lists (hrv_rmssd records)") }
        if !noBleeding.isEmpty {
            let n = noBleeding.count
            let bleeding = Set(collector.history.menstrualFlow.map(\.start.localDay))
            let conflicts = noBleeding.intersection(bleeding).count
            collector.note(
                "\(n) day\(n == 1 ? "" : "s") logged as no bleeding (menstrual flow none): not a period"
                    + (conflicts == 0
                        ? "" : "; \(conflicts) of them also logged as bleeding: kept as bleeding"))
        }
        if otherContraception > 0 {
            collector.note(
                "\(otherContraception) contraception entr\(otherContraception == 1 ? "y" : "ies") of a kind that does not pause a cycle (an IUD, or no "
                    + "kind given): periods logged during them are used")
        }
        collector.layout(dialectNote)
        do {
            return try collector.finish()
        } catch InputError.empty {
            throw InputError.empty(
                file: file,
                detail: "no usable record of the types flow reads (sleep analysis, step count, "
                    + "heart rate, resting heart rate, HRV SDNN or RMSSD, body mass)"
                    + (skipped.isEmpty
                        ? "" : "; \(skipped.reduce(0) { $0 + $1.1 }) records of other types were skipped")
                    + (malformed == 0 ? "" : "; \(malformed) malformed elements were skipped"))
        }
    }
}

/// The attributes of a record flow reads, found in one pass over its tag (a record has about
/// ten) instead of one search per attribute.
private struct RecordAttributes {
    var type, sourceName, source, startDate, endDate, value, unit, average: XMLAttribute?

    init(_ tag: XMLStartTag) {
        for a in tag.attributes {
            switch a.name.count {
            case 4:
                if tag.isNamed(a, "type") { type = a } else if tag.isNamed(a, "unit") { unit = a }
            case 5: if tag.isNamed(a, "value") { value = a }
            case 6: if tag.isNamed(a, "source") { source = a }
            case 7:
                if tag.isNamed(a, "endDate") { endDate = a } else if tag.isNamed(a, "average") { average = a }
            case 9: if tag.isNamed(a, "startDate") { startDate = a }
            case 10: if tag.isNamed(a, "sourceName") { sourceName = a }
            default: break
            }
        }
    }
}

/// Reading a document in two parts at once (`AppleHealthExport+Halves`).
extension AppleHealthHandler {
    /// True when `scanner` stands between two of the root's children with nothing pending and no
    /// record waits for its end tag: where a part of the document read elsewhere can be joined.
    func standsBetweenRecords(with scanner: XMLScanner) -> Bool {
        pending == nil && scanner.rootBetweenChildren == Array("HealthData".utf8)
    }
}

extension AppleHealthHandler where Sink == RecordLog {
    /// What this reader did since the last call, to be played into the collector of the part
    /// before it (a batch at a time, while this reader goes on).
    mutating func takeEvents() -> [RecordLog.Event] { collector.takeEvents() }
}

extension AppleHealthHandler where Sink == RecordCollector {
    /// Plays what `part`, begun where this reader stopped, logged, batch after batch in file
    /// order as they come (its lines moved down by `lineShift`), calling `each` after each batch.
    /// - Complexity: O(events).
    mutating func play(_ part: AppleHealthExport.LaterPart, lineShift: Int, each: () -> Void = {}) {
        var replay = RecordLog.Replay(lineShift: lineShift)
        while let batch = part.nextBatch() {
            replay.play(batch, into: &collector)
            each()
        }
    }

    /// Takes on the counts of `later`, begun where this reader stopped, once every call it
    /// logged has been played (`play(_:lineShift:each:)`).
    mutating func absorb(_ later: AppleHealthHandler<RecordLog>) {
        for s in later.skippedTypes {
            if let k = skippedTypes.firstIndex(where: { $0.type == s.type }) {
                skippedTypes[k].count += s.count
            } else {
                skippedTypes.append(s)
            }
        }
        lastSkipped = -1
        skippedElements.merge(later.skippedElements, uniquingKeysWith: +)
        unknownZones.merge(later.unknownZones, uniquingKeysWith: +)
        nestedRecords += later.nestedRecords
        rmssdReadings += later.rmssdReadings
        noBleeding.formUnion(later.noBleeding)
        otherContraception += later.otherContraception
        currentRecords += later.currentRecords
        earlyRecords += later.earlyRecords
        exportDate = later.exportDate
    }
}
