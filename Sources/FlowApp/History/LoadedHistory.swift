import FlowFeatures
import FlowImport
import FlowRecords

/// A history read and featurised: what every command starts from.
public struct LoadedHistory: Sendable {
    /// The history as the user named it ("standard input" for `-`).
    public var name: String
    /// Its feature table.
    public var table: FeatureTable
    /// The raw records, where the history had them (nil for a feature table).
    public var records: RecordHistory?
    /// The UTC offset most of its records carry, in seconds (0 for a feature table): the
    /// clock labels and sessions timed in UTC are read on unless the user names another.
    public var clock: Int
    /// The session loads read from the session log, if one was given.
    public var sessions: SessionLoads?
    /// What the import accepted and rejected (nil for a feature table).
    public var report: ImportReport?
    /// Rows of the session log rejected (each named in a note as it was read).
    public var sessionsRejected = 0
    /// The history's own check-ins: an export's journal (WHOOP's answers, Oura's tags), or a
    /// library's check-ins (those imported or logged, and the journals imported); nil when none.
    public var checkins: CheckinTable?
    /// Whether every resting heart rate of the history is a night's (WHOOP, Oura), so insights
    /// read it on the next row.
    public var restingHRIsNightly: Bool
    /// For a library, when a file was last imported into it (UTC ISO 8601).
    public var lastImport: String?
    /// The latest VO₂max the history recorded, on its local day (nil when it has none).
    public var latestVO2max: (day: CalendarDay, value: Double)?
    /// The (UTC) day of that import.
    public var lastImportDay: CalendarDay? { lastImport.flatMap { CalendarDay(iso: String($0.prefix(10))) } }

    /// A loaded history from its parts.
    public init(
        name: String, table: FeatureTable, records: RecordHistory? = nil, clock: Int = 0,
        sessions: SessionLoads? = nil, report: ImportReport? = nil
    ) {
        (self.name, self.table, self.records, self.clock, self.sessions) = (name, table, records, clock, sessions)
        self.report = report
        (checkins, restingHRIsNightly) = (records?.checkins, records?.restingHRIsNightly ?? false)
        latestVO2max = records?.vo2max.max { $0.start.instant < $1.start.instant }.map { ($0.start.localDay, $0.value) }
    }
}
