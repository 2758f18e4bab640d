/// A cell of an output row, typed once for every form the row is written in: CSV text, a
/// JSON value, a column of a database table.
public enum OutputCell: Equatable, Sendable {
    /// Text (nil: no value).
    case text(String?)
    /// A whole number (nil: no value).
    case integer(Int64?)
    /// A number (nil: no value).
    case real(Double?)
    /// Yes or no, written 1 or 0.
    case flag(Bool)

    /// As CSV writes it: a number in its shortest form, a flag 1 or 0, nothing for no value.
    public var csv: String {
        switch self {
        case .text(let s): s ?? ""
        case .integer(let n): n.map(String.init) ?? ""
        case .real(let v): v.map(NumberFormat.shortest) ?? ""
        case .flag(let b): b ? "1" : "0"
        }
    }

    /// As JSON writes it: null for no value.
    public var json: JSONValue {
        switch self {
        case .text(let s): s.map { .string($0) } ?? .null
        case .integer(let n): n.map { .number(Double($0)) } ?? .null
        case .real(let v): v.map { .number($0) } ?? .null
        case .flag(let b): .bool(b)
        }
    }
}

/// What a column of an output holds (a flag is an integer column of 1 and 0).
public enum OutputType: Sendable {
    case text, integer, real
}

/// One column of an output, described once: its name (the CSV column, the JSON key, the
/// database column), its type, and its cell in a row. The CSV writer, the JSON writer and the
/// database tables read the same description, so no table is made by reading printed text.
public struct OutputColumn<Row>: Sendable {
    /// The column's name.
    public var name: String
    /// What it holds.
    public var type: OutputType
    /// The row's cell.
    public var cell: @Sendable (Row) -> OutputCell

    /// A column from its parts.
    public init(_ name: String, _ type: OutputType, _ cell: @escaping @Sendable (Row) -> OutputCell) {
        (self.name, self.type, self.cell) = (name, type, cell)
    }
}

extension Array {
    /// The CSV line of a row under these columns.
    public func csvLine<Row>(_ row: Row) -> String where Element == OutputColumn<Row> {
        map { $0.cell(row).csv }.joined(separator: ",")
    }

    /// The CSV header of these columns.
    public func csvHeader<Row>() -> String where Element == OutputColumn<Row> {
        map(\.name).joined(separator: ",")
    }

    /// A row as a flat JSON object under these columns, keys in column order.
    public func json<Row>(_ row: Row) -> JSONValue where Element == OutputColumn<Row> {
        .object(map { ($0.name, $0.cell(row).json) })
    }
}

extension OutputColumn {
    /// This column read from a wider row that holds this one's row (a driver's column in a
    /// table that adds the date and rank): same name, type and cell.
    public func reading<Wider>(_ part: @escaping @Sendable (Wider) -> Row) -> OutputColumn<Wider> {
        let cell = self.cell
        return OutputColumn<Wider>(name, type) { cell(part($0)) }
    }
}
