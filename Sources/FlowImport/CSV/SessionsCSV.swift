import FlowRecords

/// PMSys' session-RPE file (`srpe.csv`): one training session a line, `end_date_time` in UTC,
/// `perceived_exertion` (Borg CR-10) and `duration_min`; other columns are not read.
public enum SessionsCSV {
    /// The columns a session file must have.
    public static let columns = ["end_date_time", "perceived_exertion", "duration_min"]

    /// The sessions read, and the rows rejected with their line and why.
    public struct Read: Sendable {
        /// Each session's local end date, RPE and minutes.
        public var sessions: [(day: CalendarDay, rpe: Double, minutes: Double)]
        /// Rows rejected (a wrong count of fields, an unparseable time, a value out of range).
        public var rejected: [(line: Int, problem: String)]
    }

    /// Each session's local end date (UTC shifted by `utcOffsetSeconds`, the labels' clock),
    /// RPE and minutes. A file without the three columns is an error naming it; a row that
    /// cannot be read (a wrong count of fields, an unparseable time, a negative, non-numeric or
    /// over-24-hour value) is rejected and counted with its line, the others kept.
    public static func read(path: String, utcOffsetSeconds: Int) throws -> Read {
        var lines: [String] = []
        try TextFile.forEachLine(path: path) { line, _ in
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
        }
        return try parse(lines: lines, file: path, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The same from the file's lines.
    public static func parse(lines: [String], file: String, utcOffsetSeconds: Int) throws -> Read {
        guard let first = lines.first, let header = CSVLine.fields(first) else {
            throw InputError.badHeader(file: file, expected: columns.joined(separator: ","), found: lines.first ?? "")
        }
        let index = columns.map { name in header.firstIndex(of: name) }
        guard !index.contains(nil) else {
            throw InputError.badHeader(
                file: file, expected: "a header with " + columns.joined(separator: ", "), found: first)
        }
        let (time, rpe, duration) = (index[0] ?? 0, index[1] ?? 0, index[2] ?? 0)
        var out = Read(sessions: [], rejected: [])
        for (k, line) in lines.enumerated().dropFirst() where !line.trimmingSpaces.isEmpty {
            let lineNumber = k + 1
            guard let cells = CSVLine.fields(line), cells.count == header.count else {
                out.rejected.append((lineNumber, "expected \(header.count) fields as in the header"))
                continue
            }
            guard case .success(let t) = TimestampParser.parse(cells[time]),
                let day = CalendarDay(containing: t.instant + Double(utcOffsetSeconds))
            else {
                out.rejected.append((lineNumber, "end_date_time '\(cells[time])' is not a time with an offset"))
                continue
            }
            func number(_ column: Int, _ name: String, upTo limit: Double) -> Double? {
                guard case .finite(let v) = DecimalParser.parse(cells[column]), v >= 0, v <= limit else {
                    out.rejected.append(
                        (
                            lineNumber,
                            "\(name) '\(cells[column])' is not a number from 0 to \(NumberFormat.shortest(limit))"
                        ))
                    return nil
                }
                return v
            }
            guard let r = number(rpe, "perceived_exertion", upTo: 10),
                let m = number(duration, "duration_min", upTo: 24 * 60)
            else { continue }
            out.sessions.append((day, r, m))
        }
        return out
    }
}
