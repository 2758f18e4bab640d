/// The project's plain records format (SPEC section 1): header `kind,start,end,value,source`,
/// one record a line. Invalid records are rejected and counted by reason; exact duplicates
/// are dropped and counted; a missing or wrong header is an error.
public struct RecordsCSV {
    /// The header every records CSV starts with.
    public static let header = "kind,start,end,value,source"

    /// Reads a records CSV file, streaming it in chunks.
    public static func read(path: String) throws -> (RecordHistory, ImportReport) {
        var parser = RecordsCSV(file: path)
        try TextFile.forEachLine(path: path) { line, number in try parser.consume(line, number: number) }
        return try parser.finish()
    }

    /// Parses records CSV text held in memory (tests, small inputs).
    public static func parse(_ text: String, file: String = "records.csv") throws -> (RecordHistory, ImportReport) {
        var parser = RecordsCSV(file: file)
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var bytes = Array(line.utf8)
            if bytes.last == 13 { bytes.removeLast() }
            try bytes.withUnsafeBufferPointer { try parser.consume($0[...], number: number) }
        }
        return try parser.finish()
    }

    private let file: String
    private var history = RecordHistory()
    private var report: ImportReport
    private var sawHeader = false
    private var seenMeasurements: [Set<Measurement>] = Array(repeating: [], count: 4)
    private var seenSleep = Set<SleepSegment>()
    private var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
    private var lastSource: [UInt8] = []
    private var lastSourceIndex = -1
    private var accepted: [[Int]] = Array(repeating: [], count: RecordKind.allCases.count)

    private init(file: String) {
        self.file = file
        report = ImportReport(file: file)
        fields.reserveCapacity(8)
    }

    private mutating func consume(_ line: Slice<UnsafeBufferPointer<UInt8>>, number: Int) throws {
        if !sawHeader {
            let text = String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
            let found = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingSpaces }.joined(separator: ",")
            guard found == RecordsCSV.header else {
                throw InputError.badHeader(file: file, expected: RecordsCSV.header, found: text)
            }
            sawHeader = true
            return
        }
        if line.isEmpty { return }  // blank lines hold no record
        if line.contains(34) {  // a quoted field: unescape into scratch storage first
            var scratch: [UInt8] = []
            var ranges: [Range<Int>] = []
            guard RecordsCSV.unquote(line, into: &scratch, ranges: &ranges) else {
                report.reject(.fieldCount, line: number)
                return
            }
            scratch.withUnsafeBufferPointer { buf in
                fields.removeAll(keepingCapacity: true)
                for r in ranges { fields.append(buf[r]) }
                record(number: number)
            }
            return
        }
        fields.removeAll(keepingCapacity: true)
        var start = line.startIndex
        var i = start
        while i < line.endIndex {
            if line[i] == 44 {
                fields.append(line[start..<i])
                start = i + 1
            }
            i += 1
        }
        fields.append(line[start..<line.endIndex])
        record(number: number)
    }

    private mutating func record(number: Int) {
        guard fields.count == 5 else { return report.reject(.fieldCount, line: number) }
        guard let kind = RecordsCSV.kind(fields[0]) else { return report.reject(.unknownKind, line: number) }
        let start: Timestamp, end: Timestamp
        switch TimestampParser.parse(fields[1]) {
        case .success(let t): start = t
        case .failure(let p): return report.reject(p == .noOffset ? .noOffset : .unparseableTime, line: number)
        }
        switch TimestampParser.parse(fields[2]) {
        case .success(let t): end = t
        case .failure(let p): return report.reject(p == .noOffset ? .noOffset : .unparseableTime, line: number)
        }
        let source = sourceIndex(fields[4])
        if kind == .sleep {
            guard let stage = RecordsCSV.stage(fields[3]) else { return report.reject(.unknownStage, line: number) }
            guard end.instant >= start.instant else { return report.reject(.endBeforeStart, line: number) }
            let segment = SleepSegment(start: start, end: end, stage: stage, source: source)
            guard seenSleep.insert(segment).inserted else { return report.reject(.exactDuplicate, line: number) }
            history.sleep.append(segment)
        } else {
            let value: Double
            switch DecimalParser.parse(fields[3]) {
            case .finite(let v): value = v
            case .nonFinite: return report.reject(.nonFinite, line: number)
            case .nonNumeric: return report.reject(.nonNumeric, line: number)
            }
            guard value >= 0 else { return report.reject(.negative, line: number) }
            guard end.instant >= start.instant else { return report.reject(.endBeforeStart, line: number) }
            if kind == .heartRate, value < 25 || value > 250 {
                return report.reject(.heartRateOutOfRange, line: number)
            }
            let m = Measurement(start: start, end: end, value: value, source: source)
            let slot = RecordsCSV.slot(kind)
            guard seenMeasurements[slot].insert(m).inserted else {
                return report.reject(.exactDuplicate, line: number)
            }
            history.append(m, kind: kind)
        }
        let k = RecordsCSV.kindIndex(kind)
        if accepted[k].count <= source { accepted[k] += Array(repeating: 0, count: source + 1 - accepted[k].count) }
        accepted[k][source] += 1
    }

    private mutating func finish() throws -> (RecordHistory, ImportReport) {
        guard sawHeader else { throw InputError.badHeader(file: file, expected: RecordsCSV.header, found: "") }
        for (k, kind) in RecordKind.allCases.enumerated() {
            for (source, n) in accepted[k].enumerated() where n > 0 {
                report.accepted[kind, default: [:]][history.sources[source]] = n
            }
        }
        guard history.count > 0 else {
            throw InputError.empty(file: file, detail: "no usable record (\(report.rejectedCount) rejected); the history is empty")
        }
        seenSleep = []
        seenMeasurements = []
        return (history, report)
    }

    private mutating func sourceIndex(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        if lastSourceIndex >= 0, bytes.elementsEqual(lastSource) { return lastSourceIndex }
        lastSource = Array(bytes)
        lastSourceIndex = history.source(named: String(decoding: lastSource, as: UTF8.self))
        return lastSourceIndex
    }

    private static func kind(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> RecordKind? {
        for kind in RecordKind.allCases where b.elementsEqual(kind.rawValue.utf8) { return kind }
        return nil
    }

    private static func stage(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> SleepStage? {
        for stage in SleepStage.allCases where b.elementsEqual(stage.rawValue.utf8) { return stage }
        return nil
    }

    private static func kindIndex(_ kind: RecordKind) -> Int {
        RecordKind.allCases.firstIndex(of: kind) ?? 0
    }

    private static func slot(_ kind: RecordKind) -> Int {
        switch kind {
        case .steps: return 0
        case .heartRate: return 1
        case .restingHR: return 2
        case .hrvSDNN, .sleep: return 3
        }
    }

    /// Splits a line with RFC 4180 quoting; false when a quote is left open.
    private static func unquote(_ line: Slice<UnsafeBufferPointer<UInt8>>, into out: inout [UInt8],
                                ranges: inout [Range<Int>]) -> Bool {
        var fieldStart = 0
        var inQuotes = false
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if inQuotes {
                if c == 34 {
                    if i + 1 < line.endIndex, line[i + 1] == 34 { out.append(34); i += 1 } else { inQuotes = false }
                } else { out.append(c) }
            } else if c == 34 {
                inQuotes = true
            } else if c == 44 {
                ranges.append(fieldStart..<out.count)
                fieldStart = out.count
            } else {
                out.append(c)
            }
            i += 1
        }
        ranges.append(fieldStart..<out.count)
        return !inQuotes
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
