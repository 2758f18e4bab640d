import FlowRecords

/// A database that cannot be used or written: an existing file that is not flow's, is from a
/// newer flow, or is damaged (data, exit 65), or SQLite failing while writing (output, 73).
public enum DatabaseError: FlowError, Equatable {
    /// The file at `file` is not a database flow wrote, for `reason`; it is left as it is.
    case refused(file: String, reason: String)
    /// SQLite reported `message` while writing `file`.
    case cannotWrite(file: String, message: String)
    /// The file at `file`, given to be read (a shard to merge), is not what was asked, for `reason`.
    case unreadable(file: String, reason: String)
    /// The file at `file`, given as a library, is not one flow can use, for `reason`; it is left as it is.
    case notALibrary(file: String, reason: String)
    /// A newer flow wrote the database at `file` (its schema `version`); it is left as it is.
    case newerSchema(file: String, version: Int64)
    /// The library at `file` cannot be made in `folder`, for `reason`.
    case cannotMakeLibrary(file: String, folder: String, reason: String)

    /// A refused file is data at fault (65); a failed write is the output (73).
    public var kind: FaultKind {
        switch self {
        case .refused, .unreadable, .notALibrary, .newerSchema: return .data
        case .cannotWrite, .cannotMakeLibrary: return .output
        }
    }

    /// The database file.
    public var place: FaultPlace? {
        switch self {
        case .refused(let file, _), .cannotWrite(let file, _), .unreadable(let file, _), .notALibrary(let file, _),
            .newerSchema(let file, _), .cannotMakeLibrary(let file, _, _):
            return .file(file)
        }
    }

    /// Another output for a database a newer flow wrote, another place for a library that cannot be made.
    public var remedy: Remedy? {
        switch self {
        case .newerSchema: return .anotherOutput
        case .cannotMakeLibrary: return .anotherLibrary
        case .refused, .cannotWrite, .unreadable, .notALibrary: return nil
        }
    }

    /// The message, naming the file.
    public var description: String {
        switch self {
        case .refused(let file, let reason): return "\(file): not written: \(reason)"
        case .cannotWrite(let file, let message): return "\(file): cannot be written: \(message)"
        case .unreadable(let file, let reason): return "\(file): cannot be read: \(reason)"
        case .notALibrary(let file, let reason): return "\(file): not a flow library: \(reason); left as it is"
        case .newerSchema(let file, let version):
            return "\(file): not written: a newer flow wrote it (schema version \(version); this flow writes version "
                + "\(HistoryDatabase.schemaVersion)): update flow"
        case .cannotMakeLibrary(let file, let folder, let reason):
            return "\(file): the library cannot be made in \(folder): \(reason)"
        }
    }
}
