/// A person's own daily labels (stress, readiness...): header `date,<target>[,...]`,
/// dates `YYYY-MM-DD`, numbers, blank for no label. The label dated D belongs to row D.
public struct LabelTable: Sendable, Equatable {
    /// The target names, in header order.
    public var targets: [String]
    /// One entry per labelled date, in file order.
    public var rows: [Row]
    /// PMSys reports that repeated a day already reported (the later one was kept).
    public var replacedDuplicates = 0
    /// PMSys cells that were not numbers (left blank).
    public var unusableCells = 0
    /// True for a PMSys `wellness.csv`, whose items carry their own scales.
    public var isPMSys = false

    /// One date's labels, one per target (nil where blank).
    public struct Row: Sendable, Equatable {
        /// The date the labels belong to.
        public var day: CalendarDay
        /// One value per target; nil where the cell was blank.
        public var values: [Double?]
        /// The line of the file it came from.
        public var line: Int
    }

    /// The labels of one target by date (blank cells left out).
    public func values(of target: String) -> [CalendarDay: Double]? {
        guard let k = targets.firstIndex(of: target) else { return nil }
        var out: [CalendarDay: Double] = [:]
        for row in rows { if let v = row.values[k] { out[row.day] = v } }
        return out
    }

    /// Reads a labels CSV file: flow's `date,<target>` format, or a PMSys `wellness.csv`
    /// (reports timed in UTC, dated in the local time of `utcOffsetSeconds`).
    public static func read(path: String, utcOffsetSeconds: Int = 0) throws -> LabelTable {
        var lines: [String] = []
        try TextFile.forEachLine(path: path) { line, _ in
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
        }
        return try parse(lines: lines, file: path, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Parses labels CSV text; errors name the file and line.
    public static func parse(_ text: String, file: String = "labels.csv", utcOffsetSeconds: Int = 0) throws -> LabelTable {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        return try parse(lines: lines, file: file, utcOffsetSeconds: utcOffsetSeconds)
    }

    private static func parse(lines: [String], file: String, utcOffsetSeconds: Int) throws -> LabelTable {
        if lines.first?.hasPrefix("effective_time_frame,") == true {
            return try parsePMSys(lines: lines, file: file, utcOffsetSeconds: utcOffsetSeconds)
        }
        guard let headerLine = lines.first else {
            throw InputError.badHeader(file: file, expected: "date,<target>", found: "")
        }
        let header = headerLine.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard header.count >= 2, header[0] == "date", header.dropFirst().allSatisfy({ !$0.isEmpty }) else {
            throw InputError.badHeader(file: file, expected: "date,<target>[,<more targets>]", found: headerLine)
        }
        let targets = Array(header.dropFirst())
        guard Set(targets).count == targets.count else {
            throw InputError.badLine(file: file, line: 1, problem: "a target name appears twice in the header")
        }
        var rows: [Row] = []
        var seen: [CalendarDay: Int] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            if line.trimmingSpaces.isEmpty { continue }
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard cells.count == header.count else {
                throw InputError.badLine(file: file, line: number,
                                         problem: "expected \(header.count) fields, found \(cells.count)")
            }
            guard let day = CalendarDay(iso: cells[0]) else {
                throw InputError.badLine(file: file, line: number, problem: "'\(cells[0])' is not a date YYYY-MM-DD")
            }
            if let first = seen[day] {
                throw InputError.badLine(file: file, line: number,
                                         problem: "date \(day) appears again (first on line \(first))")
            }
            seen[day] = number
            var values: [Double?] = []
            for (k, cell) in cells.dropFirst().enumerated() {
                if cell.isEmpty { values.append(nil); continue }
                guard case .finite(let v) = DecimalParser.parse(cell) else {
                    throw InputError.badLine(file: file, line: number,
                                             problem: "\(targets[k]) '\(cell)' is not a finite number")
                }
                values.append(v)
            }
            rows.append(Row(day: day, values: values, line: number))
        }
        return LabelTable(targets: targets, rows: rows)
    }

    /// PMSys wellness reports: `effective_time_frame` (UTC) and numeric items such as
    /// `stress`; a day reported twice keeps the later report (counted); cells that are not
    /// numbers (such as `soreness_area`) are left blank.
    private static func parsePMSys(lines: [String], file: String, utcOffsetSeconds: Int) throws -> LabelTable {
        guard let header = csvFields(lines[0]), header.count >= 2 else {
            throw InputError.badHeader(file: file, expected: "effective_time_frame,<items>", found: lines[0])
        }
        let targets = Array(header.dropFirst())
        var byDay: [CalendarDay: (instant: Double, row: Row)] = [:]
        var table = LabelTable(targets: targets, rows: [])
        table.isPMSys = true
        for (index, line) in lines.enumerated().dropFirst() where !line.trimmingSpaces.isEmpty {
            let number = index + 1
            guard let cells = csvFields(line), cells.count == header.count else {
                throw InputError.badLine(file: file, line: number, problem: "expected \(header.count) fields")
            }
            guard case .success(let t) = TimestampParser.parse(cells[0]) else {
                throw InputError.badLine(file: file, line: number, problem: "'\(cells[0])' is not a time with an offset")
            }
            let local = t.instant + Double(utcOffsetSeconds)
            let day = CalendarDay(ordinal: Int((local / 86_400).rounded(.down)))
            var values: [Double?] = []
            for cell in cells.dropFirst() {
                if cell.isEmpty { values.append(nil); continue }
                if case .finite(let v) = DecimalParser.parse(cell) { values.append(v) } else {
                    values.append(nil)
                    table.unusableCells += 1
                }
            }
            let row = Row(day: day, values: values, line: number)
            if let earlier = byDay[day] {
                table.replacedDuplicates += 1
                if earlier.instant > t.instant { continue }
            }
            byDay[day] = (t.instant, row)
        }
        table.rows = byDay.values.map(\.row).sorted { $0.day < $1.day }
        return table
    }

    /// The fields of a CSV line with RFC 4180 quoting; nil when a quote is left open.
    static func csvFields(_ line: String) -> [String]? {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var chars = Array(line)
        if chars.last == "\r" { chars.removeLast() }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" { current.append("\""); i += 1 } else { quoted = false }
                } else { current.append(c) }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(c)
            }
            i += 1
        }
        fields.append(current.trimmingSpaces)
        return quoted ? nil : fields
    }
}
