import FlowApp

extension AtomicFile {
    /// Writes `text` to `path` atomically, or to standard output for `-`; true for the latter
    /// (the command then keeps its "wrote …" line off standard output).
    static func write(_ text: String, to path: String, console: Console) throws -> Bool {
        guard path != standardOutput else {
            console.data(text)
            return true
        }
        try write(text, to: path)
        return false
    }
}
