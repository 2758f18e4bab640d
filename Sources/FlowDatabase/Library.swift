import CSQLite
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A person's library: every record flow has read for them, kept in one SQLite file on their
/// own disk (the schema of `flow export`'s file), added to import by import, and read back by
/// every command without the export it came from.
///
/// Safe by construction: a library is created whole beside its final name and linked into
/// place (never half made); each import is one transaction in WAL mode, so a killed import
/// leaves the library as it was and two at once both land, one waiting for the other; a file
/// that is not a library, or is from a newer flow, or is damaged, is refused and left as it
/// is; and a library is never written through a symbolic link.
public final class Library {
    /// The library's file, as messages name it.
    public let path: String
    let db: SQLiteConnection

    /// The schema a library is written in: 2 adds the history's facts (`sources`, `person`,
    /// `journal`) and the stored feature tables to version 1's records and imports; 3 the
    /// check-ins kept in the library (`checkin_answers`). An import, or an evening logged, brings
    /// an older library to it.
    public static let schemaVersion = 3
    /// How long an import waits for another one writing the same library: five minutes.
    static let busyMilliseconds = 300_000

    private init(path: String, db: SQLiteConnection) { (self.path, self.db) = (path, db) }

    /// Every table a library holds besides the derived ones of `flow export`.
    static let definition =
        RecordTable.definition + ";\n" + ImportTable.definition + ";\n" + HistoryFacts.definition + ";\n"
        + CheckinAnswers.definition + ";\n" + StoredTables.definition + ";\n" + ClocksTable.definition + ";\n"
        + HistoryDigests.definition

    /// True when the first bytes of a file are those of a flow database (a SQLite file whose
    /// header carries flow's application id at byte 68).
    public static func isLibrary(head: [UInt8]) -> Bool {
        guard head.count >= 72, head.starts(with: Array("SQLite format 3\0".utf8)) else { return false }
        let id = head[68..<72].reduce(0) { $0 << 8 | UInt32($1) }
        return id == UInt32(bitPattern: HistoryDatabase.applicationID)
    }

    /// Opens the library at `path` to read; a file that is not one flow can read is refused.
    public static func reading(_ path: String) throws -> Library {
        try refuseOtherFiles(path)
        var db: SQLiteConnection
        do {
            db = try SQLiteConnection(path: path, name: path, readOnly: true)
            _ = try db.scalar("SELECT count(*) FROM sqlite_master")
        } catch {
            // A library in a folder this user cannot write (WAL needs a file beside it): read it as it is.
            db = try SQLiteConnection(path: "file:\(path)?immutable=1", name: path, readOnly: true, uri: true)
        }
        let library = Library(path: path, db: db)
        try library.checkIdentity(quick: false)
        try db.execute("PRAGMA busy_timeout = \(busyMilliseconds)")
        return library
    }

    /// Opens the library at `path` to write, creating it (and its folder) when there is none.
    /// A symbolic link, a folder that cannot be written (73), a file that is not a library, is
    /// from a newer flow or fails SQLite's quick check (65) are refused and left as they are.
    public static func writing(_ path: String) throws -> Library {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw OutputError.cannotWrite(
                file: path,
                reason: "it is a symbolic link, and flow writes a library only to the file itself (give the path it "
                    + "points to)")
        }
        let folder = TextFile.folder(of: path)
        if lstat(path, &info) != 0 { try create(path, in: folder) }
        guard access(folder, W_OK) == 0 else {
            throw OutputError.cannotWrite(
                file: path, reason: "its folder \(folder) is not writable by you (an import writes beside the library)")
        }
        try refuseOtherFiles(path)
        let db = try SQLiteConnection(path: path, name: path, noFollow: true)
        let library = Library(path: path, db: db)
        try db.execute("PRAGMA busy_timeout = \(busyMilliseconds)")
        try library.checkIdentity(quick: true)
        guard case .text("wal") = try db.scalar("PRAGMA journal_mode = WAL") else {
            throw DatabaseError.cannotWrite(file: path, message: "SQLite would not keep it in WAL mode")
        }
        return library
    }

    /// Makes a new, empty library at `path`: written whole beside it and linked into place, so
    /// no one ever sees half a library; one made meanwhile by another import is kept.
    private static func create(_ path: String, in folder: String) throws {
        try makeFolder(folder, for: path)
        var template = Array((folder + "/.flow-tmp-library-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw cannotWrite(path, folder: folder, errno) }
        close(fd)
        let temporary = String(cString: template)
        defer { unlink(temporary) }
        do {
            let db = try SQLiteConnection(path: temporary, name: path)
            try db.execute(
                "PRAGMA page_size = 65536; PRAGMA journal_mode = WAL; BEGIN; \(definition); "
                    + "PRAGMA application_id = \(HistoryDatabase.applicationID); "
                    + "PRAGMA user_version = \(schemaVersion); COMMIT")
        }
        guard link(temporary, path) == 0 || errno == EEXIST else { throw cannotWrite(path, folder: folder, errno) }
    }

    /// Makes the library's folder and those above it, saying plainly when one cannot be made.
    private static func makeFolder(_ folder: String, for path: String) throws {
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            var info = stat()
            if stat(made, &info) == 0 { continue }
            guard mkdir(made, 0o700) == 0 || errno == EEXIST else { throw cannotWrite(path, folder: made, errno) }
        }
    }

    /// The error for a library whose folder cannot be written, in words.
    private static func cannotWrite(_ path: String, folder: String, _ code: Int32) -> DatabaseError {
        let why =
            code == EACCES || code == EPERM || code == EROFS
            ? "you cannot write there" : String(cString: strerror(code))
        return DatabaseError.cannotMakeLibrary(file: path, folder: folder, reason: why)
    }

    /// Refuses a file that is not a SQLite database flow wrote, before SQLite opens it.
    private static func refuseOtherFiles(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw InputError.missing(file: path) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw DatabaseError.notALibrary(file: path, reason: "it is not a file")
        }
        let head = TextFile.prefix(path: path, count: 100)
        guard head.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw DatabaseError.notALibrary(
                file: path, reason: info.st_size == 0 ? "it is empty" : "it is not a SQLite database")
        }
        guard isLibrary(head: head) else {
            throw DatabaseError.notALibrary(
                file: path, reason: "it is a SQLite database another program wrote (no flow application_id)")
        }
    }

    /// Runs `body`, taking a failure of SQLite's for a file that is not a sound library (65),
    /// not for an output that cannot be written: reading a damaged file fails this way.
    func asLibrary<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch DatabaseError.cannotWrite(_, let message) {
            throw DatabaseError.notALibrary(file: path, reason: "SQLite cannot read it (\(message))")
        }
    }

    /// Checks the schema version, and SQLite's quick check (or full integrity check) of the file.
    private func checkIdentity(quick: Bool) throws { try asLibrary { try identity(quick: quick) } }

    private func identity(quick: Bool) throws {
        guard case .integer(let version) = try db.scalar("PRAGMA user_version") else {
            throw DatabaseError.notALibrary(file: path, reason: "it has no schema version")
        }
        guard version <= Library.schemaVersion else {
            throw DatabaseError.notALibrary(
                file: path,
                reason:
                    "a newer flow wrote it (schema version \(version); this flow reads up to \(Library.schemaVersion)): "
                    + "update flow")
        }
        guard quick else { return }
        let check = try db.rows("PRAGMA quick_check")
        guard check.count == 1, check[0].first == .text("ok") else {
            throw DatabaseError.notALibrary(
                file: path, reason: "SQLite's quick check fails: \(check.first?.first?.textValue ?? "no answer")")
        }
    }

    /// Runs `body` in one write transaction (waiting for another import's to end), committed
    /// when it returns and rolled back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try db.execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try db.execute("COMMIT")
            return value
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }
}
