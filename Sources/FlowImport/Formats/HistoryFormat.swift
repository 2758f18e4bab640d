import FlowRecords

/// One input format flow reads, declared once: its name as people know it, what of it flow
/// accepts (words for help and the README), how it is recognised in an opened input, how it
/// is read, and the facts about its device scores that other stages need.
///
/// Detection, `flow --help`, each command's `--history` help, the README's table of formats,
/// `flow compare`'s word on where device scores come from and the cohort's guess of each
/// person's history all read ``all``. A new format is one declaration in
/// `HistoryFormat+All.swift` and its reader.
public struct HistoryFormat: Sendable, Equatable {
    /// The name people know it by: `WHOOP`, `Google Takeout (Fitbit)`.
    public let name: String
    /// What flow accepts of it: `its zip, its folder, or one of its CSV files`.
    public let accepts: String
    /// The device scores it holds, in the vendor's words (nil: none).
    public let deviceScores: String?
    /// The top of its device strain score's scale when that is not 0-100 (WHOOP's Day Strain: 21).
    public let strainScale: Double?
    /// Whether it holds raw records (a feature table does not: it is read as a table).
    public let holdsRecords: Bool
    /// Whether reading it takes long enough to show progress (Apple's export).
    public let showsProgress: Bool
    /// True when an opened input is this format.
    let recognises: @Sendable (OpenedHistory) -> Bool
    /// Reads an opened input of this format.
    let read: @Sendable (OpenedHistory, HistoryFormat.Options) throws -> (RecordHistory, ImportReport)

    /// What a reader may be told besides the input.
    public struct Options {
        /// The zones the person gave for exports whose times carry no offset (nil: none given).
        public var zone: ClockSetting?
        /// Told the bytes read so far of a long read.
        public var progress: AppleHealthExport.Progress?

        public init(zone: ClockSetting? = nil, progress: AppleHealthExport.Progress? = nil) {
            (self.zone, self.progress) = (zone, progress)
        }
    }

    init(
        name: String, accepts: String, deviceScores: String? = nil, strainScale: Double? = nil,
        holdsRecords: Bool = true, showsProgress: Bool = false,
        recognises: @escaping @Sendable (OpenedHistory) -> Bool,
        read: @escaping @Sendable (OpenedHistory, HistoryFormat.Options) throws -> (RecordHistory, ImportReport)
    ) {
        (self.name, self.accepts, self.deviceScores, self.strainScale) = (name, accepts, deviceScores, strainScale)
        (self.holdsRecords, self.showsProgress, self.recognises, self.read) =
            (holdsRecords, showsProgress, recognises, read)
    }

    /// Two declarations are one format when they have the same name and accept the same.
    public static func == (a: HistoryFormat, b: HistoryFormat) -> Bool { a.name == b.name && a.accepts == b.accepts }

    /// The format of the file, folder or zip at `path` (opened for the purpose).
    public static func detect(path: String) throws -> HistoryFormat { try detect(OpenedHistory(path: path)) }

    /// The format of an opened input: the first of ``all`` that claims it, else, for a text
    /// file, the records CSV, whose reader then names what its header lacks. A table by date
    /// that is not check-ins is refused naming its columns; any other input none recognises is
    /// refused (65) saying what it is and what flow looked for.
    public static func detect(_ input: OpenedHistory) throws -> HistoryFormat {
        if let format = claiming(input) { return format }
        if input.files == nil, let table = DateTable(path: input.path),
            !table.holdsOnlyCheckins(DateTable.knownCheckinNames)
        {
            throw table.refusal(file: input.name)
        }
        if recordsCSV.recognises(input) { return recordsCSV }
        throw ImportError.unrecognised(file: input.name, problem: Refusal.describe(input))
    }

    /// The format whose content an opened input is, or nil: the records CSV claims only a file
    /// that starts with its own header (any other text is no format's by content).
    public static func claiming(_ input: OpenedHistory) -> HistoryFormat? {
        if let format = all.first(where: { $0 != recordsCSV && $0.recognises(input) }) { return format }
        return input.files == nil && RecordsCSV.startsWithHeader(input.head) ? recordsCSV : nil
    }

    /// Reads an opened input's records with the import report (named as the input is), the
    /// format's facts set on the history.
    public func records(_ input: OpenedHistory, options: Options = Options()) throws -> (RecordHistory, ImportReport) {
        var (history, report) = try read(input, options)
        if let strainScale {
            for source in history.deviceSources(of: .deviceStrain) {
                history.deviceStrainScales[history.sources[source]] = strainScale
            }
        }
        report.file = input.name
        report.format = name
        if let files = input.files {
            let links = files.followedLinks
            if !links.isEmpty {
                report.notes.append(
                    "followed \(links.count) symbolic link\(links.count == 1 ? "" : "s") to folders inside it, for "
                        + "reading only: " + links.joined(separator: ", "))
            }
            for folder in files.foldersNamedLikeFiles {
                report.notes.append("\(folder)/ is a folder named like a file: flow did not take it for that file")
            }
        }
        return (history, report)
    }

    /// The names of the formats that hold records, for "looked for …": `Apple Health, WHOOP, …`.
    public static var exportNames: String {
        names.filter { ![recordsCSV.name, featureTable.name, library.name].contains($0) }.joined(separator: ", ")
    }

    /// Each format's name once, in detection order (Apple Health's zip and XML are one name).
    public static var names: [String] {
        var seen = Set<String>()
        return all.map(\.name).filter { seen.insert($0).inserted }
    }

    /// What flow accepts under each name, the ways joined by "or": `Apple Health: export.xml or
    /// export.zip`, for help and the README.
    public static var accepted: [(name: String, accepts: String)] {
        names.map { name in (name, all.filter { $0.name == name }.map(\.accepts).joined(separator: " or ")) }
    }
}
