import FlowRecords

/// PMSys `wellness.csv`: one report a line, timed in UTC by `effective_time_frame`.
extension LabelTable {
    /// PMSys wellness reports: `effective_time_frame` (UTC) and numeric items such as
    /// `stress`; a day reported twice keeps the later report (counted); cells that are not
    /// numbers (such as `soreness_area`) are left blank.
    static func parsePMSys(lines: [String], file: String, utcOffsetSeconds: Int) throws -> LabelTable {
        guard let header = CSVLine.fields(lines[0]), header.count >= 2 else {
            throw InputError.badHeader(file: file, expected: "effective_time_frame,<items>", found: lines[0])
        }
        let targets = Array(header.dropFirst())
        var byDay: [CalendarDay: (instant: Double, row: Row)] = [:]
        var table = LabelTable(targets: targets, rows: [], isPMSys: true)
        for (index, line) in lines.enumerated().dropFirst() where !line.trimmingSpaces.isEmpty {
            let number = index + 1
            guard let cells = CSVLine.fields(line), cells.count == header.count else {
                throw InputError.badLine(file: file, line: number, problem: "expected \(header.count) fields")
            }
            guard case .success(let t) = TimestampParser.parse(cells[0]) else {
                throw InputError.badLine(
                    file: file, line: number, problem: "'\(cells[0])' is not a time with an offset")
            }
            guard let day = CalendarDay(containing: t.instant + Double(utcOffsetSeconds)) else {
                throw InputError.badLine(file: file, line: number, problem: "'\(cells[0])' is not a time flow reads")
            }
            var values: [Double?] = []
            for cell in cells.dropFirst() {
                if cell.isEmpty {
                    values.append(nil)
                    continue
                }
                if case .finite(let v) = DecimalParser.parse(cell) {
                    values.append(v)
                } else {
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

}
