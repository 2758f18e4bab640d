import FlowRecords

/// flow's labels CSV: header `date,<target>[,<more targets>]`, dates `YYYY-MM-DD`, numbers,
/// blank for no label; a PMSys `wellness.csv` is recognised by its header and read by
/// `PMSysWellness.swift`.
extension LabelTable {
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
    public static func parse(
        _ text: String, file: String = "labels.csv", utcOffsetSeconds: Int = 0
    ) throws -> LabelTable {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        return try parse(lines: lines, file: file, utcOffsetSeconds: utcOffsetSeconds)
    }

    static func parse(lines: [String], file: String, utcOffsetSeconds: Int) throws -> LabelTable {
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
            let day = try CSVLine.day(of: cells, fields: header.count, file: file, line: number)
            if let first = seen[day] {
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "date \(day) appears again (first on line \(first))")
            }
            seen[day] = number
            var values: [Double?] = []
            for (k, cell) in cells.dropFirst().enumerated() {
                if cell.isEmpty {
                    values.append(nil)
                    continue
                }
                guard case .finite(let v) = DecimalParser.parse(cell) else {
                    throw InputError.badLine(
                        file: file, line: number,
                        problem: "\(targets[k]) '\(cell)' is not a finite number")
                }
                values.append(v)
            }
            rows.append(Row(day: day, values: values, line: number))
        }
        return LabelTable(targets: targets, rows: rows)
    }

}
