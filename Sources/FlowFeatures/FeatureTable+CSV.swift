import FlowRecords

extension FeatureTable {
    /// The CSV header: `date`, the 19 features, a `<feature>_src` per feature, the 9 flags,
    /// `no_data`, the extra `hrv_rmssd`, `daytime_hr` and `daytime_hrv`, then the training-load
    /// columns and the night's vitals (empty where there is none).
    public static var csvHeader: String { header(withLoad: true) }

    /// The night vitals' columns (SPEC 18), after the load columns.
    public static let vitalColumns = ["respiratory_rate", "spo2", "wrist_temp"]

    /// The vendor's scores' columns (SPEC 19), after the vitals, written when the history has any.
    public static let deviceColumns = RecordKind.deviceScores.map(\.rawValue)

    /// The header of a table written before the load columns existed, or (`vitals` false)
    /// before the vitals' columns did: both still read. `device` adds the device scores.
    static func header(withLoad: Bool, vitals: Bool = true, device: Bool = false) -> String {
        (["date"] + Feature.allCases.map(\.rawValue) + Feature.allCases.map { $0.rawValue + "_src" }
            + MissingFlag.allCases.map(\.rawValue) + ["no_data"] + FeatureTableParser.extraColumns
            + (withLoad ? LoadColumns.names + (vitals ? vitalColumns : []) : []) + (device ? deviceColumns : []))
            .joined(separator: ",")
    }

    /// The settings a table was made with, as name and value: the feature settings, the HRV
    /// measure, and for the load columns the sex TRIMP was weighted for and the session file.
    /// The `#` line and the database's `settings` table both read them.
    public var settingsPairs: [(name: String, value: String)] {
        settings.pairs + [("hrv", hrv.rawValue)] + (loadSex.map { [("sex", $0.rawValue)] } ?? [])
            + (sessionsFile.map { [("sessions", $0)] } ?? [])
            + (wristTemperatureIsDeviation ? [("wrist_temp", "deviation")] : [])
            + (deviceStrainScale != 100 ? [("device_strain_scale", NumberFormat.shortest(deviceStrainScale))] : [])
    }

    /// The settings line: `# flow features: ` and each setting as `name=value` (spaces in a
    /// value written as %20).
    var settingsLine: String {
        "# flow features: "
            + settingsPairs.map { "\($0.name)=\($0.value.replacing(" ", with: "%20"))" }.joined(separator: " ")
    }

    /// The table's columns as every output writes them: `date`, the 19 features, a
    /// `<feature>_src` per feature, the 9 flags, `no_data`, the extra `hrv_rmssd`, `daytime_hr`
    /// and `daytime_hrv`, then (`withLoad`) the training-load columns and the night's vitals.
    public static func columns(withLoad: Bool, device: Bool = false) -> [OutputColumn<FeatureRow>] {
        var columns: [OutputColumn<FeatureRow>] = [OutputColumn("date", .text) { .text($0.day.description) }]
        for (k, f) in Feature.allCases.enumerated() {
            columns.append(OutputColumn(f.rawValue, .real) { .real($0.values[k]) })
        }
        for (k, f) in Feature.allCases.enumerated() {
            columns.append(OutputColumn(f.rawValue + "_src", .text) { .text($0.provenance[k].rawValue) })
        }
        for (k, flag) in MissingFlag.allCases.enumerated() {
            columns.append(OutputColumn(flag.rawValue, .integer) { .flag($0.flags[k]) })
        }
        columns.append(OutputColumn("no_data", .integer) { .flag($0.isNoData) })
        let extras: [(String, @Sendable (FeatureRow) -> Double?)] = [
            ("hrv_rmssd", { $0.hrvRMSSD }), ("daytime_hr", { $0.daytimeHR }), ("daytime_hrv", { $0.daytimeHRV }),
        ]
        for (name, value) in extras { columns.append(OutputColumn(name, .real) { .real(value($0)) }) }
        guard withLoad else { return columns }
        for (k, name) in LoadColumns.names.enumerated() {
            columns.append(OutputColumn(name, .real) { .real($0.load?.cells[k] ?? nil) })
        }
        let vitals: [@Sendable (FeatureRow) -> Double?] = [
            { $0.respiratoryRate }, { $0.spo2 }, { $0.wristTemperature },
        ]
        for (name, value) in zip(vitalColumns, vitals) {
            columns.append(OutputColumn(name, .real) { .real(value($0)) })
        }
        guard device else { return columns }
        for (k, name) in deviceColumns.enumerated() {
            columns.append(OutputColumn(name, .real) { .real($0.deviceScores[k]) })
        }
        return columns
    }

    /// Whether the table's outputs carry the load and vitals columns: when any row has a load.
    public var hasLoadColumns: Bool { rows.contains { $0.load != nil } }

    /// Whether the table's outputs carry the device scores' columns: when any row has one.
    public var hasDeviceColumns: Bool { rows.contains { $0.deviceScores.contains { $0 != nil } } }

    /// The columns this table's outputs have (`columns(withLoad:device:)` as the table needs).
    public var outputColumns: [OutputColumn<FeatureRow>] {
        FeatureTable.columns(withLoad: hasLoadColumns, device: hasDeviceColumns)
    }

    /// The table as CSV: the settings comment line, the header, one line per row. Numbers
    /// are written with the shortest text that reads back to the same Double.
    public func csv(rows selected: [FeatureRow]? = nil) -> String {
        let columns = outputColumns
        var out = settingsLine + "\n" + columns.csvHeader() + "\n"
        for row in selected ?? rows { out += columns.csvLine(row) + "\n" }
        return out
    }

    /// Reads a table written by `csv()` from a file, streaming it; errors name the file and line.
    public static func read(path: String) throws -> FeatureTable {
        var parser = FeatureTableParser(file: path)
        try TextFile.forEachLine(path: path) { line, number in try parser.consume(line, number: number) }
        return try parser.finish()
    }

    /// Reads a table written by `csv()` from text; errors name the file and line.
    public static func parseCSV(_ text: String, file: String) throws -> FeatureTable {
        var parser = FeatureTableParser(file: file)
        try TextFile.forEachLine(text: text) { line, number in try parser.consume(line, number: number) }
        return try parser.finish()
    }
}

/// Parses a feature table CSV line by line, straight from bytes.
private struct FeatureTableParser {
    let file: String
    var settings: FeatureSettings?
    var hrv = HRVMeasure.sdnn
    var sex: BiologicalSex?
    var sessionsFile: String?
    var sawHeader = false
    /// True when the header has the load columns (a table written since they exist), and
    /// the vitals' columns after them.
    var withLoad = false, withVitals = false, withDevice = false
    var deviation = false
    var strainScale = 100.0
    var rows: [FeatureRow] = []
    static let header = Array(FeatureTable.csvHeader.utf8)
    static let headerWithoutLoad = Array(FeatureTable.header(withLoad: false).utf8)
    static let headerWithoutVitals = Array(FeatureTable.header(withLoad: true, vitals: false).utf8)
    static let headerWithDevice = Array(FeatureTable.header(withLoad: true, device: true).utf8)
    static let provenances: [(Provenance, [UInt8])] = [Provenance.observed, .median, .baseline].map {
        ($0, Array($0.rawValue.utf8))
    }
    static let nf = Feature.allCases.count, nflag = MissingFlag.allCases.count
    /// The columns after `no_data`: extra measures, never imputed, empty where there is none.
    static let extraColumns = ["hrv_rmssd", "daytime_hr", "daytime_hrv"]
    static let fieldCount = 2 + 2 * nf + nflag + extraColumns.count
    /// The features each flag says were measured (SPEC 4): observed exactly when the flag is 0.
    static let measuredBy: [(MissingFlag, [Feature])] = [
        (.sleepMissing, [.sleepHours, .inBedHours, .sleepEfficiency, .wakeCount, .sleepMidpoint]),
        (.stagesMissing, [.deepShare, .remShare]), (.historyMissing, [.sleepRegularity]),
        (.stepsMissing, [.steps, .activeHours, .movementSpread]), (.rhrMissing, [.restingHR, .rhrDelta]),
        (.hrvMissing, [.hrvSDNN, .hrvRatio]), (.sleepingHRMissing, [.sleepingHR]), (.strainMissing, [.strainLoad]),
    ]

    /// The features a summary (a night's totals, a day's step total) cannot give: filled in
    /// while their group's flag says measured.
    static let knownOnlyInDetail: Set<Feature> = [.wakeCount, .activeHours, .movementSpread]

    init(file: String) { self.file = file }

    func text(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b), as: UTF8.self)
    }

    mutating func consume(_ line: Slice<UnsafeBufferPointer<UInt8>>, number: Int) throws {
        guard let settings else {
            guard line.first == 35, let s = FeatureSettings(commentLine: text(line)) else {  // '#'
                throw InputError.badLine(
                    file: file, line: number,
                    problem:
                        "a feature table starts with its settings line (\(FeatureSettings().commentLine))")
            }
            self.settings = s
            // `hrv=` names the HRV measure; a table without it (older flow) holds SDNN.
            for word in text(line).split(separator: " ") where word.hasPrefix("hrv=") {
                guard let measure = HRVMeasure(rawValue: String(word.dropFirst(4))) else {
                    throw InputError.badLine(
                        file: file, line: number, problem: "the settings line's '\(word)' is not hrv=sdnn or hrv=rmssd")
                }
                hrv = measure
            }
            for word in text(line).split(separator: " ") where word.hasPrefix("sex=") {
                guard let s = BiologicalSex(rawValue: String(word.dropFirst(4))) else {
                    throw InputError.badLine(
                        file: file, line: number, problem: "the settings line's '\(word)' is not sex=female or sex=male"
                    )
                }
                sex = s
            }
            deviation = text(line).split(separator: " ").contains("wrist_temp=deviation")
            for word in text(line).split(separator: " ") where word.hasPrefix("device_strain_scale=") {
                guard case .finite(let v) = DecimalParser.parse(String(word.dropFirst(20))), v > 0 else {
                    throw InputError.badLine(
                        file: file, line: number, problem: "the settings line's '\(word)' is not a positive number")
                }
                strainScale = v
            }
            for word in text(line).split(separator: " ") where word.hasPrefix("sessions=") {
                sessionsFile = String(word.dropFirst(9)).replacing("%20", with: " ")
            }
            return
        }
        _ = settings
        if !sawHeader {
            withDevice = line.elementsEqual(FeatureTableParser.headerWithDevice)
            withVitals = withDevice || line.elementsEqual(FeatureTableParser.header)
            withLoad = withVitals || line.elementsEqual(FeatureTableParser.headerWithoutVitals)
            guard withLoad || line.elementsEqual(FeatureTableParser.headerWithoutLoad) else {
                throw InputError.badHeader(file: file, expected: FeatureTable.csvHeader, found: text(line))
            }
            sawHeader = true
            return
        }
        if line.isEmpty { return }
        var cells: [Slice<UnsafeBufferPointer<UInt8>>] = []
        cells.reserveCapacity(FeatureTableParser.fieldCount)
        var start = line.startIndex
        for i in line.indices where line[i] == 44 {
            cells.append(line[start..<i])
            start = i + 1
        }
        cells.append(line[start..<line.endIndex])
        let nf = FeatureTableParser.nf
        let nflag = FeatureTableParser.nflag
        let fieldCount =
            FeatureTableParser.fieldCount + (withLoad ? LoadColumns.names.count : 0)
            + (withVitals ? FeatureTable.vitalColumns.count : 0) + (withDevice ? FeatureTable.deviceColumns.count : 0)
        guard cells.count == fieldCount else {
            throw InputError.badLine(
                file: file, line: number, problem: "expected \(fieldCount) fields, found \(cells.count)")
        }
        guard let day = CalendarDay(iso: Substring(text(cells[0]))) else {
            throw InputError.badLine(file: file, line: number, problem: "date '\(text(cells[0]))' is not YYYY-MM-DD")
        }
        if let last = rows.last, day != last.day.adding(days: 1) {
            throw InputError.badLine(file: file, line: number, problem: "date \(day) does not follow \(last.day)")
        }
        var values: [Double] = []
        values.reserveCapacity(nf)
        for (k, f) in Feature.allCases.enumerated() {
            guard case .finite(let v) = DecimalParser.parse(cells[1 + k]) else {
                throw InputError.badLine(
                    file: file, line: number, problem: "\(f.rawValue) '\(text(cells[1 + k]))' is not a number")
            }
            guard f.clamp.contains(v) else {
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "\(f.rawValue) \(text(cells[1 + k])) lies outside its range "
                        + "\(NumberFormat.shortest(f.clamp.lowerBound)) to \(NumberFormat.shortest(f.clamp.upperBound))"
                )
            }
            values.append(v)
        }
        var provenance: [Provenance] = []
        provenance.reserveCapacity(nf)
        for (k, f) in Feature.allCases.enumerated() {
            let cell = cells[1 + nf + k]
            guard let p = FeatureTableParser.provenances.first(where: { cell.elementsEqual($0.1) })?.0 else {
                throw InputError.badLine(
                    file: file, line: number,
                    problem: "\(f.rawValue)_src '\(text(cell))' is not observed, median or baseline")
            }
            provenance.append(p)
        }
        var flags: [Bool] = []
        flags.reserveCapacity(nflag)
        for (k, flag) in MissingFlag.allCases.enumerated() {
            let cell = cells[1 + 2 * nf + k]
            guard cell.count == 1, let c = cell.first, c == 48 || c == 49 else {
                throw InputError.badLine(
                    file: file, line: number, problem: "\(flag.rawValue) '\(text(cell))' is not 0 or 1")
            }
            flags.append(c == 49)
        }
        /// Optional numbers from the cells at `base` on, one per name: empty is nil; each must be
        /// 0 or more unless its name is in `signed`.
        func optional(_ names: [String], at base: Int, signed: Set<String> = []) throws -> [Double?] {
            try names.enumerated().map { k, name -> Double? in
                let cell = cells[base + k]
                guard !cell.isEmpty else { return nil }
                guard case .finite(let v) = DecimalParser.parse(cell), v >= 0 || signed.contains(name) else {
                    throw InputError.badLine(
                        file: file, line: number,
                        problem: "\(name) '\(text(cell))' is not a number"
                            + (signed.contains(name) ? "" : " of 0 or more"))
                }
                return v
            }
        }
        let extraStart = 2 * nf + nflag + 2
        let extras = try optional(FeatureTableParser.extraColumns, at: extraStart)
        // A flag is 1 exactly when the features it covers were not measured.
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
        var row = FeatureRow(
            day: day, values: values, provenance: provenance, flags: flags, hrvRMSSD: extras[0],
            daytimeHR: extras[1], daytimeHRV: extras[2])
        if withLoad {
            // Form may be negative; every other load column is 0 or more.
            let load = try optional(
                LoadColumns.names, at: extraStart + FeatureTableParser.extraColumns.count, signed: ["form"])
            guard let columns = LoadColumns(cells: load) else {
                throw InputError.badLine(
                    file: file, line: number, problem: "the load columns need trimp_coverage_min, atl, ctl and form")
            }
            row.load = columns
        }
        if withVitals {
            // The wrist temperature may be a deviation from a ring's baseline (SPEC 19): signed.
            let vitalsStart = extraStart + FeatureTableParser.extraColumns.count + LoadColumns.names.count
            let vitals = try optional(FeatureTable.vitalColumns, at: vitalsStart, signed: ["wrist_temp"])
            (row.respiratoryRate, row.spo2, row.wristTemperature) = (vitals[0], vitals[1], vitals[2])
            if withDevice {
                let device = try optional(
                    FeatureTable.deviceColumns, at: vitalsStart + FeatureTable.vitalColumns.count)
                (row.deviceRecovery, row.deviceSleep, row.deviceStrain) = (device[0], device[1], device[2])
            }
        }
        let noData = cells[2 * nf + nflag + 1]
        guard noData.count == 1, noData.first == (row.isNoData ? 49 : 48) else {
            throw InputError.badLine(file: file, line: number, problem: "no_data does not match the flags")
        }
        rows.append(row)
    }

    func finish() throws -> FeatureTable {
        guard let settings else {
            throw InputError.badLine(
                file: file, line: 1,
                problem: "a feature table starts with its settings line (\(FeatureSettings().commentLine))")
        }
        guard sawHeader else { throw InputError.badHeader(file: file, expected: FeatureTable.csvHeader, found: "") }
        guard !rows.isEmpty else { throw InputError.empty(file: file, detail: "the feature table has no rows") }
        var table = FeatureTable(settings: settings, rows: rows, hrv: hrv)
        table.wristTemperatureIsDeviation = deviation
        table.deviceStrainScale = strainScale
        if withLoad {
            table.loadSex = sex ?? .male
            table.sessionsFile = sessionsFile
        }
        return table
    }
}
