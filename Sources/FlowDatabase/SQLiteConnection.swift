import CSQLite

/// An open SQLite database: statements run on it, and every failure becomes a
/// `DatabaseError` naming the file. Closed when released.
package final class SQLiteConnection {
    package private(set) var handle: OpaquePointer?
    /// The file, as errors name it.
    package let file: String

    /// SQLite's process-wide settings, made once before its first use.
    private static let configured: Void = flow_sqlite_configure()

    /// Opens the database at `path` (created when `create` is true and it is missing; `path`
    /// a `file:` URI when `uri` is; never through a symbolic link when `noFollow` is).
    package init(
        path: String, name: String, readOnly: Bool = false, create: Bool = false, uri: Bool = false,
        noFollow: Bool = false
    ) throws {
        SQLiteConnection.configured
        file = name
        var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create { flags |= SQLITE_OPEN_CREATE }
        if uri { flags |= SQLITE_OPEN_URI }
        if noFollow { flags |= SQLITE_OPEN_NOFOLLOW }
        let status = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            handle = nil
            throw DatabaseError.refused(file: name, reason: "SQLite cannot open it (\(message))")
        }
    }

    deinit { sqlite3_close(handle) }

    /// The error for the last failure, as a write error.
    package func failure(_ doing: String) -> DatabaseError {
        .cannotWrite(file: file, message: "\(doing): \(String(cString: sqlite3_errmsg(handle)))")
    }

    /// Runs statements that return no rows.
    package func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure("running \(sql.prefix(60))") }
    }

    /// Prepares one statement.
    package func prepare(_ sql: String) throws -> SQLStatement { try SQLStatement(self, sql) }

    /// Every row of a query, each as its cells.
    package func rows(_ sql: String) throws -> [[SQLValue]] {
        let statement = try prepare(sql)
        var rows: [[SQLValue]] = []
        while try statement.step() { rows.append(statement.row) }
        return rows
    }

    /// The first cell of a query's first row (NULL when there is no row).
    package func scalar(_ sql: String) throws -> SQLValue { try rows(sql).first?.first ?? .null }
}

/// A prepared statement: bind a row, step, and it is reset for the next.
package final class SQLStatement {
    private var statement: OpaquePointer?
    private let connection: SQLiteConnection

    fileprivate init(_ connection: SQLiteConnection, _ sql: String) throws {
        self.connection = connection
        guard sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw connection.failure("preparing \(sql.prefix(60))")
        }
    }

    deinit { sqlite3_finalize(statement) }

    /// Binds `values` to the parameters in order, runs the statement once and resets it.
    package func run(_ values: [SQLValue]) throws {
        for (i, value) in values.enumerated() { try bind(value, at: Int32(i + 1)) }
        _ = try step()
        sqlite3_reset(statement)
    }

    /// Binds a text to a parameter (1-based) without building a `SQLValue`: the hot path of the records.
    package func bind(text: String, at index: Int32) throws {
        var text = text
        let status = text.withUTF8 {
            sqlite3_bind_text(statement, index, $0.baseAddress, Int32($0.count), flow_sqlite_transient())
        }
        guard status == SQLITE_OK else { throw connection.failure("binding a value") }
    }

    /// Binds a real to a parameter (1-based).
    package func bind(real: Double, at index: Int32) throws {
        guard sqlite3_bind_double(statement, index, real) == SQLITE_OK else {
            throw connection.failure("binding a value")
        }
    }

    /// Resets the statement, for a query stepped without running it to its end.
    package func reset() { sqlite3_reset(statement) }

    /// Runs the statement with the parameters bound so far, and resets it.
    package func runBound() throws {
        _ = try step()
        sqlite3_reset(statement)
    }

    /// Binds one parameter (1-based).
    package func bind(_ value: SQLValue, at index: Int32) throws {
        let status: Int32
        switch value {
        case .null: status = sqlite3_bind_null(statement, index)
        case .integer(let v): status = sqlite3_bind_int64(statement, index, v)
        case .real(let v): status = sqlite3_bind_double(statement, index, v)
        case .text(let v): return try bind(text: v, at: index)
        }
        guard status == SQLITE_OK else { throw connection.failure("binding a value") }
    }

    /// Steps once: true when a row is ready, false when the statement is done.
    package func step() throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let sql = sqlite3_sql(statement).map { String(cString: $0) } ?? ""
            let error = connection.failure(String(sql.prefix(40)))
            sqlite3_reset(statement)
            throw error
        }
    }

    /// The current row's text cell `i` as bytes, valid until the next step (no copy).
    package func bytes(_ i: Int32) -> UnsafeBufferPointer<UInt8> {
        let count = Int(sqlite3_column_bytes(statement, i))
        guard let start = sqlite3_column_text(statement, i) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// The current row's cell `i` as a number (a text cell is 0).
    package func double(_ i: Int32) -> Double { sqlite3_column_double(statement, i) }

    /// The current row's cell `i` as a whole number (a real is truncated, a text cell is 0).
    package func integer(_ i: Int32) -> Int64 { sqlite3_column_int64(statement, i) }

    /// True when the current row's cell `i` is NULL.
    package func isNull(_ i: Int32) -> Bool { sqlite3_column_type(statement, i) == SQLITE_NULL }

    /// True when the current row's cell `i` holds a whole number.
    package func isInteger(_ i: Int32) -> Bool { sqlite3_column_type(statement, i) == SQLITE_INTEGER }

    /// True when the current row's cell `i` holds text.
    package func isText(_ i: Int32) -> Bool { sqlite3_column_type(statement, i) == SQLITE_TEXT }

    /// The current row's cells.
    package var row: [SQLValue] {
        (0..<sqlite3_column_count(statement)).map { i in
            switch sqlite3_column_type(statement, i) {
            case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, i))
            case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, i))
            case SQLITE_NULL: return .null
            default: return .text(String(cString: sqlite3_column_text(statement, i)))
            }
        }
    }
}
