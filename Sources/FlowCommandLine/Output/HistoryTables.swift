import FlowApp
import FlowDatabase
import FlowFeatures
import FlowKit
import FlowRecords
import FlowScores
import FlowVitals

/// The derived tables of `flow export`, built from the same values the other commands print,
/// so a column has the name and the value of its CSV column or JSON key: `days` is
/// `flow features` (the table's own column descriptions), `scores` is `flow scores --json`,
/// `flow` and `drivers` are `flow predict --json`, `load` is `flow load --json`, `vitals` is
/// `flow vitals --json` (each from the JSON value, never from printed text).
enum HistoryTables {
    /// Every derived table of a scored history, in the order the database lists them: the
    /// settings, days, scores, Flow and drivers; labels and check-ins when given; training load
    /// when the history has its records (a feature table has none); vitals.
    static func all(_ read: ScoredLoad, labels: LabelTable?, checkins: CheckinTable?) throws -> [DatabaseTable] {
        let history = read.history
        let table = history.table
        var tables = [
            settings(table, model: history.modelName), days(table),
            scores(try table.referenceScores(history: history.name, date: nil, window: DayWindow())),
            flow(history), drivers(history),
        ]
        if let labels { tables.append(self.labels(labels)) }
        if let checkins { tables.append(self.checkins(checkins)) }
        if let records = read.loaded.records { tables.append(load(LoadDays.of(table, records: records))) }
        tables.append(vitals(Vitals.nights(table)))
        return tables
    }

    /// A cell of a JSON output as a column of `type` (a Boolean becomes 1 or 0).
    static func cell(_ value: JSONValue?, _ type: SQLType) -> SQLValue {
        switch value {
        case .number(let v)?: return type == .integer ? .integer(Int64(v.rounded())) : .real(v)
        case .string(let s)?: return .text(s)
        case .bool(let b)?: return .flag(b)
        default: return .null
        }
    }

    /// A row of a flat JSON object, one cell per column (a key it lacks is NULL).
    static func row(_ object: JSONValue, _ columns: [DatabaseColumn], extra: [String: JSONValue] = [:]) -> [SQLValue] {
        columns.map { cell(extra[$0.name] ?? object[$0.name], $0.type) }
    }

    /// `settings`: each setting the table was made with (`max_hr`, …, `hrv`, `sex`), and the model.
    static func settings(_ table: FeatureTable, model: String) -> DatabaseTable {
        let rows = (table.settingsPairs + [("model", model)]).map { [SQLValue.text($0.0), .text($0.1)] }
        return DatabaseTable(
            name: "settings", columns: [DatabaseColumn("name", .text), DatabaseColumn("value", .text)], key: ["name"],
            rows: rows)
    }

    /// `days`: the feature table with the columns `flow features` writes, cell for cell.
    static func days(_ table: FeatureTable) -> DatabaseTable {
        DatabaseTable(
            name: "days", columns: FeatureTable.columns(withLoad: table.hasLoadColumns), key: ["date"],
            rows: table.rows)
    }

    /// `scores`: one row per day and reference score, with its value, tier and reason.
    static func scores(_ days: [DayScores]) -> DatabaseTable {
        let columns = [
            DatabaseColumn("date", .text), DatabaseColumn("score", .text), DatabaseColumn("value", .real),
            DatabaseColumn("rounded", .integer), DatabaseColumn("tier", .text), DatabaseColumn("unclamped", .real),
            DatabaseColumn("reason", .text),
        ]
        var out = DatabaseTable(name: "scores", columns: columns, key: ["date", "score"])
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
        let columns =
            [DatabaseColumn("date", .text), DatabaseColumn("scored", .integer), DatabaseColumn("reason", .text)]
            + ["prediction", "flow"].map { DatabaseColumn($0, .real) } + [DatabaseColumn("flow_rounded", .integer)]
            + ["state", "phase"].map { DatabaseColumn($0, .text) } + [DatabaseColumn("baseline_days", .integer)]
            + [DatabaseColumn("trend", .real), DatabaseColumn("coverage", .integer)]
            + ["usual_flow", "estimated", "missing_data"].map { DatabaseColumn($0, .real) }
            + [DatabaseColumn("partial_data", .text), DatabaseColumn("model", .text)]
        return DatabaseTable(
            name: "flow", columns: columns, key: ["date"],
            rows: history.results.map {
                row(PredictJSON.day($0), columns, extra: ["model": .string(history.modelName)])
            })
    }

    /// `drivers`: the measured facts behind each scored day's Flow, ranked as `flow predict` gives them.
    static func drivers(_ history: ScoredHistory) -> DatabaseTable {
        let columns =
            [DatabaseColumn("date", .text), DatabaseColumn("rank", .integer), DatabaseColumn("feature", .text)]
            + ["value", "usual"].map { DatabaseColumn($0, .real) }
            + ["usual_source", "unit"].map { DatabaseColumn($0, .text) }
            + [DatabaseColumn("contribution", .real)] + ["provenance", "sentence"].map { DatabaseColumn($0, .text) }
        var out = DatabaseTable(name: "drivers", columns: columns, key: ["date", "rank"])
        for result in history.results {
            let day = PredictJSON.day(result)
            for (rank, driver) in (day["drivers"]?.array ?? []).enumerated() {
                out.rows.append(
                    row(driver, columns, extra: ["date": day["date"] ?? .null, "rank": .number(Double(rank + 1))]))
            }
        }
        return out
    }

    /// `labels`: each labelled day's value of each column of the labels file.
    static func labels(_ labels: LabelTable) -> DatabaseTable {
        var out = DatabaseTable(
            name: "labels",
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
            name: "checkins",
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

    /// `load`: each morning's training load, with the columns of `flow load --json`.
    static func load(_ days: [LoadDay]) -> DatabaseTable {
        DatabaseTable(name: "load", columns: LoadDay.outputColumns, key: ["date"], rows: days)
    }

    /// `vitals`: one row per night and vital against the person's range, with the night's body watch.
    static func vitals(_ nights: [VitalsNight]) -> DatabaseTable {
        let columns =
            [DatabaseColumn("date", .text), DatabaseColumn("vital", .text)]
            + ["value", "median", "spread", "z"].map { DatabaseColumn($0, .real) }
            + [DatabaseColumn("outside", .integer), DatabaseColumn("watch", .text)]
        var out = DatabaseTable(name: "vitals", columns: columns, key: ["date", "vital"])
        for night in nights {
            let json = VitalsText.json(night)
            guard case .object(let vitals)? = json["vitals"] else { continue }
            let watch = json["watch"]?["sentence"] ?? .null
            for (name, reading) in vitals {
                out.rows.append(
                    row(
                        reading, columns,
                        extra: ["date": json["date"] ?? .null, "vital": .string(name), "watch": watch]))
            }
        }
        return out
    }
}
