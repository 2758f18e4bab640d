import FlowRecords

extension FeatureTableParser {
    /// One row: its cells split at commas and counted, the date following the last row's,
    /// then the values, their sources, the flags and the extras, each cell checked, the flags
    /// agreeing with the sources, then the column groups and `no_data`.
    func row(_ line: Bytes, number: Int) throws -> FeatureRow {
        let cells = try split(line, number: number)
        guard let day = CalendarDay(iso: Substring(text(cells[0]))) else {
            throw InputError.badLine(file: file, line: number, problem: "date '\(text(cells[0]))' is not YYYY-MM-DD")
        }
        if let last = rows.last, day != last.day.adding(days: 1) {
            throw InputError.badLine(file: file, line: number, problem: "date \(day) does not follow \(last.day)")
        }
        let values = try values(cells, number: number)
        let provenance = try sources(cells, number: number)
        let flags = try flags(cells, number: number)
        let extras = try optional(FeatureTableParser.extraColumns, cells, at: FeatureTableParser.extraStart, number)
        try checkAgreement(flags: flags, provenance: provenance, number: number)
        var row = FeatureRow(
            day: day, values: values, provenance: provenance, flags: flags, hrvRMSSD: extras[0],
            daytimeHR: extras[1], daytimeHRV: extras[2])
        try readColumnGroups(into: &row, cells, number: number)
        let noData = cells[2 * FeatureTableParser.nf + FeatureTableParser.nflag + 1]
        guard noData.count == 1, noData.first == (row.isNoData ? 49 : 48) else {
            throw InputError.badLine(file: file, line: number, problem: "no_data does not match the flags")
        }
        return row
    }

    /// The line's cells, as many as the header's column groups make.
    func split(_ line: Bytes, number: Int) throws -> [Bytes] {
        var cells: [Bytes] = []
        cells.reserveCapacity(FeatureTableParser.fieldCount)
        var start = line.startIndex
        for i in line.indices where line[i] == 44 {  // ','
            cells.append(line[start..<i])
            start = i + 1
        }
        cells.append(line[start..<line.endIndex])
        let fieldCount =
            FeatureTableParser.fieldCount + (withLoad ? LoadColumns.names.count : 0)
            + (withVitals ? FeatureTable.vitalColumns.count : 0) + (withDevice ? FeatureTable.deviceColumns.count : 0)
            + (withActivity ? FeatureTable.activityColumns.count : 0)
            + (withBreathing ? FeatureTable.breathingColumns.count : 0)
        guard cells.count == fieldCount else {
            throw InputError.badLine(
                file: file, line: number, problem: "expected \(fieldCount) fields, found \(cells.count)")
        }
        return cells
    }

    /// The 19 feature values: each a number within its feature's range.
    func values(_ cells: [Bytes], number: Int) throws -> [Double] {
        try Feature.allCases.enumerated().map { k, f in
            let cell = cells[1 + k]
            guard case .finite(let v) = DecimalParser.parse(cell) else {
                throw InputError.badLine(
                    file: file, line: number, problem: "\(f.rawValue) '\(text(cell))' is not a number")
            }
            guard f.clamp.contains(v) else {
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "\(f.rawValue) \(text(cell)) lies outside its range "
                        + "\(NumberFormat.shortest(f.clamp.lowerBound)) to \(NumberFormat.shortest(f.clamp.upperBound))"
                )
            }
            return v
        }
    }

    /// The 19 `<feature>_src` cells: observed, median or baseline.
    func sources(_ cells: [Bytes], number: Int) throws -> [Provenance] {
        try Feature.allCases.enumerated().map { k, f in
            let cell = cells[1 + FeatureTableParser.nf + k]
            guard let p = FeatureTableParser.provenances.first(where: { cell.elementsEqual($0.1) })?.0 else {
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "\(f.rawValue)_src '\(text(cell))' is not observed, median or baseline")
            }
            return p
        }
    }

    /// The missing-data flags: each 0 or 1.
    func flags(_ cells: [Bytes], number: Int) throws -> [Bool] {
        try MissingFlag.allCases.enumerated().map { k, flag in
            let cell = cells[1 + 2 * FeatureTableParser.nf + k]
            guard cell.count == 1, let c = cell.first, c == 48 || c == 49 else {
                throw InputError.badLine(
                    file: file, line: number, problem: "\(flag.rawValue) '\(text(cell))' is not 0 or 1")
            }
            return c == 49
        }
    }

    /// A flag is 1 exactly when the features it covers were not measured.
    func checkAgreement(flags: [Bool], provenance: [Provenance], number: Int) throws {
        for (flag, features) in FeatureTableParser.measuredBy {
            for f in features where flags[flag.index] == (provenance[f.index] == .observed) {
                // A night known only by its totals (SPEC 19) has no wake-ups to count, and a day
                // known by its step total no hours: filled in while the group stays measured.
                if FeatureTableParser.knownOnlyInDetail.contains(f), !flags[flag.index] { continue }
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "\(f.rawValue)_src is \(provenance[f.index].rawValue) "
                        + "while \(flag.rawValue) is \(flags[flag.index] ? 1 : 0)")
            }
        }
    }

    /// The column groups the header announced after the extras: load, vitals, device scores,
    /// and the activity column, always last.
    func readColumnGroups(into row: inout FeatureRow, _ cells: [Bytes], number: Int) throws {
        var end = cells.count
        if withBreathing {
            end -= FeatureTable.breathingColumns.count
            let breathing = try optional(FeatureTable.breathingColumns, cells, at: end, number)
            (row.oxygen, row.breathingDisturbances) = (FeatureTable.oxygen(breathing), breathing[5])
        }
        if withActivity {
            end -= FeatureTable.activityColumns.count
            row.activeKcal = try optional(FeatureTable.activityColumns, cells, at: end, number)[0]
        }
        let loadStart = FeatureTableParser.extraStart + FeatureTableParser.extraColumns.count
        if withLoad {
            // Form may be negative; every other load column is 0 or more.
            let load = try optional(LoadColumns.names, cells, at: loadStart, number, signed: ["form"])
            guard let columns = LoadColumns(cells: load) else {
                throw InputError.badLine(
                    file: file, line: number, problem: "the load columns need trimp_coverage_min, atl, ctl and form")
            }
            row.load = columns
        }
        guard withVitals else { return }
        // The wrist temperature may be a deviation from a ring's baseline (SPEC 19): signed.
        let vitalsStart = loadStart + LoadColumns.names.count
        let vitals = try optional(FeatureTable.vitalColumns, cells, at: vitalsStart, number, signed: ["wrist_temp"])
        (row.respiratoryRate, row.spo2, row.wristTemperature) = (vitals[0], vitals[1], vitals[2])
        guard withDevice else { return }
        let device = try optional(
            FeatureTable.deviceColumns, cells, at: vitalsStart + FeatureTable.vitalColumns.count, number)
        (row.deviceRecovery, row.deviceSleep, row.deviceStrain) = (device[0], device[1], device[2])
    }

    /// Optional numbers from the cells at `base` on, one per name: empty is nil; each must be
    /// 0 or more unless its name is in `signed`.
    func optional(
        _ names: [String], _ cells: [Bytes], at base: Int, _ number: Int, signed: Set<String> = []
    ) throws -> [Double?] {
        try names.enumerated().map { k, name -> Double? in
            let cell = cells[base + k]
            guard !cell.isEmpty else { return nil }
            guard case .finite(let v) = DecimalParser.parse(cell), v >= 0 || signed.contains(name) else {
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "\(name) '\(text(cell))' is not a number" + (signed.contains(name) ? "" : " of 0 or more"))
            }
            return v
        }
    }
}
