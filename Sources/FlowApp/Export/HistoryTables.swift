import FlowDatabase
import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowScores
import FlowVitals

/// The derived tables of `flow export`, each read from the column descriptions the other
/// outputs use, so a column has the name and the value of its CSV column or JSON key: `days`
/// is `flow features`, `flow` and `drivers` are `flow predict --json`, `load` is
/// `flow load --json`, `vitals` is `flow vitals --json`, `sleep_need` is `flow tonight --json`'s
/// `nights`; `scores` carries the headline fields
/// of `flow scores --json`.
public enum HistoryTables {
    /// Every derived table of a scored history, in `DerivedTable`'s order: those it has
    /// (labels when given; check-ins and the insights they give when given or kept in the
    /// export, a journal; training load when the history has its records, which a feature
    /// table has not).
    public static func all(_ read: ScoredLoad, labels: LabelTable?, checkins: CheckinTable?) throws -> [DatabaseTable] {
        // Check-ins given, else the export's own journal (WHOOP's journal, Oura's tags).
        let checkins = checkins ?? read.loaded.checkins
        // The reference scores of every row, made once: their table, the nights' needs and the insights read them.
        let scores = try read.history.table.referenceScores(history: read.history.name, date: nil, window: DayWindow())
        return DerivedTable.allCases.compactMap { table($0, read, labels: labels, checkins: checkins, scores: scores) }
    }

    /// One derived table of the history, or nil when it has nothing for it; `scores` are every
    /// row's reference scores.
    static func table(
        _ kind: DerivedTable, _ read: ScoredLoad, labels: LabelTable?, checkins: CheckinTable?, scores: [DayScores]
    ) -> DatabaseTable? {
        let history = read.history
        let table = history.table
        switch kind {
        case .settings: return settings(table, model: history.modelName)
        case .days: return days(table)
        case .scores: return self.scores(scores)
        case .sleepNeed:
            return DatabaseTable(
                name: kind.rawValue, columns: NightNeed.outputColumns, key: ["date"], rows: scores.map(\.need))
        case .flow: return flow(history)
        case .drivers: return drivers(history)
        case .labels: return labels.map(self.labels)
        case .checkins: return checkins.map(self.checkins)
        case .insights:
            return checkins.map {
                insights(
                    InsightReport(
                        checkins: $0, rows: table.rows, scores: scores,
                        restingHRIsNightly: read.loaded.restingHRIsNightly))
            }
        case .load: return read.loaded.records.map { load(LoadDays.of(table, records: $0)) }
        case .vitals: return vitals(Vitals.nights(table))
        case .cycle: return cycle(table)
        case .breathing:
            return DatabaseTable(
                name: kind.rawValue, columns: BreathingNight.outputColumns, key: ["date"],
                rows: BreathingNight.nights(table.rows))
        }
    }

    /// `settings`: each setting the table was made with (`max_hr`, …, `hrv`, `sex`), and the model.
    static func settings(_ table: FeatureTable, model: String) -> DatabaseTable {
        let rows = (table.settingsPairs + [("model", model)]).map { [SQLValue.text($0.0), .text($0.1)] }
        return DatabaseTable(
            name: DerivedTable.settings.rawValue,
            columns: [DatabaseColumn("name", .text), DatabaseColumn("value", .text)], key: ["name"],
            rows: rows)
    }

    /// `days`: the feature table with the columns `flow features` writes, cell for cell.
    static func days(_ table: FeatureTable) -> DatabaseTable {
        DatabaseTable(
            name: DerivedTable.days.rawValue, columns: table.outputColumns, key: ["date"],
            rows: table.rows)
    }

    /// `scores`: one row per day and reference score, with its value, tier and reason.
    static func scores(_ days: [DayScores]) -> DatabaseTable {
        let columns = [
            DatabaseColumn("date", .text), DatabaseColumn("score", .text), DatabaseColumn("value", .real),
            DatabaseColumn("rounded", .integer), DatabaseColumn("tier", .text), DatabaseColumn("unclamped", .real),
            DatabaseColumn("reason", .text),
        ]
        var out = DatabaseTable(name: DerivedTable.scores.rawValue, columns: columns, key: ["date", "score"])
        for day in days {
            for s in day.all {
                // As `flow scores --json` gives them: `unclamped` is the value itself where nothing was clamped.
                out.rows.append([
                    .text(day.day.description), .text(s.kind.rawValue), .real(s.value), .integer(s.rounded),
                    .text(s.tier?.rawValue), s.value == nil ? .null : .real(s.unclamped ?? s.value), .text(s.reason),
                ])
            }
        }
        return out
    }

    /// `flow`: each day's Recovery Flow, state, phase and trend (or why it has none), and the model.
    static func flow(_ history: ScoredHistory) -> DatabaseTable {
        let model = history.modelName
        return DatabaseTable(
            name: DerivedTable.flow.rawValue,
            columns: DayResult.outputColumns + [OutputColumn("model", .text) { _ in .text(model) }],
            key: ["date"], rows: history.results)
    }

    /// A driver with the morning it drove and its rank there (1 first).
    struct RankedDriver: Sendable {
        var day: CalendarDay, rank: Int, driver: Driver
    }

    /// `drivers`: the measured facts behind each scored day's Flow, ranked as `flow predict` gives them.
    static func drivers(_ history: ScoredHistory) -> DatabaseTable {
        let columns: [OutputColumn<RankedDriver>] =
            [
                OutputColumn("date", .text) { .text($0.day.description) },
                OutputColumn("rank", .integer) { .integer(Int64($0.rank)) },
            ] + Driver.outputColumns.map { $0.reading(\.driver) }
        let rows = history.results.compactMap(\.score).flatMap { flow in
            flow.drivers.enumerated().map { RankedDriver(day: flow.day, rank: $0.offset + 1, driver: $0.element) }
        }
        return DatabaseTable(name: DerivedTable.drivers.rawValue, columns: columns, key: ["date", "rank"], rows: rows)
    }

    /// `labels`: each labelled day's value of each column of the labels file.
    static func labels(_ labels: LabelTable) -> DatabaseTable {
        var out = DatabaseTable(
            name: DerivedTable.labels.rawValue,
            columns: [DatabaseColumn("date", .text), DatabaseColumn("target", .text), DatabaseColumn("value", .real)],
            key: ["date", "target"])
        for row in labels.rows {
            for (target, value) in zip(labels.targets, row.values) {
                if let value { out.rows.append([.text(row.day.description), .text(target), .real(value)]) }
            }
        }
        return out
    }

    /// `checkins`: each day's answer to each behaviour of the check-in file, and its stress.
    static func checkins(_ table: CheckinTable) -> DatabaseTable {
        var out = DatabaseTable(
            name: DerivedTable.checkins.rawValue,
            columns: [
                DatabaseColumn("date", .text), DatabaseColumn("behaviour", .text), DatabaseColumn("value", .real),
            ],
            key: ["date", "behaviour"])
        for day in table.days {
            let answers = zip(table.behaviours, day.values) + [(CheckinTable.stressColumn, day.stress)]
            for (behaviour, value) in answers {
                if let value { out.rows.append([.text(day.day.description), .text(behaviour), .real(value)]) }
            }
        }
        return out
    }

    /// `insights`: every behaviour against every outcome under `flow insights`' rule, in its order.
    static func insights(_ report: InsightReport) -> DatabaseTable {
        DatabaseTable(
            name: DerivedTable.insights.rawValue, columns: Insight.outputColumns, key: ["behaviour", "outcome"],
            rows: report.insights)
    }

    /// `load`: each morning's training load, with the columns of `flow load --json`.
    static func load(_ days: [LoadDay]) -> DatabaseTable {
        DatabaseTable(name: DerivedTable.load.rawValue, columns: LoadDay.outputColumns, key: ["date"], rows: days)
    }

    /// A morning and its place in the logged cycle.
    struct CycleMorning: Sendable {
        var day: CalendarDay, cycle: CycleDay
    }

    /// `cycle`: each morning after a logged start, its cycle day and window as `flow vitals
    /// --json` gives them; nil when no start is known (nothing of the cycle is said).
    static func cycle(_ table: FeatureTable) -> DatabaseTable? {
        guard !table.periodStarts.isEmpty else { return nil }
        let columns: [OutputColumn<CycleMorning>] =
            [OutputColumn("date", .text) { .text($0.day.description) }]
            + CycleDay.outputColumns.map { $0.reading(\.cycle) }
        let rows = table.rows.compactMap { row in
            CycleDay(morning: row.day, starts: table.periodStarts).map { CycleMorning(day: row.day, cycle: $0) }
        }
        return DatabaseTable(name: DerivedTable.cycle.rawValue, columns: columns, key: ["date"], rows: rows)
    }

    /// One vital on one night, with the night's body watch.
    struct NightReading: Sendable {
        var night: VitalsNight, reading: VitalReading
    }

    /// `vitals`: one row per night and vital against the person's range, with the night's body watch.
    static func vitals(_ nights: [VitalsNight]) -> DatabaseTable {
        let columns: [OutputColumn<NightReading>] =
            [
                OutputColumn("date", .text) { .text($0.night.day.description) },
                OutputColumn("vital", .text) { .text($0.reading.sign.rawValue) },
            ] + VitalReading.outputColumns.map { $0.reading(\.reading) }
            + [OutputColumn("watch", .text) { .text($0.night.watch?.sentence) }]
        let rows = nights.flatMap { night in night.readings.map { NightReading(night: night, reading: $0) } }
        return DatabaseTable(name: DerivedTable.vitals.rawValue, columns: columns, key: ["date", "vital"], rows: rows)
    }
}
