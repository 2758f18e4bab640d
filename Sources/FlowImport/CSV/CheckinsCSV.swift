import FlowRecords

/// The check-in file (SPEC 14): `date,<behaviour>…[,stress]`, read as strictly as labels,
/// and edited one day at a time without touching any other line.
public enum CheckinsCSV {
    /// Reads a check-in file; every problem names the file and line (exit 65).
    public static func read(path: String) throws -> CheckinTable {
        try parse(lines(path: path), file: path)
    }

    /// Reads a check-in file for an import: a header that is not one is an error; a line that
    /// cannot be read is left out and named (`name`: the file as messages name it).
    public static func read(path: String, name: String) throws -> CheckinFile {
        try file(lines(path: path), file: name)
    }

    /// A text file's lines, a byte-order mark at its start dropped.
    static func lines(path: String) throws -> [String] {
        var lines: [String] = []
        try TextFile.forEachLine(path: path) { bytes, _ in
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self))
        }
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        return lines
    }

    /// Parses check-in lines (the first is the header); the first line that cannot be read is
    /// an error naming the file and line (exit 65).
    public static func parse(_ lines: [String], file: String) throws -> CheckinTable {
        let read = try self.file(lines, file: file)
        if let first = read.rejected.first {
            throw InputError.badLine(file: file, line: first.line, problem: first.problem)
        }
        return read.table
    }

    /// The file's text with one day's cells set: `cells` maps column names to the text to
    /// write. Every other line is kept byte for byte; in the day's own line only the named
    /// cells change; a new day goes in date order with its other cells blank; a column not
    /// in the header yet is added at its end (the other lines then end with one more comma).
    /// `existing` nil starts a new file with flow's columns.
    public static func setting(
        _ cells: [(String, String)], on day: CalendarDay, in existing: String?, file: String
    ) throws -> String {
        var lines = (existing ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if existing == nil || lines.allSatisfy({ $0.trimmingSpaces.isEmpty }) {
            lines = [
                (["date"] + CheckinTable.knownBehaviours + [CheckinTable.stressColumn]).joined(separator: ","), "",
            ]
        }
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        // refuses a file that is not a check-in file
        _ = try parse(lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }, file: file)
        var header = CSVLine.fields(lines[0].hasSuffix("\r") ? String(lines[0].dropLast()) : lines[0]) ?? []
        let added = cells.map(\.0).filter { !header.contains($0) }
        if !added.isEmpty {
            for i in lines.indices where !lines[i].trimmingSpaces.isEmpty {
                let cr = lines[i].hasSuffix("\r")
                var line = cr ? String(lines[i].dropLast()) : lines[i]
                line += i == 0 ? "," + added.joined(separator: ",") : String(repeating: ",", count: added.count)
                lines[i] = line + (cr ? "\r" : "")
            }
            header += added
        }
        let date = day.description
        var target: Int?
        var insertAt = lines.count
        for i in lines.indices.dropFirst() {
            let first = lines[i].prefix { $0 != "," }
            if first == date {
                target = i
                break
            }
            if let d = CalendarDay(iso: String(first)), d > day, insertAt == lines.count { insertAt = i }
        }
        var fields: [String]
        if let target {
            let cr = lines[target].hasSuffix("\r")
            fields = CSVLine.fields(cr ? String(lines[target].dropLast()) : lines[target]) ?? []
        } else {
            fields = [date] + Array(repeating: "", count: header.count - 1)
        }
        for (name, text) in cells { if let k = header.firstIndex(of: name) { fields[k] = text } }
        let line = fields.joined(separator: ",")
        if let target {
            lines[target] = line + (lines[target].hasSuffix("\r") ? "\r" : "")
        } else {
            lines.insert(line, at: insertAt)
        }
        let text = lines.joined(separator: "\n") + "\n"
        _ = try parse(text.split(separator: "\n").map(String.init), file: file)  // what is written reads back
        return text
    }
}
