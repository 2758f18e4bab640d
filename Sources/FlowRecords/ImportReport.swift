/// Why a record line was rejected (SPEC section 1); each is counted, never silent.
public enum RejectionReason: String, CaseIterable, Sendable, Hashable, Comparable, Error {
    case fieldCount = "line without five fields"
    case unknownKind = "unknown kind"
    case noOffset = "time without offset"
    case unparseableTime = "unparseable time"
    case unknownStage = "unknown stage"
    case nonNumeric = "non-numeric value"
    case nonFinite = "non-finite value"
    case negative = "negative value"
    case endBeforeStart = "end before start"
    case heartRateOutOfRange = "heart rate outside 25-250 bpm"
    case exactDuplicate = "exact duplicate"
    case unknownUnit = "unit flow cannot convert"
    case missingAttribute = "missing date or value"
    case dateOutOfRange = "date outside 1990-2099"
    case afterExportDate = "after the export date"
    case implausibleDuration = "sleep stage over 48 hours"
    case noSleepLog = "no sleep log to hold it"
    case bodyMassOutOfRange = "body mass outside 20-400 kg"
    case respiratoryRateOutOfRange = "respiratory rate outside 4-60 breaths/min"
    case spo2OutOfRange = "SpO2 outside 50-100 %"
    case wristTemperatureOutOfRange = "wrist temperature outside 25-42 °C"
    case vo2maxOutOfRange = "VO2max outside 10-100 mL/kg/min"
    case temperatureDeviationOutOfRange = "temperature deviation outside -5 to +5 °C"
    case deviceScoreOutOfRange = "device score outside its scale"
    case sleepMinutesOutOfRange = "stage total outside 0-1440 minutes"
    case notYesOrNo = "journal answer not true or false"
    case noSleepForJournal = "journal entry of a cycle without a sleep"
    case journalAnswerReplaced = "journal answer for an evening a later cycle answered again"
    case fieldsUnlikeHeader = "row with another number of fields than its header"
    case activeEnergyOutOfRange = "active energy above 20,000 kcal a day or 100 kcal a minute"
    case invalidMinute = "invalid minute (50)"
    case spo2MinuteAbove100 = "SpO2 above 100 %"
    case breathingDisturbancesOutOfRange = "breathing disturbances outside 0-100 an hour"
    case nullValue = "null time or value"
    case unsetValue = "unset value (Android's sentinel, below 1e-300)"
    case offsetOutOfRange = "zone offset beyond 18 hours"
    case noParentRecord = "sample or stage without its parent record"
    case noBaseline = "skin temperature without a baseline"
    case dayNotOver = "day not over when exported"
    case cycleCodeUnknown = "cycle value flow does not know"
    case forecast = "vendor forecast, not logged"
    case periodTooLong = "bleeding logged over more than 31 days"

    /// Why a finite value of `kind`, held over `seconds`, is no measurement of a person: outside
    /// the kind's plausible range; for a minute's SpO2, 50 or below (the device's invalid minute)
    /// or above 100; for active energy, above 20,000 kcal, or above 100 kcal a minute over a
    /// minute or more. Nil for a value an import keeps; the import and the library's check both
    /// ask it, so the two never disagree.
    public static func implausible(_ kind: RecordKind, _ value: Double, seconds: Double) -> RejectionReason? {
        switch kind {
        case .spo2Minute: return value <= 50 ? .invalidMinute : value > 100 ? .spo2MinuteAbove100 : nil
        case .activeEnergy:
            let minutes = seconds / 60
            return value > RecordKind.activeEnergyPerDay
                || (minutes >= 1 && value / minutes > RecordKind.activeEnergyPerMinute) ? .activeEnergyOutOfRange : nil
        default:
            guard let range = kind.plausible, !range.contains(value) else { return nil }
            return outOfRange(kind)
        }
    }

    /// The reason a value of `kind` outside its plausible range is rejected for.
    public static func outOfRange(_ kind: RecordKind) -> RejectionReason? {
        switch kind {
        case .heartRate: return .heartRateOutOfRange
        case .bodyMass: return .bodyMassOutOfRange
        case .respiratoryRate: return .respiratoryRateOutOfRange
        case .spo2: return .spo2OutOfRange
        case .wristTemperature: return .wristTemperatureOutOfRange
        case .vo2max: return .vo2maxOutOfRange
        case .wristTemperatureDelta: return .temperatureDeviationOutOfRange
        case .deviceRecovery, .deviceSleep, .deviceStrain: return .deviceScoreOutOfRange
        case .sleepMinutes: return .sleepMinutesOutOfRange
        case .breathingDisturbances: return .breathingDisturbancesOutOfRange
        case .periodStart, .menstrualFlow, .cyclePause: return .cycleCodeUnknown
        case .sleep, .steps, .restingHR, .hrvSDNN, .hrvRMSSD, .stepsTotal, .activeEnergy, .spo2Minute: return nil
        }
    }

    public static func < (a: RejectionReason, b: RejectionReason) -> Bool { a.rawValue < b.rawValue }
}

/// What an import accepted (per kind and source) and rejected (per reason).
///
/// Readers fill it; the command line prints it to standard error after every import.
public struct ImportReport: Sendable {
    /// The file the records came from, as the user named it.
    public var file: String
    /// Accepted records per kind and source name.
    public var accepted: [RecordKind: [String: Int]] = [:]
    /// Rejected lines per reason.
    public var rejected: [RejectionReason: Int] = [:]
    /// The first few rejected lines (the file inside the export, when it is not `file`
    /// itself; the line number; the reason), so a user can find them.
    public var examples: [(part: String?, line: Int, reason: RejectionReason)] = []
    /// The file inside the export being read now (`physiological_cycles.csv`), named by the
    /// rejections counted while it is; nil while the export is one file.
    public var part: String?
    /// Other notes a reader wants the user to see (skipped types, unknown zones).
    public var notes: [String] = []
    /// What the export holds that flow did not read, each with its count, in a fixed order:
    /// a Takeout's top-level folders ("Stress Score (1 file)"), an Apple export's record
    /// types ("HKQuantityTypeIdentifierBasalEnergyBurned 356,073 records").
    public var notRead: [String] = []
    /// The format the input was read as, as people know it (`Oura`, `Apple Health`).
    public var format: String?
    /// The layout or dialect the reader recognised (a Takeout folder, an early Apple export).
    public var layout: String?
    /// The clock the records were read on and where it came from, when the format has no
    /// offsets of its own.
    public var clock: String?
    /// The clocks the records were read on, one line a period (`clock 2024-03-02 to …`), when
    /// the person lived on more than one (a Takeout of someone who moved).
    public var clockLines: [String] = []
    /// What the person's logged cycle gave (SPEC 18.1): the period starts, from which records,
    /// and those not used; nil when the export logs no period.
    public var cycle: String?
    /// Per kind, the first and last local date of the accepted records' starts.
    public var dates: [RecordKind: ClosedRange<CalendarDay>] = [:]

    /// An empty report for a file.
    public init(file: String) { self.file = file }

    /// Total accepted records.
    public var acceptedCount: Int { accepted.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    /// Total rejected records.
    public var rejectedCount: Int { rejected.values.reduce(0, +) }

    /// Counts a rejected line.
    public mutating func reject(_ reason: RejectionReason, line: Int) {
        rejected[reason, default: 0] += 1
        if examples.count < 10 { examples.append((part, line, reason)) }
    }

    /// Each reason for rejection with its count, the most frequent first (ties by reason).
    public var rejectionsByCount: [(reason: RejectionReason, count: Int)] {
        rejected.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// What a rejection's number counts: `line` in text files, `entry` in a JSON file's arrays.
    public var placeWord = "line"

    /// Where a rejected line is: `line 7`, or `sleeps.csv line 7` inside an export of files
    /// (`heart_rate entry 7` where the number counts a JSON array's entries).
    public static func place(
        _ example: (part: String?, line: Int, reason: RejectionReason), word: String = "line"
    ) -> String {
        (example.part.map { $0 + " " } ?? "") + "\(word) \(example.line)"
    }

    /// ": reason n, …; first rejected: line k (reason)", or "" when nothing was rejected.
    public var rejectionSummary: String {
        guard !rejected.isEmpty else { return "" }
        let reasons = rejectionsByCount.map { "\($0.reason.rawValue) \($0.count)" }.joined(separator: ", ")
        return ": " + reasons
            + (examples.first.map {
                "; first rejected: \(ImportReport.place($0, word: placeWord)) (\($0.reason.rawValue))"
            } ?? "")
    }

    /// What the input was read as: the format, then the layout found (`Oura, Oura Trends CSV
    /// (one row a day)`); nil when neither is known.
    public var readAs: String? {
        guard let format else { return layout }
        return format + (layout.map { ", " + $0 } ?? "")
    }

    /// The report as lines of text for people.
    public var text: String {
        var out = "\(file): \(acceptedCount) records accepted\n"
        if let readAs { out += "  read as: \(readAs)\n" }
        if let clock { out += "  clock: \(clock)\n" }
        for line in clockLines { out += "  \(line)\n" }
        if let cycle { out += "  cycle: \(cycle)\n" }
        for kind in RecordKind.allCases {
            guard let bySource = accepted[kind] else { continue }
            for (source, n) in bySource.sorted(by: { $0.key < $1.key }) {
                out += "  \(kind.rawValue) from \(source.isEmpty ? "(no source)" : source): \(n)\n"
            }
            if let range = dates[kind] { out += "    local dates \(range.lowerBound) to \(range.upperBound)\n" }
        }
        out += "\(rejectedCount) rejected\n"
        for (reason, n) in rejected.sorted(by: { $0.key < $1.key }) {
            out += "  \(reason.rawValue): \(n)\n"
        }
        if !examples.isEmpty {
            out +=
                "  first rejected: "
                + examples.map { "\(ImportReport.place($0, word: placeWord)) (\($0.reason.rawValue))" }
                .joined(separator: ", ") + "\n"
        }
        for note in notes { out += "note: \(note)\n" }
        if !notRead.isEmpty { out += "not read: " + notRead.joined(separator: ", ") + "\n" }
        return out
    }
}
