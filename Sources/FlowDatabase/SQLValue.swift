/// One cell as SQLite stores it: the four storage classes flow writes.
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// A real, or NULL for nil or a value that is not finite (SQLite has no NaN).
    public static func real(_ value: Double?) -> SQLValue {
        guard let value, value.isFinite else { return .null }
        return .real(value)
    }

    /// An integer, or NULL for nil.
    public static func integer(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }

    /// A text, or NULL for nil.
    public static func text(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }

    /// 1 or 0: SQLite has no Boolean type.
    public static func flag(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
}

/// The declared type of a column in a `STRICT` table.
public enum SQLType: String, Sendable {
    case integer = "INTEGER"
    case real = "REAL"
    case text = "TEXT"
    /// Whatever is given, kept as given (a record's value: a number, or a sleep stage's name).
    case any = "ANY"
}
