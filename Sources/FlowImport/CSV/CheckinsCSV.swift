import FlowRecords

/// The check-in file (SPEC 14): `date,<behaviour>…[,stress]`, read as strictly as labels,
/// and edited one day at a time without touching any other line.
public enum CheckinsCSV {
    /// Reads a check-in file; every problem names the file and line (exit 65).
    public static func read(path: String) throws -> CheckinTable {
        var lines: [String] = []
        try TextFile.forEachLine(path: path) { bytes, _ in
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self))
        }
        return try parse(lines, file: path)
    }

    /// Parses check-in lines (the first is the header).
    public static func parse(_ lines: [String], file: String) throws -> CheckinTable {
        guard let headerLine = lines.first, let header = CSVLine.fields(headerLine), header.first == "date" else {
            throw InputError.badLine(
                file: file, line: 1, problem: "a check-in file starts with a header whose first field is date")
        }
        let names = Array(header.dropFirst())
        for (k, name) in names.enumerated() {
            guard !name.isEmpty else {
                throw InputError.badLine(file: file, line: 1, problem: "column \(k + 2) has no name")
            }
            guard !names[..<k].contains(name) else {
                throw InputError.badLine(file: file, line: 1, problem: "the column '\(name)' appears twice")
            }
        }
        let behaviours = names.filter { $0 != CheckinTable.stressColumn }
        var days: [CheckinDay] = []
        var seen = Set<CalendarDay>()
        for (index, line) in lines.enumerated().dropFirst() where !line.trimmingSpaces.isEmpty {
            let number = index + 1
            guard let fields = CSVLine.fields(line) else {
                throw InputError.badLine(file: file, line: number, problem: "a quote is left open")
            }
            let day = try CSVLine.day(
                of: fields, fields: header.count, file: file, line: number, as: " as in the header")
            guard seen.insert(day).inserted else {
                throw InputError.badLine(file: file, line: number, problem: "\(day) appears twice")
            }
            var values: [Double?] = []
            var stress: Double?
            for (name, cell) in zip(names, fields.dropFirst()) {
                guard !cell.isEmpty else {
                    if name != CheckinTable.stressColumn { values.append(nil) }
                    continue
                }
                guard case .finite(let v) = DecimalParser.parse(cell) else {
                    throw InputError.badLine(file: file, line: number, problem: "\(name) '\(cell)' is not a number")
                }
                if name == CheckinTable.stressColumn {
                    guard (1...5).contains(v) else {
                        throw InputError.badLine(file: file, line: number, problem: "stress \(cell) is outside 1-5")
                    }
                    stress = v
                    continue
                }
                guard v >= 0 else {
                    throw InputError.badLine(file: file, line: number, problem: "\(name) \(cell) is negative")
                }
                if CheckinTable.yesNoBehaviours.contains(name), v != 0, v != 1 {
                    throw InputError.badLine(file: file, line: number, problem: "\(name) \(cell) is not 0 or 1")
                }
                values.append(name == "alcohol" ? CheckinTable.alcoholCategory(drinks: v) : v)
            }
            days.append(CheckinDay(day: day, values: values, stress: stress))
        }
        return CheckinTable(behaviours: behaviours, days: days.sorted { $0.day < $1.day })
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
