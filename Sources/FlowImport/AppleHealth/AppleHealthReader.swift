import FlowRecords
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps the export's elements to records (SPEC section 1): sleep analysis, step count,
/// heart rate, resting heart rate and HRV SDNN, with units checked, `HKTimeZone` honoured,
/// RMSSD computed from beat-to-beat lists, and every other type skipped and counted.
struct AppleHealthReader: XMLHandler {
    private var collector: RecordCollector
    private let file: String
    private var zones = ZoneOffsets()
    private var unknownZones: [String: Int] = [:]
    private var skippedTypes: [[UInt8]: Int] = [:]
    private var lastSkipped: [UInt8] = []
    private var lastSkippedCount = 0
    private var skippedElements: [String: Int] = [:]
    private var nestedRecords = 0
    private var pending: PendingRecord?
    private var rmssdReadings = 0
    /// When the export was made: a record starting after it cannot be real.
    private var exportDate: Timestamp?

    private struct PendingRecord {
        var kind: RecordKind
        var start: String?, end: String?, value: String?, unit: String?
        var source: Int
        var line: Int
        var zone: String?
        var beats: [Double] = []
    }

    init(file: String, expectedRecords: Int) {
        self.file = file
        collector = RecordCollector(file: file, expectedRecords: expectedRecords)
    }

    private static let types: [(StaticString, RecordKind)] = [
        ("HKQuantityTypeIdentifierHeartRate", .heartRate), ("HKQuantityTypeIdentifierStepCount", .steps),
        ("HKCategoryTypeIdentifierSleepAnalysis", .sleep), ("HKQuantityTypeIdentifierRestingHeartRate", .restingHR),
        ("HKQuantityTypeIdentifierHeartRateVariabilitySDNN", .hrvSDNN),
    ]

    mutating func start(_ tag: XMLStartTag, depth: Int) throws {
        if depth == 0 {
            guard tag.isNamed("HealthData") else {
                throw XMLScanError(problem: "the root element is <\(tag.nameString)>, not <HealthData>: this is not an Apple Health export")
            }
            return
        }
        if depth == 1 {
            guard tag.isNamed("Record") else {
                if tag.isNamed("ExportDate") {
                    if let text = try tag.value("value"), case .success(let t) = TimestampParser.parse(text) {
                        exportDate = t
                    } else {
                        collector.note("the export date (line \(tag.line)) is not a time with an offset: records after it were not looked for")
                    }
                } else if !tag.isNamed("Me") {
                    skippedElements[tag.nameString, default: 0] += 1
                }
                return
            }
            guard let type = tag.rawValue("type") else {
                collector.reject(.missingAttribute, line: tag.line)
                return
            }
            guard let kind = AppleHealthReader.kind(type) else { return skip(type) }
            let source: Int
            if let raw = tag.rawValue("sourceName") {
                source = raw.contains(38) ? collector.source(named: try tag.value("sourceName") ?? "") : collector.source(bytes: raw[...])
            } else {
                source = collector.source(named: "")
            }
            let record = PendingRecord(kind: kind, start: try tag.value("startDate"), end: try tag.value("endDate"),
                                       value: try tag.value("value"), unit: try tag.value("unit"), source: source, line: tag.line)
            if tag.isEmptyElement { finish(record) } else { pending = record }
            return
        }
        if depth == 2, pending != nil, tag.isNamed("MetadataEntry"), try tag.value("key") == "HKTimeZone" {
            pending?.zone = try tag.value("value")
            return
        }
        if depth == 3, pending != nil, tag.isNamed("InstantaneousBeatsPerMinute"),
           let bpm = tag.rawValue("bpm"), case .finite(let v) = DecimalParser.parse(bpm[...]), v > 0 {
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

    private mutating func skip(_ type: UnsafeBufferPointer<UInt8>) {
        if type.count == lastSkipped.count
            && (type.isEmpty || lastSkipped.withUnsafeBufferPointer { memcmp($0.baseAddress!, type.baseAddress!, type.count) == 0 }) {
            lastSkippedCount += 1
            return
        }
        if !lastSkipped.isEmpty { skippedTypes[lastSkipped, default: 0] += lastSkippedCount }
        lastSkipped = Array(type)
        lastSkippedCount = 1
    }

    private static func kind(_ type: UnsafeBufferPointer<UInt8>) -> RecordKind? {
        for (name, kind) in types where type.count == name.utf8CodeUnitCount
            && (type.isEmpty || memcmp(type.baseAddress!, name.utf8Start, type.count) == 0) {
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

    /// The factor that turns a value in `unit` into flow's unit for `kind`, or nil.
    private static func factor(_ kind: RecordKind, unit: String?) -> Double? {
        switch (kind, unit) {
        case (.heartRate, "count/min"), (.restingHR, "count/min"): return 1
        case (.heartRate, "count/s"), (.restingHR, "count/s"), (.heartRate, "Hz"), (.restingHR, "Hz"): return 60
        case (.steps, "count"): return 1
        case (.hrvSDNN, "ms"): return 1
        case (.hrvSDNN, "s"): return 1000
        default: return nil
        }
    }

    private mutating func finish(_ r: PendingRecord) {
        guard let startText = r.start, let endText = r.end, let valueText = r.value else {
            return collector.reject(.missingAttribute, line: r.line)
        }
        var start: Timestamp, end: Timestamp
        switch TimestampParser.parse(startText) {
        case .success(let t): start = t
        case .failure(let p): return collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: r.line)
        }
        switch TimestampParser.parse(endText) {
        case .success(let t): end = t
        case .failure(let p): return collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: r.line)
        }
        if let exportDate, start.instant > exportDate.instant { return collector.reject(.afterExportDate, line: r.line) }
        if let zone = r.zone {
            if let s = zones.offset(zone: zone, at: start.instant), let e = zones.offset(zone: zone, at: end.instant) {
                start.offsetSeconds = s
                end.offsetSeconds = e
            } else {
                unknownZones[zone, default: 0] += 1
            }
        }
        if r.kind == .sleep {
            guard let stage = AppleHealthReader.stage(valueText) else { return collector.reject(.unknownStage, line: r.line) }
            collector.addSleep(start: start, end: end, stage: stage, source: r.source, line: r.line)
            return
        }
        guard let factor = AppleHealthReader.factor(r.kind, unit: r.unit) else { return collector.reject(.unknownUnit, line: r.line) }
        switch DecimalParser.parse(valueText) {
        case .finite(let v): collector.add(r.kind, start: start, end: end, value: v * factor, source: r.source, line: r.line)
        case .nonFinite: return collector.reject(.nonFinite, line: r.line)
        case .nonNumeric: return collector.reject(.nonNumeric, line: r.line)
        }
        if r.kind == .hrvSDNN, let rmssd = AppleHealthReader.rmssd(beats: r.beats) {
            collector.addRMSSD(Measurement(start: start, end: end, value: rmssd, source: r.source))
            rmssdReadings += 1
        }
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

    mutating func finish() throws -> (RecordHistory, ImportReport) {
        if !lastSkipped.isEmpty { skippedTypes[lastSkipped, default: 0] += lastSkippedCount }
        let skipped = skippedTypes.map { (String(decoding: $0.key, as: UTF8.self), $0.value) }.sorted { $0.1 > $1.1 }
        if !skipped.isEmpty {
            let total = skipped.reduce(0) { $0 + $1.1 }
            collector.note("skipped \(total) records of \(skipped.count) other types: "
                + skipped.prefix(6).map { "\(AppleHealthReader.short($0.0)) \($0.1)" }.joined(separator: ", ")
                + (skipped.count > 6 ? ", …" : ""))
        }
        if !skippedElements.isEmpty {
            collector.note("skipped elements: " + skippedElements.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        if nestedRecords > 0 {
            collector.note("\(nestedRecords) records nested inside other elements (Correlation) were not read: exports repeat them at the top level")
        }
        for (zone, n) in unknownZones.sorted(by: { $0.key < $1.key }) {
            collector.note("\(n) records name the time zone '\(zone)', which the tz database does not know: their written offsets were kept")
        }
        if rmssdReadings > 0 { collector.note("RMSSD from \(rmssdReadings) beat-to-beat lists (column hrv_rmssd)") }
        do {
            return try collector.finish()
        } catch InputError.empty {
            throw InputError.empty(file: file, detail: "no usable record of the five types flow reads (sleep analysis, step count, "
                + "heart rate, resting heart rate, HRV SDNN)" + (skipped.isEmpty ? "" : "; \(skipped.reduce(0) { $0 + $1.1 }) records of other types were skipped"))
        }
    }

    private static func short(_ type: String) -> String {
        for prefix in ["HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HKDataType"] where type.hasPrefix(prefix) {
            return String(type.dropFirst(prefix.count))
        }
        return type
    }
}
