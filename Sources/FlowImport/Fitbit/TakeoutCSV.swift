import FlowRecords

/// The CSV files of a Takeout, read by column name whatever the columns' order: each data
/// row as its fields by lower-cased name, with the line it is on (the header is line 1). One reader for the nightly summaries, Computed Temperature and
/// Google's newer layout.
enum TakeoutCSV {
    /// Calls `body` with each data row that has a value in every column of `needs` (`file` is a
    /// name in the reader's export, or a path on disk when it has none); a row
    /// short of one is rejected as missing an attribute and counted. A header without one
    /// of `needs` is an error naming the file and the column (and, when given, the header
    /// such a file has).
    static func forEachRow(
        _ file: String, needs: [String], header expected: String? = nil, reader: inout FitbitReader,
        _ body: ([String: String], Int, inout FitbitReader) throws -> Void
    ) throws {
        var names: [String]?
        let export = reader.files
        let shown = export?.display(file) ?? file
        reader.reading(file: shown)
        let lines: ((Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void) throws -> Void = { body in
            if let export { try export.forEachLine(of: file, body) } else { try TextFile.forEachLine(path: file, body) }
        }
        try lines { bytes, number in
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            guard let fields = CSVLine.fields(line) else {
                throw InputError.badLine(file: shown, line: number, problem: "a quote is left open")
            }
            guard let header = names else {
                let lower = fields.map { $0.lowercased().trimmingSpaces }
                for column in needs where !lower.contains(column) {
                    throw InputError.badLine(
                        file: shown, line: number,
                        problem: "the header has no column '\(column)'" + (expected.map { "; expected \($0)" } ?? ""))
                }
                names = lower
                return
            }
            if fields.allSatisfy(\.isEmpty) { return }
            var row: [String: String] = [:]
            for (k, name) in header.enumerated() where k < fields.count && !fields[k].isEmpty { row[name] = fields[k] }
            guard needs.allSatisfy({ row[$0] != nil }) else {
                return reader.reject(.missingAttribute, index: number)
            }
            try body(row, number, &reader)
        }
    }
}
