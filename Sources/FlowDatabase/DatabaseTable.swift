import FlowRecords

/// A column of a table: its name (the CSV or JSON name of the output it comes from) and type.
public struct DatabaseColumn: Sendable, Equatable {
    /// The column's name.
    public var name: String
    /// What it holds (`STRICT` refuses anything else).
    public var type: SQLType

    /// A column named `name` of `type`.
    public init(_ name: String, _ type: SQLType) {
        (self.name, self.type) = (name, type)
    }
}

/// A table derived from the history (the feature table, scores, Flow, drivers, …): written
/// whole on every export, replacing the one before.
public struct DatabaseTable: Sendable {
    /// The table's name.
    public var name: String
    /// Its columns, in order.
    public var columns: [DatabaseColumn]
    /// The columns of its primary key (indexed; `date` first wherever there is one).
    public var key: [String]
    /// Its rows, each with one value per column.
    public var rows: [[SQLValue]]

    /// A table with no rows yet.
    public init(name: String, columns: [DatabaseColumn], key: [String], rows: [[SQLValue]] = []) {
        (self.name, self.columns, self.key, self.rows) = (name, columns, key, rows)
    }

    /// A table of `rows` under the columns that describe them: each cell as its column's
    /// description gives it (a flag as 1 or 0, a missing or non-finite number as NULL).
    public init<Row>(name: String, columns described: [OutputColumn<Row>], key: [String], rows: [Row]) {
        self.name = name
        columns = described.map { column in
            switch column.type {
            case .text: DatabaseColumn(column.name, .text)
            case .integer: DatabaseColumn(column.name, .integer)
            case .real: DatabaseColumn(column.name, .real)
            }
        }
        self.key = key
        self.rows = rows.map { row in
            described.map { column in
                switch column.cell(row) {
                case .text(let s): .text(s)
                case .integer(let n): n.map { .integer($0) } ?? .null
                case .real(let v): .real(v)
                case .flag(let b): .flag(b)
                }
            }
        }
    }

    /// `CREATE TABLE` for it, `STRICT`.
    var definition: String {
        let cells = columns.map { "\($0.name) \($0.type.rawValue)" } + ["PRIMARY KEY (\(key.joined(separator: ", ")))"]
        return "CREATE TABLE \(name) (\(cells.joined(separator: ", "))) STRICT"
    }
}
