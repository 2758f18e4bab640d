/// A person's own daily labels (stress, readiness...): header `date,<target>[,...]`,
/// dates `YYYY-MM-DD`, numbers, blank for no label. The label dated D belongs to row D.
public struct LabelTable: Sendable, Equatable {
    /// The target names, in header order.
    public var targets: [String]
    /// One entry per labelled date, in file order.
    public var rows: [Row]

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

    /// Reads a labels CSV file.
    public static func read(path: String) throws -> LabelTable {
        var lines: [String] = []
        try TextFile.forEachLine(path: path) { line, _ in
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
        }
        return try parse(lines: lines, file: path)
    }

    /// Parses labels CSV text; errors name the file and line.
    public static func parse(_ text: String, file: String = "labels.csv") throws -> LabelTable {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        return try parse(lines: lines, file: file)
    }

    private static func parse(lines: [String], file: String) throws -> LabelTable {
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
}
