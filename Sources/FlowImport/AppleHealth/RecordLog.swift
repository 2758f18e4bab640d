import FlowRecords

/// Where the Apple reader puts what it reads: the collector itself, or a log that is played
/// into the collector later (the second half of a document read on another thread).
protocol RecordSink {
    /// The index of a source name given as bytes.
    mutating func source(bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int
    /// The index of a source name.
    mutating func source(named name: String) -> Int
    /// Counts a rejected record.
    mutating func reject(_ reason: RejectionReason, line: Int)
    /// A line for the import report.
    mutating func note(_ text: String)
    /// A line for the import report that names a line of the file (`text` makes it from the number).
    mutating func note(line: Int, _ text: @escaping @Sendable (Int) -> String)
    /// The sex the export states for its person, and where.
    mutating func state(_ sex: BiologicalSex, from: String)
    /// A numeric record, before the value rules.
    mutating func add(_ kind: RecordKind, start: Timestamp, end: Timestamp, value: Double, source: Int, line: Int)
    /// A sleep record, before the value rules.
    mutating func addSleep(start: Timestamp, end: Timestamp, stage: SleepStage, source: Int, line: Int)
}

extension RecordCollector: RecordSink {
    mutating func note(line: Int, _ text: @escaping @Sendable (Int) -> String) { note(text(line)) }
}

/// What a reader did, in order, held to be done again on a collector: the value rules and
/// the duplicate filter then see the records exactly in file order, whichever thread read
/// them. Lines are counted from the first line the log's reader saw, and shifted on replay
/// (a note naming a line is made once its line is known).
struct RecordLog: RecordSink {
    /// One call, as it was made.
    enum Event {
        case source(String)
        case note(String)
        case lineNote(line: Int, text: @Sendable (Int) -> String)
        case reject(RejectionReason, line: Int)
        case state(BiologicalSex, from: String)
        case add(RecordKind, start: Timestamp, end: Timestamp, value: Double, source: Int, line: Int)
        case sleep(start: Timestamp, end: Timestamp, stage: SleepStage, source: Int, line: Int)
    }

    private(set) var events: [Event] = []
    private var sourceIndex: [String: Int] = [:]
    private var lastSource = LastSource()

    mutating func source(bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        if let known = lastSource.index(of: bytes) { return known }
        return lastSource.remember(bytes, as: source(named: String(decoding: bytes, as: UTF8.self)))
    }

    mutating func source(named name: String) -> Int {
        if let i = sourceIndex[name] { return i }
        sourceIndex[name] = sourceIndex.count
        events.append(.source(name))
        return sourceIndex.count - 1
    }

    mutating func reject(_ reason: RejectionReason, line: Int) { events.append(.reject(reason, line: line)) }
    mutating func note(_ text: String) { events.append(.note(text)) }
    mutating func note(line: Int, _ text: @escaping @Sendable (Int) -> String) {
        events.append(.lineNote(line: line, text: text))
    }
    mutating func state(_ sex: BiologicalSex, from: String) { events.append(.state(sex, from: from)) }

    mutating func add(_ kind: RecordKind, start: Timestamp, end: Timestamp, value: Double, source: Int, line: Int) {
        events.append(.add(kind, start: start, end: end, value: value, source: source, line: line))
    }

    mutating func addSleep(start: Timestamp, end: Timestamp, stage: SleepStage, source: Int, line: Int) {
        events.append(.sleep(start: start, end: end, stage: stage, source: source, line: line))
    }

    /// The calls logged since the last time, leaving the log empty (sources stay known): a
    /// reader on another thread hands them over a batch at a time.
    mutating func takeEvents() -> [Event] {
        var batch: [Event] = []
        batch.reserveCapacity(events.count)
        swap(&batch, &events)
        return batch
    }

    /// Logged calls made again on a collector, batch after batch, the log's sources mapped to
    /// the collector's (named in the same order as they were first named in the log).
    struct Replay {
        /// How far the log's lines move down in the collector's file.
        let lineShift: Int
        private var sources: [Int] = []

        init(lineShift: Int) { self.lineShift = lineShift }

        /// Makes the calls of `events`, the batch that follows the last one played.
        /// - Complexity: O(events).
        mutating func play(_ events: [Event], into collector: inout RecordCollector) {
            for event in events {
                switch event {
                case .source(let name): sources.append(collector.source(named: name))
                case .note(let text): collector.note(text)
                case .lineNote(let line, let text): collector.note(text(line + lineShift))
                case .reject(let reason, let line): collector.reject(reason, line: line + lineShift)
                case .state(let sex, let from): collector.state(sex, from: from)
                case .add(let kind, let start, let end, let value, let source, let line):
                    collector.add(
                        kind, start: start, end: end, value: value, source: sources[source], line: line + lineShift)
                case .sleep(let start, let end, let stage, let source, let line):
                    collector.addSleep(
                        start: start, end: end, stage: stage, source: sources[source], line: line + lineShift)
                }
            }
        }
    }
}
