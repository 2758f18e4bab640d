import FlowRecords

/// One line of a CSV file with RFC 4180 quoting (a field may be quoted, `""` inside quotes
/// is one quote), for the small files that are read as text: labels and PMSys reports.
enum CSVLine {
    /// The date that starts a dated line (labels, check-ins), once the line has the header's
    /// number of fields; an error naming the file and line otherwise.
    static func day(
        of fields: [String], fields count: Int, file: String, line: Int, as note: String = ""
    ) throws
        -> CalendarDay
    {
        guard fields.count == count else {
            throw InputError.badLine(
                file: file, line: line, problem: "expected \(count) fields\(note), found \(fields.count)")
        }
        guard let day = CalendarDay(iso: fields[0]) else {
            throw InputError.badLine(file: file, line: line, problem: "'\(fields[0])' is not a date YYYY-MM-DD")
        }
        return day
    }

    /// The fields of a CSV line with RFC 4180 quoting, each trimmed of spaces and tabs; nil
    /// when a quote is left open. A trailing carriage return is not part of the line.
    static func fields(_ line: String) -> [String]? {
        var bytes = Array(line.utf8)
        if bytes.last == 13 { bytes.removeLast() }
        var out: [UInt8] = []
        var ranges: [Range<Int>] = []
        guard bytes.withUnsafeBufferPointer({ split($0[...], into: &out, ranges: &ranges) }) else { return nil }
        return ranges.map { String(decoding: out[$0], as: UTF8.self).trimmingSpaces }
    }

    /// Splits a line's bytes with RFC 4180 quoting: each field, unquoted, is appended to `out`
    /// and its range to `ranges`; false when a quote is left open. Every CSV reader uses this one.
    /// - Complexity: O(line).
    static func split(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, into out: inout [UInt8],
        ranges: inout [Range<Int>]
    ) -> Bool {
        var fieldStart = 0
        var inQuotes = false
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if inQuotes {
                if c == 34 {
                    if i + 1 < line.endIndex, line[i + 1] == 34 {
                        out.append(34)
                        i += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    out.append(c)
                }
            } else if c == 34 {
                inQuotes = true
            } else if c == 44 {
                ranges.append(fieldStart..<out.count)
                fieldStart = out.count
            } else {
                out.append(c)
            }
            i += 1
        }
        ranges.append(fieldStart..<out.count)
        return !inQuotes
    }
}
