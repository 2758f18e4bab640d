import FlowRecords

/// One `com.samsung.{health,shealth}.<table>.<stamp>.csv` of a Samsung Health export
/// (`formats/samsung-health.md`): its first line is a metadata line (`<table>,<n>,<n>`), the
/// second the header; every data row ends with one empty field more than the header names;
/// `tracker.heart_rate`'s header starts with an empty name, its names shifted one place right.
/// Columns are found by their bare name, with or without the `com.samsung.health.<type>.`
/// prefix.
struct SamsungTable {
    /// The table's name (`com.samsung.health.sleep_stage`).
    let table: String
    /// How messages name the file.
    let file: String
    /// The header's names, bare (prefix dropped).
    let names: [String]
    /// The data rows, each as many fields as names, and their lines.
    let rows: [(line: Int, fields: [String])]

    /// The table a file name holds: `com.samsung.shealth.tracker.heart_rate.20250101120000.csv`
    /// → `com.samsung.shealth.tracker.heart_rate`; nil for a file that is no table.
    static func tableName(_ file: String) -> String? {
        let base = ExportFiles.baseName(file)
        guard base.hasPrefix("com.samsung."), base.lowercased().hasSuffix(".csv") else { return nil }
        var parts = base.dropLast(4).split(separator: ".")
        if let last = parts.last, last.allSatisfy(\.isNumber) { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    init(bytes: [UInt8], file: String, table: String, collector: inout RecordCollector) {
        (self.table, self.file) = (table, file)
        // Drop the metadata line, keep its line numbering.
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let newline = body.firstIndex(of: 10) { body = body[(newline + 1)...] } else { body = [][...] }
        let csv = VendorCSV(bytes: Array(body), file: file)
        var header = csv.header
        let shifted = header.first?.isEmpty == true
        if shifted { header.removeFirst() }
        names = header.map { name in
            // `com.samsung.health.heart_rate.start_time` → `start_time`.
            name.hasPrefix("com.samsung.") ? String(name.split(separator: ".").last ?? "") : name
        }
        var rows: [(line: Int, fields: [String])] = []
        collector.reading(file: file)
        for row in csv.rows {
            var fields = row.fields
            // The trailing comma's empty field (and nothing else) is dropped.
            if fields.count == names.count + 1, fields.last?.isEmpty == true { fields.removeLast() }
            guard fields.count == names.count else {
                collector.reject(.fieldsUnlikeHeader, line: row.line + 1)
                continue
            }
            rows.append((row.line + 1, fields))
        }
        self.rows = rows
    }

    /// The position of a column by its bare name, or nil.
    func column(named name: String) -> Int? { names.firstIndex(of: name) }

    /// The position of a needed column: its absence is an error naming the file and column.
    func column(_ name: String) throws -> Int {
        guard let k = column(named: name) else {
            throw InputError.badLine(file: file, line: 2, problem: "the header has no column '\(name)'")
        }
        return k
    }
}

/// Samsung's times: `2024-11-02 03:17:00.000` in UTC, shown on the row's `time_offset`
/// (`UTC+0100`).
enum SamsungTime {
    /// The offset of `UTC±HHMM` in seconds east of UTC, or nil.
    static func offset(_ text: String) -> Int32? { WallClock.utcOffset(text, colon: false) }

    /// A UTC time on `offset`, or nil.
    static func time(_ text: String, offset: Int32) -> Timestamp? {
        guard let t = WallClock.time(String(text.prefix(19)), offset: 0) else { return nil }
        return Timestamp(instant: t.instant, offsetSeconds: offset)
    }
}
