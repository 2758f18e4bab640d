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

    /// The activity columns (SPEC 21), after the device scores, written when the history has active energy.
    public static let activityColumns = ["active_kcal"]

    /// The breathing columns (SPEC 22), last, written when a night has oxygen readings or
    /// breathing disturbances: the night's readings, lowest, % below 90, dip index, median
    /// spacing in seconds, and Apple's disturbances an hour.
    public static let breathingColumns = [
        "spo2_minutes", "spo2_nadir", "t90", "odi3", "spo2_spacing_s", "breathing_disturbances",
    ]

    /// A row's breathing cells, in `breathingColumns` order.
    static func breathingCells(_ row: FeatureRow) -> [Double?] {
        let o = row.oxygen
        return [
            o.map { Double($0.validMinutes) }, o?.nadir, o?.t90, o?.odi3, o?.spacingSeconds, row.breathingDisturbances,
        ]
    }

    /// A night's oxygen from its breathing cells (nil without readings).
    static func oxygen(_ cells: [Double?]) -> OxygenNight? {
        guard let n = cells[0], let nadir = cells[1], let t90 = cells[2], let spacing = cells[4] else { return nil }
        return OxygenNight(validMinutes: Int(n), nadir: nadir, t90: t90, spacingSeconds: spacing, odi3: cells[3])
    }

    /// The header of a table written before the load columns existed, or (`vitals` false)
    /// before the vitals' columns did: both still read. `device` adds the device scores,
    /// `activity` the day's active energy.
    static func header(
        withLoad: Bool, vitals: Bool = true, device: Bool = false, activity: Bool = false, breathing: Bool = false
    ) -> String {
        (["date"] + Feature.allCases.map(\.rawValue) + Feature.allCases.map { $0.rawValue + "_src" }
            + MissingFlag.allCases.map(\.rawValue) + ["no_data"] + FeatureTableParser.extraColumns
            + (withLoad ? LoadColumns.names + (vitals ? vitalColumns : []) : []) + (device ? deviceColumns : [])
            + (activity ? activityColumns : []) + (breathing ? breathingColumns : []))
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
            + (periodStarts.isEmpty
                ? [] : [("period_starts", periodStarts.days.map(\.description).joined(separator: ","))])
            + (periodStarts.statedLength.map { [("cycle_days", "\($0)")] } ?? [])
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
    public static func columns(
        withLoad: Bool, device: Bool = false, activity: Bool = false, breathing: Bool = false
    )
        -> [OutputColumn<FeatureRow>]
    {
        var columns = columnsBeforeActivity(withLoad: withLoad, device: device)
        if activity { columns.append(OutputColumn("active_kcal", .real) { .real($0.activeKcal) }) }
        guard breathing else { return columns }
        for (k, name) in breathingColumns.enumerated() {
            columns.append(OutputColumn(name, .real) { .real(FeatureTable.breathingCells($0)[k]) })
        }
        return columns
    }

    /// Every column group but the activity one, as `columns` lays them out.
    private static func columnsBeforeActivity(withLoad: Bool, device: Bool) -> [OutputColumn<FeatureRow>] {
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

    /// Whether the table's outputs carry the activity column: when any row has active energy.
    public var hasActivityColumns: Bool { rows.contains { $0.activeKcal != nil } }

    /// The columns this table's outputs have (`columns(withLoad:device:activity:)` as the table needs).
    public var outputColumns: [OutputColumn<FeatureRow>] {
        FeatureTable.columns(
            withLoad: hasLoadColumns, device: hasDeviceColumns, activity: hasActivityColumns,
            breathing: hasBreathingColumns)
    }

    /// Whether the table's outputs carry the breathing columns: when a night has oxygen or disturbances.
    public var hasBreathingColumns: Bool { rows.contains { $0.oxygen != nil || $0.breathingDisturbances != nil } }

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
