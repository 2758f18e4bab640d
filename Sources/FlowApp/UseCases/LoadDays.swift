import FlowFeatures
import FlowKit
import FlowRecords

/// `flow load`: each day's training load (TRIMP, ATL, CTL, ACWR, monotony, strain) with the
/// VO2max the watch recorded, from a history's heart-rate samples.
public enum LoadDays {
    /// Whose TRIMP weighting the table used, and where it came from.
    public enum SexSource: Equatable, Sendable {
        /// `--sex`.
        case option
        /// The export's own statement (its file or field).
        case export(String)
        /// Nothing said it: men's coefficients, the default.
        case defaulted
    }

    /// What to compute: the history (raw records, since a feature table keeps no heart-rate
    /// samples), its settings and the days to list.
    public typealias Request = DaysRequest

    /// The days and how they were weighted.
    public struct Result: Sendable {
        /// The days in the window, in date order.
        public var days: [LoadDay]
        /// The weighting used.
        public var sex: BiologicalSex
        /// Where it came from.
        public var sexSource: SexSource
        /// False when the history has no heart rate, so no day's TRIMP could be measured.
        public var hasHeartRate: Bool
    }

    /// Reads the history and computes its load days.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        let loaded = try HistoryLoader.load(request.history, settings: request.settings, observer: observer)
        return try compute(loaded, sexGiven: request.history.sex != nil, window: request.window)
    }

    /// The load days of a history already read (`sexGiven`: the weighting came from `--sex`).
    public static func compute(_ loaded: LoadedHistory, sexGiven: Bool, window: DayWindow) throws -> Result {
        guard let records = loaded.records else {
            throw CommandError.input(
                "\(loaded.name) is a feature table, which keeps no heart-rate samples: give the history it was made "
                    + "from", kind: .data)
        }
        let source: SexSource = sexGiven ? .option : records.statedSex.map { .export($0.from) } ?? .defaulted
        let days = try window.select(
            of(loaded.table, records: records), of: try loaded.table.days(history: loaded.name), day: \.day)
        return Result(
            days: days, sex: loaded.table.loadSex ?? .male, sexSource: source, hasHeartRate: !records.heartRate.isEmpty)
    }

    /// Every day's load with the VO2max recorded that day: one assembly for `flow load` and
    /// the database's `load` table.
    public static func of(_ table: FeatureTable, records: RecordHistory) -> [LoadDay] {
        TrainingLoad.addingRecordedVO2max(TrainingLoad.days(of: table), records: records.vo2max)
    }
}
