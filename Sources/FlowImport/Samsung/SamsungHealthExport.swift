import FlowRecords

/// Samsung Health's "Download personal data" export (`formats/samsung-health.md`): the folder
/// (or a zip of it) of `com.samsung.{health,shealth}.<table>.<stamp>.csv` files. Sleep stages
/// are staged sleep intervals (a session without stages plain sleep over its span), heart-rate
/// readings, SpO2 and breathing rate at their window's middle, HRV from each window's
/// side-car file when the export has it, the day's step total, and Samsung's sleep score as a
/// device score.
public enum SamsungHealthExport {
    /// The source name Samsung's records carry.
    public static let sourceName = "Samsung Health"

    /// True when a folder's or zip's files include Samsung Health's tables.
    public static func recognises(_ names: [String]) -> Bool {
        names.contains { SamsungTable.tableName($0) != nil }
    }

    /// A table's short name: `com.samsung.shealth.tracker.heart_rate` → `tracker.heart_rate`.
    static func shortName(_ table: String) -> String {
        for prefix in ["com.samsung.health.", "com.samsung.shealth."] where table.hasPrefix(prefix) {
            return String(table.dropFirst(prefix.count))
        }
        return table
    }

    /// The tables read, by short name.
    static let read: Set<String> = [
        "sleep_stage", "sleep", "tracker.heart_rate", "tracker.oxygen_saturation", "respiratory_rate", "hrv",
        "step_daily_trend", "activity.day_summary", "cycle.flow", "cycle.prediction",
    ]

    /// Reads the export at `path`.
    /// `files` is its folder or zip when it was opened already.
    public static func read(path: String, files opened: ExportFiles? = nil) throws -> (RecordHistory, ImportReport) {
        let export = try opened ?? ExportFiles(path: path)
        var collector = RecordCollector(file: path)
        var tables: [String: SamsungTable] = [:]
        var notRead: [String: Int] = [:]
        for name in export.names {
            guard let table = SamsungTable.tableName(name) else { continue }
            let short = shortName(table)
            guard read.contains(short) else {
                notRead[short, default: 0] += 1
                continue
            }
            tables[short] = SamsungTable(
                bytes: try export.bytes(of: name), file: export.display(name), table: table, collector: &collector)
        }
        var reader = SamsungReader(collector: collector, export: export)
        if let stages = tables["sleep_stage"] { try reader.readStages(stages) }
        if let sleep = tables["sleep"] { try reader.readSessions(sleep) }
        if let hr = tables["tracker.heart_rate"] { try reader.readHeartRate(hr) }
        if let t = tables["tracker.oxygen_saturation"] { try reader.readWindows(t, column: "spo2", kind: .spo2) }
        if let t = tables["respiratory_rate"] { try reader.readWindows(t, column: "average", kind: .respiratoryRate) }
        if let t = tables["hrv"] { try reader.readHRV(t) }
        if let t = tables["step_daily_trend"] { try reader.readSteps(t) }
        if let t = tables["activity.day_summary"] { try reader.readActiveEnergy(t) }
        if let t = tables["cycle.flow"] { try reader.readFlow(t) }
        if let t = tables["cycle.prediction"] { reader.countForecast(t) }
        reader.collector.notRead(
            notRead.keys.sorted().map { "\($0) (\(notRead[$0]!) file\(notRead[$0]! == 1 ? "" : "s"))" })
        let found = read.filter { tables[$0] != nil }.sorted()
        reader.collector.layout("Samsung Health export (\(found.joined(separator: ", ")))")
        return try reader.finish()
    }
}
