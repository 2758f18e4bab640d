import FlowRecords

extension FeatureTable {
    /// The CSV header: `date`, the 19 features, a `<feature>_src` per feature, the 9 flags
    /// and `no_data`.
    public static var csvHeader: String {
        (["date"] + Feature.allCases.map(\.rawValue) + Feature.allCases.map { $0.rawValue + "_src" }
            + MissingFlag.allCases.map(\.rawValue) + ["no_data"]).joined(separator: ",")
    }

    /// The table as CSV: the settings comment line, the header, one line per row. Numbers
    /// are written with the shortest text that reads back to the same Double.
    public func csv(rows selected: [FeatureRow]? = nil) -> String {
        var out = settings.commentLine + "\n" + FeatureTable.csvHeader + "\n"
        for row in selected ?? rows {
            var cells: [String] = [row.day.description]
            cells += row.values.map(FeatureSettings.format)
            cells += row.provenance.map(\.rawValue)
            cells += row.flags.map { $0 ? "1" : "0" }
            cells.append(row.isNoData ? "1" : "0")
            out += cells.joined(separator: ",") + "\n"
        }
        return out
    }

    /// Reads a table written by `csv()`; errors name the file and line.
    public static func parseCSV(_ text: String, file: String) throws -> FeatureTable {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        guard let first = lines.first, first.hasPrefix("#"),
              let settings = FeatureSettings(commentLine: String(first)) else {
            throw InputError.badLine(file: file, line: 1, problem:
                "a feature table starts with its settings line (\(FeatureSettings().commentLine))")
        }
        guard lines.count > 1, lines[1] == csvHeader else {
            throw InputError.badHeader(file: file, expected: csvHeader, found: lines.count > 1 ? String(lines[1]) : "")
        }
        let nf = Feature.allCases.count, nflag = MissingFlag.allCases.count
        var rows: [FeatureRow] = []
        for (i, line) in lines.enumerated().dropFirst(2) where !line.isEmpty {
            let number = i + 1
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            guard cells.count == 1 + 2 * nf + nflag + 1 else {
                throw InputError.badLine(file: file, line: number,
                                         problem: "expected \(2 + 2 * nf + nflag) fields, found \(cells.count)")
            }
            guard let day = CalendarDay(iso: cells[0]) else {
                throw InputError.badLine(file: file, line: number, problem: "date '\(cells[0])' is not YYYY-MM-DD")
            }
            if let last = rows.last, day != last.day.adding(days: 1) {
                throw InputError.badLine(file: file, line: number, problem: "date \(day) does not follow \(last.day)")
            }
            var values: [Double] = []
            for (f, cell) in zip(Feature.allCases, cells[1...nf]) {
                guard case .finite(let v) = DecimalParser.parse(String(cell)) else {
                    throw InputError.badLine(file: file, line: number, problem: "\(f.rawValue) '\(cell)' is not a number")
                }
                values.append(v)
            }
            var provenance: [Provenance] = []
            for (f, cell) in zip(Feature.allCases, cells[(nf + 1)...(2 * nf)]) {
                guard let p = Provenance(rawValue: String(cell)) else {
                    throw InputError.badLine(file: file, line: number,
                                             problem: "\(f.rawValue)_src '\(cell)' is not observed, median or baseline")
                }
                provenance.append(p)
            }
            var flags: [Bool] = []
            for (flag, cell) in zip(MissingFlag.allCases, cells[(2 * nf + 1)...(2 * nf + nflag)]) {
                guard cell == "0" || cell == "1" else {
                    throw InputError.badLine(file: file, line: number, problem: "\(flag.rawValue) '\(cell)' is not 0 or 1")
                }
                flags.append(cell == "1")
            }
            let row = FeatureRow(day: day, values: values, provenance: provenance, flags: flags)
            guard cells[2 * nf + nflag + 1] == (row.isNoData ? "1" : "0") else {
                throw InputError.badLine(file: file, line: number, problem: "no_data does not match the flags")
            }
            rows.append(row)
        }
        guard !rows.isEmpty else { throw InputError.empty(file: file, detail: "the feature table has no rows") }
        return FeatureTable(settings: settings, rows: rows)
    }
}
