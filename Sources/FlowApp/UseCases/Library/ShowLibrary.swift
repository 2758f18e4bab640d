import FlowDatabase

/// `flow library`: what a library holds, source by source.
public enum ShowLibrary {
    /// The library's holdings: each source's kinds with counts and dates, its last import, and
    /// how many files were imported.
    public struct Result: Sendable {
        /// The library's file.
        public var library: String
        /// Each source, in name order.
        public var sources: [Library.SourceHoldings]
        /// Files imported, and when the last was.
        public var imports: Int, lastImport: String?
        /// The check-ins held (imported, logged, and an export's journal): evenings, answers, and
        /// the first and last evening.
        public var checkins: (evenings: Int, answers: Int, first: String?, last: String?) = (0, 0, nil, nil)
        /// Each source's clocks, as the last import of its Takeout worked them out (by source name).
        public var clocks: [String: [String]] = [:]
        /// Records of every source.
        public var records: Int { sources.reduce(0) { $0 + $1.records } }

        /// A result from its parts.
        public init(library: String, sources: [Library.SourceHoldings], imports: Int, lastImport: String?) {
            (self.library, self.sources, self.imports, self.lastImport) = (library, sources, imports, lastImport)
        }
    }

    /// Reads what the library at `path` holds (it must exist).
    public static func run(library path: String) throws -> Result {
        let library = try Library.reading(path)
        let held = try library.holdings()
        var result = Result(library: path, sources: held.sources, imports: held.imports, lastImport: held.lastImport)
        result.checkins = try library.checkinHoldings()
        result.clocks = Dictionary(uniqueKeysWithValues: try library.clockLines().map { ($0.source, $0.lines) })
        return result
    }
}
