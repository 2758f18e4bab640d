import FlowRecords

/// PMSys' session-RPE file (`srpe.csv`): one training session a line, `end_date_time` in UTC,
/// `perceived_exertion` (Borg CR-10) and `duration_min`; other columns are not read.
public enum SessionsCSV {
    /// The columns a session file must have.
    public static let columns = ["end_date_time", "perceived_exertion", "duration_min"]

    /// Each session's local end date (UTC shifted by `utcOffsetSeconds`, the labels' clock),
    /// RPE and minutes; a missing column, an unparseable time, or a negative, non-numeric or
    /// over-24-hour value is an error naming the file, line and field.
    public static func read(
        path: String, utcOffsetSeconds: Int
    ) throws -> [(day: CalendarDay, rpe: Double, minutes: Double)] {
        var lines: [String] = []
        try TextFile.forEachLine(path: path) { line, _ in
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
        }
        return try parse(lines: lines, file: path, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The same from the file's lines.
    public static func parse(
        lines: [String], file: String, utcOffsetSeconds: Int
    ) throws
        -> [(day: CalendarDay, rpe: Double, minutes: Double)]
    {
        guard let first = lines.first, let header = CSVLine.fields(first) else {
            throw InputError.badHeader(file: file, expected: columns.joined(separator: ","), found: lines.first ?? "")
        }
        let index = columns.map { name in header.firstIndex(of: name) }
        guard !index.contains(nil) else {
            throw InputError.badHeader(
                file: file, expected: "a header with " + columns.joined(separator: ", "), found: first)
        }
        let (time, rpe, duration) = (index[0] ?? 0, index[1] ?? 0, index[2] ?? 0)
        var out: [(day: CalendarDay, rpe: Double, minutes: Double)] = []
        for (k, line) in lines.enumerated().dropFirst() where !line.trimmingSpaces.isEmpty {
            let lineNumber = k + 1
            guard let cells = CSVLine.fields(line), cells.count == header.count else {
                throw InputError.badLine(
                    file: file, line: lineNumber, problem: "expected \(header.count) fields as in the header")
            }
            guard case .success(let t) = TimestampParser.parse(cells[time]) else {
                throw InputError.badLine(
                    file: file, line: lineNumber, problem: "end_date_time '\(cells[time])' is not a time with an offset"
                )
            }
            func number(_ column: Int, _ name: String, upTo limit: Double) throws -> Double {
                guard case .finite(let v) = DecimalParser.parse(cells[column]), v >= 0, v <= limit else {
                    throw InputError.badLine(
                        file: file, line: lineNumber,
                        problem: "\(name) '\(cells[column])' is not a number from 0 to \(NumberFormat.shortest(limit))")
                }
                return v
            }
            guard let day = CalendarDay(containing: t.instant + Double(utcOffsetSeconds)) else {
                throw InputError.badLine(
                    file: file, line: lineNumber, problem: "'\(cells[time])' is not a time flow reads")
            }
            out.append(
                (
                    day,
                    try number(rpe, "perceived_exertion", upTo: 10), try number(duration, "duration_min", upTo: 24 * 60)
                ))
        }
        return out
    }
}
