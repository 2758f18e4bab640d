import FlowDatabase
import FlowRecords

/// Reads a Health Connect database's tables into records (SPEC 19's Health Connect rules,
/// `formats/health-connect.md`): one record per row of the plain tables, a heart-rate sample
/// or skin-temperature delta at its own time, sleep stages under their session, each record's
/// source the app that wrote it. A row that breaks a rule is rejected and counted by reason,
/// named by its table and row id (a child row by its parent's).
struct HealthConnectReader {
    var collector: RecordCollector
    private let db: ForeignDatabase
    /// The tables present, with their columns.
    private var columns: [String: [String]] = [:]
    /// Each app row id's source, and the rows of records each app wrote.
    private var sources: [Int64: Int] = [:]
    private var appNames: [Int64: String] = [:]
    private var written: [Int64: Int] = [:]
    /// Each table read, with its rows, in reading order.
    private(set) var read: [(table: String, rows: Int)] = []
    /// Tables present without a column flow selects.
    private(set) var lacking: [(table: String, missing: [String])] = []
    private(set) var outOfBed = 0
    private(set) var exerciseSessions = 0

    init(db: ForeignDatabase, collector: RecordCollector) throws {
        self.db = db
        self.collector = collector
        for table in try db.tables() { columns[table] = try db.columns(of: table) }
    }

    /// The names of the database's tables.
    var tables: [String] { columns.keys.sorted() }

    /// True when the database has `table` with every column flow selects from it; a table
    /// present without one is remembered for the report.
    private mutating func readable(_ table: HealthConnectTable) -> Bool {
        guard let present = columns[table.name] else { return false }
        let missing = table.columns.filter { !present.contains($0) }
        if !missing.isEmpty { lacking.append((table.name, missing)) }
        return missing.isEmpty
    }

    /// Runs `table`'s query, each row handed to `body`; rejections name the table.
    private mutating func rows(
        _ table: HealthConnectTable, _ body: (inout HealthConnectReader, SQLStatement) throws -> Void
    ) throws {
        guard readable(table) else { return }
        collector.reading(table.name)
        var count = 0
        let db = self.db
        try db.forEachRow(table.query) { row in
            count += 1
            try body(&self, row)
        }
        read.append((table.name, count))
    }

    /// Reads every table flow reads.
    mutating func readAll() throws {
        try readApps()
        for table in HealthConnectTable.plain { try readPlain(table) }
        try readHeartRate()
        try readSleep()
        try readSkinTemperature()
        try rows(.exercise) { reader, _ in reader.exerciseSessions += 1 }
        try readCycle()
        collector.reading(nil)
    }

    /// The writing apps: each one's `app_name`, else its `package_name`, is a source.
    private mutating func readApps() throws {
        try rows(.apps) { reader, row in
            let package = String(decoding: row.bytes(1), as: UTF8.self)
            let name = row.isNull(2) ? package : String(decoding: row.bytes(2), as: UTF8.self)
            reader.appNames[row.integer(0)] = name == package ? name : "\(name) (\(package))"
            reader.sources[row.integer(0)] = reader.collector.source(named: name.isEmpty ? package : name)
        }
    }

    /// The source of the app in cell `i` (an app missing from the table is "unknown app").
    private mutating func source(_ row: SQLStatement, _ i: Int32) -> Int {
        let app = row.isNull(i) ? -1 : row.integer(i)
        written[app, default: 0] += 1
        if let source = sources[app] { return source }
        let source = collector.source(named: "unknown app")
        sources[app] = source
        return source
    }

    /// A table whose rows are records: interval (two times) or instant (one), value last.
    private mutating func readPlain(_ table: HealthConnectTable) throws {
        guard let kind = table.kind else { return }
        let interval = table.isInterval
        try rows(table) { reader, row in
            let line = Int(row.integer(0))
            let start = HealthConnectCell.time(row, 2, 3)
            let end = interval ? HealthConnectCell.time(row, 4, 5) : start
            let value = HealthConnectCell.number(row, interval ? 6 : 4)
            switch (start, end, value) {
            case (.success(let s), .success(let e), .success(let v)):
                let source = reader.source(row, 1)
                reader.collector.add(kind, start: s, end: e, value: v * table.scale, source: source, line: line)
            case (.failure(let reason), _, _), (_, .failure(let reason), _), (_, _, .failure(let reason)):
                reader.collector.reject(reason, line: line)
            }
        }
    }

    /// The parents of a series table by row id: each one's writer and clocks, or why it is unusable,
    /// with `value` when the table has a value column.
    private mutating func parents(
        _ table: HealthConnectTable
    ) throws -> [Int64: Result<HealthConnectParent, RejectionReason>] {
        var found: [Int64: Result<HealthConnectParent, RejectionReason>] = [:]
        try rows(table) { reader, row in
            let start = HealthConnectCell.millis(row, 2).flatMap { ms in
                HealthConnectCell.offset(row, 3).map { (ms, $0) }
            }
            let end = HealthConnectCell.millis(row, 4).flatMap { ms in HealthConnectCell.offset(row, 5).map { (ms, $0) }
            }
            switch (start, end) {
            case (.success(let s), .success(let e)):
                let value = table.hasValue ? HealthConnectCell.number(row, 6) : nil
                found[row.integer(0)] = .success(
                    HealthConnectParent(
                        source: reader.source(row, 1), startMillis: s.0, startOffset: s.1, endMillis: e.0,
                        endOffset: e.1, value: value))
            case (.failure(let reason), _), (_, .failure(let reason)):
                found[row.integer(0)] = .failure(reason)
            }
        }
        return found
    }

    /// Each heart-rate sample at its own time, on its parent's clock, however long the parent.
    private mutating func readHeartRate() throws {
        guard readable(.heartRateSamples) else { return }
        let parents = try parents(.heartRate)
        try children(.heartRateSamples, parents) { reader, parent, row, line in
            let time = HealthConnectCell.millis(row, 1)
            switch (time, HealthConnectCell.number(row, 2)) {
            case (.success(let ms), .success(let bpm)):
                let t = parent.time(ms)
                reader.collector.add(.heartRate, start: t, end: t, value: bpm, source: parent.source, line: line)
            case (.failure(let reason), _), (_, .failure(let reason)):
                reader.collector.reject(reason, line: line)
            }
        }
    }

    /// Sleep sessions with their stages; a session without stage rows is asleep from start to end.
    private mutating func readSleep() throws {
        let sessions = try parents(.sleepSessions)
        var staged = Set<Int64>()
        try children(.sleepStages, sessions) { reader, session, row, line in
            staged.insert(row.integer(0))
            let start = HealthConnectCell.millis(row, 1)
            let end = HealthConnectCell.millis(row, 2)
            switch (start, end, HealthConnectCell.number(row, 3)) {
            case (.success(let s), .success(let e), .success(let code)):
                guard code == code.rounded(), let stage = HealthConnectTable.stage(Int64(code)) else {
                    return reader.collector.reject(.unknownStage, line: line)
                }
                guard let stage else {
                    reader.outOfBed += 1
                    return
                }
                reader.collector.addSleep(
                    start: session.time(s), end: session.time(e), stage: stage, source: session.source, line: line)
            case (.failure(let reason), _, _), (_, .failure(let reason), _), (_, _, .failure(let reason)):
                reader.collector.reject(reason, line: line)
            }
        }
        collector.reading(HealthConnectTable.sleepSessions.name)
        for (id, session) in sessions.sorted(by: { $0.key < $1.key }) where !staged.contains(id) {
            switch session {
            case .success(let s):
                collector.addSleep(
                    start: s.time(s.startMillis), end: s.time(s.endMillis), stage: .asleep, source: s.source,
                    line: Int(id))
            case .failure(let reason):
                collector.reject(reason, line: Int(id))
            }
        }
    }

    /// The logged cycle (SPEC 18.1): a period row's start is a logged start on its local date;
    /// a flow row (0 amount not given, 1 light, 2 medium, 3 heavy) a bleeding day. The platform
    /// stores no forecast, and no "none": every flow row is bleeding.
    private mutating func readCycle() throws {
        try rows(.periods) { reader, row in
            let line = Int(row.integer(0))
            switch (HealthConnectCell.time(row, 2, 3), HealthConnectCell.time(row, 4, 5)) {
            case (.success(let s), .success(let e)):
                guard e.instant - s.instant <= 31 * 86_400 else {
                    return reader.collector.reject(.periodTooLong, line: line)
                }
                let source = reader.source(row, 1)
                reader.collector.addCycleDay(
                    .periodStart, day: s.localDay, offsetSeconds: s.offsetSeconds, value: 1, source: source, line: line)
            case (.failure(let reason), _), (_, .failure(let reason)):
                reader.collector.reject(reason, line: line)
            }
        }
        try rows(.flows) { reader, row in
            let line = Int(row.integer(0))
            switch (HealthConnectCell.time(row, 2, 3), HealthConnectCell.number(row, 4)) {
            case (.success(let t), .success(let code)):
                guard (0...3).contains(code), code == code.rounded() else {
                    return reader.collector.reject(.cycleCodeUnknown, line: line)
                }
                let source = reader.source(row, 1)
                reader.collector.addCycleDay(
                    .menstrualFlow, day: t.localDay, offsetSeconds: t.offsetSeconds, value: code, source: source,
                    line: line)
            case (.failure(let reason), _), (_, .failure(let reason)):
                reader.collector.reject(reason, line: line)
            }
        }
    }

    /// Skin temperature: each delta from its record's baseline as a temperature deviation,
    /// read only when the record has a baseline (Android stores "none" as its unset value).
    private mutating func readSkinTemperature() throws {
        guard readable(.skinTemperatureDeltas) else { return }
        let parents = try parents(.skinTemperature)
        try children(.skinTemperatureDeltas, parents) { reader, parent, row, line in
            guard case .success = parent.value else { return reader.collector.reject(.noBaseline, line: line) }
            switch (HealthConnectCell.millis(row, 1), HealthConnectCell.number(row, 2)) {
            case (.success(let ms), .success(let delta)):
                let t = parent.time(ms)
                reader.collector.add(
                    .wristTemperatureDelta, start: t, end: t, value: delta, source: parent.source, line: line)
            case (.failure(let reason), _), (_, .failure(let reason)):
                reader.collector.reject(reason, line: line)
            }
        }
    }

    /// The rows of a child table, each with its parent (first column `parent_key`); a row whose
    /// parent is missing or unusable is rejected, named by the parent's row id.
    private mutating func children(
        _ table: HealthConnectTable, _ parents: [Int64: Result<HealthConnectParent, RejectionReason>],
        _ body: (inout HealthConnectReader, HealthConnectParent, SQLStatement, Int) -> Void
    ) throws {
        try rows(table) { reader, row in
            let key = row.isNull(0) ? -1 : row.integer(0)
            let line = Int(key)
            switch parents[key] {
            case .success(let parent)?: body(&reader, parent, row, line)
            case .failure(let reason)?: reader.collector.reject(reason, line: line)
            case nil: reader.collector.reject(.noParentRecord, line: line)
            }
        }
    }

    /// The apps that wrote rows flow read, by name (`Fitbit (com.fitbit.FitbitMobile)`), most rows first.
    var writers: [(app: String, rows: Int)] {
        written.map { (appNames[$0.key] ?? "unknown app", $0.value) }.sorted {
            $0.rows != $1.rows ? $0.rows > $1.rows : $0.app < $1.app
        }
    }
}

/// A record whose child rows (heart-rate samples, sleep stages, skin-temperature deltas) are
/// read on its clock: its writer, its two times with their offsets, and its value if it has one.
struct HealthConnectParent {
    var source: Int
    var startMillis: Int64, startOffset: Int32
    var endMillis: Int64, endOffset: Int32
    var value: Result<Double, RejectionReason>?

    /// A child's time at `ms`: on the parent's start offset, or its end's when it is the very end
    /// (so a night across a clock change ends on the clock it ended on).
    func time(_ ms: Int64) -> Timestamp {
        HealthConnectCell.timestamp(ms, ms == endMillis ? endOffset : startOffset)
    }
}
