import FlowRecords

/// A CSV whose first column is the date: the person's own check-ins, a labels file, or some
/// other program's daily table (a training platform's wellness log with its fitness and
/// fatigue). What such a table is, flow never guesses from its first column: it is read as
/// check-ins only when the person declares it so, or when every other column is a name flow
/// already knows as a check-in; any other is refused by ``refusal(file:)``.
public struct DateTable: Sendable, Equatable {
    /// The header's names, as written (trimmed of spaces).
    public let columns: [String]

    /// How much of a file the header is looked for in: a header longer than this is no table of a person's days.
    public static let headLength = 64 << 10

    /// The table's header, when the first line of `head` names `date` (any case) first and has
    /// at least one more column; nil otherwise.
    public init?(head: [UInt8]) {
        var line = head[...]
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        if let end = line.firstIndex(of: 10) { line = line[..<end] }
        if line.last == 13 { line = line.dropLast() }
        guard let fields = CSVLine.fields(String(decoding: line, as: UTF8.self)), fields.count >= 2,
            fields[0].trimmingSpaces.lowercased() == "date"
        else { return nil }
        columns = fields.map { String($0.trimmingSpaces) }
    }

    /// The header of the file at `path` (its first 64 KiB read), or nil when it is no table by date.
    public init?(path: String) {
        self.init(head: TextFile.prefix(path: path, count: DateTable.headLength))
    }

    /// The check-in names flow knows without being told: its own behaviours and the day's stress.
    public static let knownCheckinNames = Set(CheckinTable.knownBehaviours + [CheckinTable.stressColumn])

    /// True when every column but the date is one of `names` (flow's own check-in names and,
    /// for a library, the person's own habits logged before), each once.
    public func holdsOnlyCheckins(_ names: Set<String>) -> Bool {
        let rest = columns.dropFirst()
        return columns[0] == "date" && rest.allSatisfy(names.contains) && Set(rest).count == rest.count
    }

    /// The refusal of this table as an input nothing declared: its columns named (the first
    /// eight), with the way to declare it as check-ins (exit 65).
    public func refusal(file: String) -> FlowError {
        let shown = columns.prefix(8).joined(separator: ", ") + (columns.count > 8 ? ", …" : "")
        return UndeclaredTable(
            file: file,
            problem: "a table by date (columns \(shown)), not an export flow knows nor check-ins it knows by "
                + "their names; nothing was read")
    }
}

/// A table by date that nobody declared as check-ins, refused naming its columns (65); the
/// remedy is to declare it.
struct UndeclaredTable: FlowError {
    let file: String
    let problem: String

    var kind: FaultKind { .data }
    var place: FaultPlace? { .file(file) }
    var remedy: Remedy? { .declaredCheckins(file: file) }
    var description: String { "\(file): \(problem)" }
}
