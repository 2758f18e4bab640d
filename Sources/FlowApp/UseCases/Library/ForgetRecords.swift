import FlowDatabase

/// `flow library forget`: records a person wants gone, counted first and deleted only when
/// confirmed, so that nothing is lost by a slip of the keyboard.
public enum ForgetRecords {
    /// How many records were (or, unconfirmed, would be) deleted, and whether they were.
    public struct Result: Equatable, Sendable {
        /// The records `what` names.
        public var records: Int
        /// True when they were deleted.
        public var deleted: Bool

        /// A result from its parts.
        public init(records: Int, deleted: Bool) { (self.records, self.deleted) = (records, deleted) }
    }

    /// Counts the records `what` names in the library at `path` and, when `confirmed`,
    /// deletes them for good (see `Library.forget`).
    public static func run(library path: String, _ what: Library.Forgetting, confirmed: Bool) throws -> Result {
        guard confirmed else { return Result(records: try Library.reading(path).count(what), deleted: false) }
        return Result(records: try Library.writing(path).forget(what), deleted: true)
    }
}
