import FlowRecords

/// Reads a feature table CSV (as `FeatureTable.csv()` writes it) line by line, straight from
/// bytes: the settings line, then the header, then one row per line, each checked where it is
/// read so an error names the file, the line and the column.
struct FeatureTableParser {
    /// One line's bytes, or one cell's.
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    let file: String
    var settings: FeatureSettings?
    var hrv = HRVMeasure.sdnn
    var sex: BiologicalSex?
    var sessionsFile: String?
    var sawHeader = false
    /// True when the header has the load columns (a table written since they exist), and
    /// the vitals' columns after them.
    var withLoad = false, withVitals = false, withDevice = false, withActivity = false, withBreathing = false
    var deviation = false
    var strainScale = 100.0
    var starts: [CalendarDay] = [], statedCycleDays: Int?
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
    /// Where the extra columns start: after the date, the values, their sources, the flags and `no_data`.
    static let extraStart = 2 * nf + nflag + 2
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

    func text(_ b: Bytes) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b), as: UTF8.self)
    }

    /// Takes the next line: the settings line first, then the header, then rows (a blank line is skipped).
    mutating func consume(_ line: Bytes, number: Int) throws {
        if settings == nil { return try consumeSettings(line, number: number) }
        if !sawHeader { return try consumeHeader(line) }
        if line.isEmpty { return }
        rows.append(try row(line, number: number))
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
        table.periodStarts = PeriodStarts(days: starts, statedLength: statedCycleDays)
        if withLoad {
            table.loadSex = sex ?? .male
            table.sessionsFile = sessionsFile
        }
        return table
    }
}

extension FeatureTableParser {
    /// The settings line: the feature settings, then the words a newer table adds (`hrv=`,
    /// `sex=`, `wrist_temp=deviation`, `device_strain_scale=`, `sessions=`); a table without
    /// `hrv=` (an older flow) holds SDNN.
    mutating func consumeSettings(_ line: Bytes, number: Int) throws {
        guard line.first == 35, let s = FeatureSettings(commentLine: text(line)) else {  // '#'
            throw InputError.badLine(
                file: file, line: number,
                problem: "a feature table starts with its settings line (\(FeatureSettings().commentLine))")
        }
        settings = s
        func bad(_ word: Substring, _ expected: String) -> InputError {
            InputError.badLine(file: file, line: number, problem: "the settings line's '\(word)' is not \(expected)")
        }
        for word in text(line).split(separator: " ") {
            if let value = word.value(after: "hrv=") {
                guard let measure = HRVMeasure(rawValue: value) else { throw bad(word, "hrv=sdnn or hrv=rmssd") }
                hrv = measure
            } else if let value = word.value(after: "sex=") {
                guard let s = BiologicalSex(rawValue: value) else { throw bad(word, "sex=female or sex=male") }
                sex = s
            } else if word == "wrist_temp=deviation" {
                deviation = true
            } else if let value = word.value(after: "device_strain_scale=") {
                guard case .finite(let v) = DecimalParser.parse(value), v > 0 else {
                    throw bad(word, "a positive number")
                }
                strainScale = v
            } else if let value = word.value(after: "period_starts=") {
                let days = value.split(separator: ",").map { CalendarDay(iso: $0) }
                guard days.allSatisfy({ $0 != nil }) else { throw bad(word, "dates YYYY-MM-DD joined by commas") }
                starts = days.compactMap { $0 }
            } else if let value = word.value(after: "cycle_days=") {
                guard let days = Int(value), (1...365).contains(days) else { throw bad(word, "a number of days") }
                statedCycleDays = days
            } else if let value = word.value(after: "sessions=") {
                sessionsFile = value.replacing("%20", with: " ")
            }
        }
    }

    /// The header: one of the four a flow has written, which says which column groups follow,
    /// with the activity and then the breathing columns after any of them.
    mutating func consumeHeader(_ whole: Bytes) throws {
        func ends(_ line: Bytes, with columns: [String]) -> Bytes? {
            let suffix = Array(("," + columns.joined(separator: ",")).utf8)
            return line.count > suffix.count && line.suffix(suffix.count).elementsEqual(suffix)
                ? line.dropLast(suffix.count) : nil
        }
        var line = whole
        if let rest = ends(line, with: FeatureTable.breathingColumns) { (line, withBreathing) = (rest, true) }
        if let rest = ends(line, with: FeatureTable.activityColumns) { (line, withActivity) = (rest, true) }
        withDevice = line.elementsEqual(FeatureTableParser.headerWithDevice)
        withVitals = withDevice || line.elementsEqual(FeatureTableParser.header)
        withLoad = withVitals || line.elementsEqual(FeatureTableParser.headerWithoutVitals)
        guard withLoad || line.elementsEqual(FeatureTableParser.headerWithoutLoad) else {
            throw InputError.badHeader(file: file, expected: FeatureTable.csvHeader, found: text(whole))
        }
        sawHeader = true
    }
}

extension Substring {
    /// The rest of the word after `prefix`, or nil when it does not start with it.
    fileprivate func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
