import FlowRecords

/// One CSV file of a vendor's export, read whole: its header, its rows as trimmed fields and
/// the line each starts on. The delimiter is whichever of `,` and `;` the header holds more
/// of (Oura writes `;`, and a spreadsheet may re-save any file so); quoted fields may hold the
/// delimiter, `""` and line breaks (RFC 4180); a byte-order mark and CR line ends are dropped.
public struct VendorCSV: Sendable {
    /// How messages name the file.
    public let file: String
    /// The header's names, as written (a trailing space kept: Oura's `Total Bedtime `).
    public let header: [String]
    /// Each row's fields, trimmed of spaces, and the line it starts on.
    public let rows: [(line: Int, fields: [String])]
    /// The delimiter found.
    public let delimiter: UInt8

    /// Reads `bytes` as a CSV file named `file`; an empty file has no header and no rows.
    public init(bytes: [UInt8], file: String) {
        self.file = file
        var b = bytes[...]
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { b = b.dropFirst(3) }
        let firstLine = b.prefix { $0 != 10 }
        let commas = firstLine.filter { $0 == 44 }.count
        let semicolons = firstLine.filter { $0 == 59 }.count
        delimiter = semicolons > commas ? 59 : 44
        var records: [(Int, [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var i = b.startIndex
        func endField() {
            if field.last == 13 { field.removeLast() }
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        while i < b.endIndex {
            let c = b[i]
            if inQuotes {
                if c == 34 {
                    if i + 1 < b.endIndex, b[i + 1] == 34 {
                        field.append(34)
                        i += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if c == 10 { line += 1 }
                    field.append(c)
                }
            } else if c == 34 {
                inQuotes = true
            } else if c == delimiter {
                endField()
            } else if c == 10 {
                endField()
                records.append((recordLine, fields))
                fields = []
                line += 1
                recordLine = line
            } else {
                field.append(c)
            }
            i += 1
        }
        if !field.isEmpty || !fields.isEmpty {
            endField()
            records.append((recordLine, fields))
        }
        header = records.first?.1 ?? []
        rows = records.dropFirst().filter { !($0.1.count == 1 && $0.1[0].isEmpty) }.map {
            (line: $0.0, fields: $0.1.map { $0.trimmingSpaces })
        }
    }

    /// The position of a column, matched by name with surrounding spaces ignored, or nil.
    public func column(named name: String) -> Int? {
        let wanted = name.trimmingSpaces
        return header.firstIndex { $0.trimmingSpaces == wanted }
    }

    /// The position of a column the reader needs: a file without it is an error naming both.
    public func column(_ name: String) throws -> Int {
        guard let k = column(named: name) else {
            throw InputError.badLine(file: file, line: 1, problem: "the header has no column '\(name.trimmingSpaces)'")
        }
        return k
    }

    /// The rows with as many fields as the header; each other row is rejected and counted.
    /// The collector is told that this file is read now, so its rejections name it.
    public func wellFormedRows(_ collector: inout RecordCollector) -> [(line: Int, fields: [String])] {
        collector.reading(file: file)
        return rows.filter { row in
            guard row.fields.count == header.count else {
                collector.reject(.fieldsUnlikeHeader, line: row.line)
                return false
            }
            return true
        }
    }

    /// True when a file's first bytes start with `names` joined by `,` or by `;` (after a
    /// byte-order mark), followed by the same delimiter.
    public static func startsWith(_ head: [UInt8], _ names: [String]) -> Bool {
        var line = head[...]
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        return [",", ";"].contains { d in line.starts(with: Array((names.joined(separator: d) + d).utf8)) }
    }

    /// True when the header holds every one of `names`.
    public func has(_ names: [String]) -> Bool { names.allSatisfy { column(named: $0) != nil } }
}

extension Array where Element == String {
    /// The field at `k`, or "" when the row is short.
    public subscript(field k: Int) -> String { k < count ? self[k] : "" }
}
