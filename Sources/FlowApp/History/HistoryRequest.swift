import FlowImport
import FlowRecords

/// What a command asks of `--history`: the path as the user gave it, and what reading it
/// needs besides (the person's zone, their sex for the load columns, a session log).
public struct HistoryRequest: Sendable, Equatable {
    /// The history's path, as the user gave it (`-` is standard input).
    public var path: String
    /// Further histories pooled with it (a ring's export beside a watch's), in the order given.
    public var morePaths: [String] = []
    /// The zones the person gave (`--tz`), for exports whose times carry no offset.
    public var zone: ClockSetting?
    /// The TRIMP weighting (nil: what the export states, else men's).
    public var sex: BiologicalSex?
    /// A session-RPE file, and the clock its UTC times are read on (nil: the history's own).
    public var sessions: String?, sessionsClock: Int?
    /// Whether the command reads raw records beyond the feature table (a device's scores by
    /// vendor, body weighings, the journal, training load). When it does not, a library's stored
    /// table of the same settings is read instead of every record.
    public var needsRecords = true
    /// Whether the person's logged periods are read (`--no-cycle` turns them off): the window
    /// before an expected period and its threshold (SPEC 18.1).
    public var readsCycle = true

    /// Every path, the first one first.
    public var paths: [String] { [path] + morePaths }

    /// How every message names the history: its paths as given, `-` as `standard input`,
    /// several joined by ` + `.
    public var name: String { paths.map(HistoryRequest.displayName).joined(separator: " + ") }

    /// How messages name one input the user gave: `-` is `standard input`.
    public static func displayName(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// Every file or folder the request reads: the histories and the session file.
    public var inputs: [String] { paths + (sessions.map { [$0] } ?? []) }

    /// A request from its parts.
    public init(
        path: String, zone: ClockSetting? = nil, sex: BiologicalSex? = nil, sessions: String? = nil,
        sessionsClock: Int? = nil
    ) {
        (self.path, self.zone, self.sex, self.sessions, self.sessionsClock) = (path, zone, sex, sessions, sessionsClock)
    }
}
