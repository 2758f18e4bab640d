/// A person's own daily labels (stress, readiness...) by date: the label dated D belongs to
/// row D. Read from a labels CSV or a PMSys `wellness.csv` by FlowImport.
public struct LabelTable: Sendable, Equatable {
    /// The target names, in header order.
    public var targets: [String]
    /// One entry per labelled date, in file order.
    public var rows: [Row]
    /// PMSys reports that repeated a day already reported (the later one was kept).
    public var replacedDuplicates = 0
    /// PMSys cells that were not numbers (left blank).
    public var unusableCells = 0
    /// True for a PMSys `wellness.csv`, whose items carry their own scales.
    public var isPMSys = false

    /// One date's labels, one per target (nil where blank).
    public struct Row: Sendable, Equatable {
        /// The date the labels belong to.
        public var day: CalendarDay
        /// One value per target; nil where the cell was blank.
        public var values: [Double?]
        /// The line of the file it came from.
        public var line: Int

        /// A row from its parts.
        public init(day: CalendarDay, values: [Double?], line: Int) {
            (self.day, self.values, self.line) = (day, values, line)
        }
    }

    /// The labels of one target by date (blank cells left out).
    public func values(of target: String) -> [CalendarDay: Double]? {
        guard let k = targets.firstIndex(of: target) else { return nil }
        var out: [CalendarDay: Double] = [:]
        for row in rows { if let v = row.values[k] { out[row.day] = v } }
        return out
    }

    /// A table from its parts.
    public init(targets: [String], rows: [Row], isPMSys: Bool = false) {
        (self.targets, self.rows, self.isPMSys) = (targets, rows, isPMSys)
    }
}
