import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The project's plain records format (SPEC section 1): header `kind,start,end,value,source`,
/// one record a line. Invalid records are rejected and counted by reason; exact duplicates
/// are dropped and counted; a missing or wrong header is an error.
public struct RecordsCSV {
    /// The header every records CSV starts with.
    public static let header = "kind,start,end,value,source"

    /// True when a file's first bytes are the header line (after a byte-order mark; CR LF too).
    public static func startsWithHeader(_ head: [UInt8]) -> Bool {
        var line = head[...]
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        let h = Array(header.utf8)
        guard line.starts(with: h) else { return false }
        let rest = line.dropFirst(h.count)
        return rest.isEmpty || rest.first == 10 || rest.starts(with: [13, 10]) || rest == [13]
    }

    /// Reads a records CSV file, streaming it in chunks.
    public static func read(path: String) throws -> (RecordHistory, ImportReport) {
        // Lines are at least ~50 bytes: reserving for that many keeps appends from copying.
        var parser = RecordsCSV(file: path, expectedRecords: TextFile.size(path: path) / 50)
        try TextFile.forEachLine(path: path) { line, number in try parser.consume(line, number: number) }
        return try parser.finish()
    }

    /// Parses records CSV text held in memory (tests, small inputs).
    public static func parse(_ text: String, file: String = "records.csv") throws -> (RecordHistory, ImportReport) {
        var parser = RecordsCSV(file: file, expectedRecords: text.utf8.count / 50)
        try TextFile.forEachLine(text: text) { line, number in try parser.consume(line, number: number) }
        return try parser.finish()
    }

    private let file: String
    private var collector: RecordCollector
    private var sawHeader = false

    private init(file: String, expectedRecords: Int = 0) {
        self.file = file
        collector = RecordCollector(file: file, expectedRecords: expectedRecords)
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
            guard CSVLine.split(line, into: &scratch, ranges: &ranges) else {
                collector.reject(.fieldCount, line: number)
                return
            }
            scratch.withUnsafeBufferPointer { buf in
                guard ranges.count == 5 else { return collector.reject(.fieldCount, line: number) }
                record(buf[ranges[0]], buf[ranges[1]], buf[ranges[2]], buf[ranges[3]], buf[ranges[4]], number: number)
            }
            return
        }
        // Split on the four commas; a fifth comma or a missing one is a wrong field count.
        let base = line.base.baseAddress!
        var commas = (0, 0, 0, 0)
        var found = 0
        var start = line.startIndex
        while found <= 4, let hit = memchr(base + start, 44, line.endIndex - start) {
            let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            switch found {
            case 0: commas.0 = i
            case 1: commas.1 = i
            case 2: commas.2 = i
            case 3: commas.3 = i
            default: break
            }
            found += 1
            start = i + 1
        }
        guard found == 4 else { return collector.reject(.fieldCount, line: number) }
        record(
            line[line.startIndex..<commas.0], line[(commas.0 + 1)..<commas.1], line[(commas.1 + 1)..<commas.2],
            line[(commas.2 + 1)..<commas.3], line[(commas.3 + 1)..<line.endIndex], number: number)
    }

    private typealias Field = Slice<UnsafeBufferPointer<UInt8>>

    private mutating func record(
        _ kindField: Field, _ startField: Field, _ endField: Field, _ valueField: Field,
        _ sourceField: Field, number: Int
    ) {
        guard let kind = RecordsCSV.kind(kindField) else { return collector.reject(.unknownKind, line: number) }
        let start: Timestamp
        let end: Timestamp
        switch TimestampParser.parse(startField) {
        case .success(let t): start = t
        case .failure(let p): return collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: number)
        }
        switch TimestampParser.parse(endField) {
        case .success(let t): end = t
        case .failure(let p): return collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: number)
        }
        let source = collector.source(bytes: sourceField)
        if kind == .sleep {
            guard let stage = RecordsCSV.stage(valueField) else { return collector.reject(.unknownStage, line: number) }
            collector.addSleep(start: start, end: end, stage: stage, source: source, line: number)
        } else if kind == .sleepMinutes {
            // STAGE:MINUTES, the stage one of a night's totals (never in_bed: the span is the night's).
            guard let colon = valueField.firstIndex(of: UInt8(ascii: ":")),
                let stage = RecordsCSV.stage(valueField[..<colon]), stage != .inBed
            else { return collector.reject(.unknownStage, line: number) }
            switch DecimalParser.parse(valueField[(colon + 1)...]) {
            case .finite(let v):
                collector.addSleepTotal(start: start, end: end, stage: stage, minutes: v, source: source, line: number)
            case .nonFinite: collector.reject(.nonFinite, line: number)
            case .nonNumeric: collector.reject(.nonNumeric, line: number)
            }
        } else {
            switch DecimalParser.parse(valueField) {
            case .finite(let v): collector.add(kind, start: start, end: end, value: v, source: source, line: number)
            case .nonFinite: collector.reject(.nonFinite, line: number)
            case .nonNumeric: collector.reject(.nonNumeric, line: number)
            }
        }
    }

    private mutating func finish() throws -> (RecordHistory, ImportReport) {
        guard sawHeader else { throw InputError.badHeader(file: file, expected: RecordsCSV.header, found: "") }
        collector.layout("records CSV (every time carries its own offset)")
        return try collector.finish()
    }

    private static let kindNames: [(RecordKind, [UInt8])] = RecordKind.allCases.map { ($0, Array($0.rawValue.utf8)) }
    private static let stageNames: [(SleepStage, [UInt8])] = SleepStage.allCases.map { ($0, Array($0.rawValue.utf8)) }

    private static func kind(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> RecordKind? {
        for (kind, name) in kindNames where RecordsCSV.equal(b, name) { return kind }
        return nil
    }

    private static func stage(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> SleepStage? {
        for (stage, name) in stageNames where RecordsCSV.equal(b, name) { return stage }
        return nil
    }

    /// Byte equality, checking the length and first byte before anything else.
    static func equal(_ b: Slice<UnsafeBufferPointer<UInt8>>, _ name: [UInt8]) -> Bool {
        guard b.count == name.count, b.first == name.first else { return false }
        var k = b.startIndex
        for c in name {
            if b[k] != c { return false }
            k += 1
        }
        return true
    }
}
