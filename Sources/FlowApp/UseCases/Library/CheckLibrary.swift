import FlowDatabase

/// `flow library check`: SQLite's integrity check and flow's own of every record.
public enum CheckLibrary {
    /// The problems found (empty: the library is sound), and the records checked.
    public static func run(library path: String) throws -> (problems: [String], records: Int) {
        let library = try Library.reading(path)
        return (try library.check(), try library.recordCount())
    }
}
