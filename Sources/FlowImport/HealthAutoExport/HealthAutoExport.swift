import FlowRecords

/// The files of the Health Auto Export iOS app (its JSON, export version 2;
/// `formats/health-auto-export.md`): `{"data": {"metrics": [{"name", "units", "data": [...]}],
/// "workouts": [...]}}`, one file, or a synced folder of them (one a day, windows that may
/// repeat). Each file is streamed, so a file of any size costs the memory of one entry.
public enum HealthAutoExport {
    /// The source of a value whose entry names none (a weighing typed into the Health app).
    static let defaultSource = "Health Auto Export"

    /// True when a file's first bytes open a Health Auto Export document: `{"data": {` and
    /// then `"metrics"`, `"workouts"` or the end of an empty `data`; or, as some automations post
    /// it without the wrapper, `{"metrics": [` or `{"workouts": [`.
    public static func recognises(head: [UInt8]) -> Bool {
        var i = 0
        func skipSpace() { while i < head.count, [32, 9, 10, 13].contains(head[i]) { i += 1 } }
        func take(_ text: String) -> Bool {
            skipSpace()
            let b = Array(text.utf8)
            guard i + b.count <= head.count, Array(head[i..<(i + b.count)]) == b else { return false }
            i += b.count
            return true
        }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        guard take("{") else { return false }
        let start = i
        if take("\"data\""), take(":"), take("{") { return take("\"metrics\"") || take("\"workouts\"") || take("}") }
        i = start
        return (take("\"metrics\"") || take("\"workouts\"")) && take(":") && take("[")
    }

    /// True when a folder holds Health Auto Export files: its JSON files (by name), the first
    /// of which opens as one.
    public static func recognises(_ files: ExportFiles) -> Bool {
        guard let first = jsonFiles(files).first,
            let head = try? files.prefix(of: first, count: OpenedHistory.headLength)
        else { return false }
        return recognises(head: head)
    }

    /// A folder's JSON files, in name order (the app names them by date, so in date order).
    public static func jsonFiles(_ files: ExportFiles) -> [String] {
        files.names.filter { $0.lowercased().hasSuffix(".json") }
    }

    /// Reads one file, or every JSON file of a folder (`only`, when given, the files to read:
    /// those a library has not seen), as one history; what flow does not read is named in the
    /// report with its count.
    public static func read(
        path: String, files: ExportFiles?, only: Set<String>? = nil
    ) throws -> (RecordHistory, ImportReport) {
        var reader = HealthAutoExportReader(file: path)
        if let files {
            let all = jsonFiles(files)
            let names = all.filter { only?.contains($0) ?? true }
            for name in names {
                reader.collector.reading(file: files.display(name))
                try reader.read(file: files.display(name)) { body in try files.forEachChunk(of: name, body) }
            }
            let others = files.names.filter { !$0.lowercased().hasSuffix(".json") }
            if !others.isEmpty {
                reader.collector.notRead(["\(others.count) file\(others.count == 1 ? "" : "s") not JSON"])
            }
            reader.collector.reading(nil)
            reader.collector.layout(
                "Health Auto Export JSON, \(names.count) file\(names.count == 1 ? "" : "s") of \(all.count)"
            )
        } else {
            try reader.read(file: path) { body in try TextFile.forEachChunk(path: path, chunkSize: 1 << 20, body) }
            reader.collector.layout("Health Auto Export JSON")
        }
        return try reader.finish()
    }
}
