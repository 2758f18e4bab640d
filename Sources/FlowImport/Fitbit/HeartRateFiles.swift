import FlowRecords

/// The per-type files of a Fitbit export walked in name order, each heart-rate file parsed on
/// a second core while this one adds the entries of the file before: a Takeout's heart rate
/// is millions of entries, most of its reading time, and the rest of the reader cannot start
/// on a file before the one ahead of it is added. Files of the other types are read here, in
/// their turn, so records arrive in exactly the order a single thread would give them.
enum HeartRateFiles {
    /// A heart-rate entry as the second core leaves it: read from its bytes, or parsed whole
    /// when its shape is not Fitbit's usual one.
    enum Item: Sendable {
        /// Read from its bytes, its time already on the reader's clock.
        case sample(at: Timestamp, bpm: Double, index: Int)
        case entry(JSONValue, index: Int)
    }

    /// What the second core hands on for the k-th file: its parsed heart-rate entries, or a
    /// turn to read a file of another type here.
    enum Parsed: Sendable {
        case heartRate(Int, [Item])
        case other(Int)
    }

    /// Walks `files` in order: `heartRate` is called with each heart-rate file's entries in
    /// order, `other` with each other file, both on this thread. The second core puts each
    /// sample on `clock` (UTC times in a dated file, wall-clock times in a per-type one).
    static func walk(
        _ files: [(type: String, name: String, dated: Bool)], in export: ExportFiles, clock: FitbitClock,
        heartRate: (Int, [Item]) throws -> Void, other: (Int) throws -> Void
    ) throws {
        try ChunkPipe<Parsed>.stream(
            capacity: 3,
            produce: { pipe in
                var clock = clock
                for (k, file) in files.enumerated() {
                    guard file.type == "heart_rate" else {
                        guard pipe.put(.other(k)) else { return }
                        continue
                    }
                    var items: [Item] = []
                    try FitbitExport.forEachEntry(
                        export, file.name,
                        fast: { bytes, index in
                            guard let (entry, length) = HeartRateEntry.prefix(of: bytes) else { return nil }
                            let at = file.dated ? clock.utc(entry.written) : clock.local(entry.written)
                            items.append(.sample(at: at, bpm: entry.bpm, index: index))
                            return length
                        }
                    ) { entry, index in items.append(.entry(entry, index: index)) }
                    guard pipe.put(.heartRate(k, items)) else { return }
                }
            },
            consume: { parsed in
                switch parsed {
                case .heartRate(let k, let items): try heartRate(k, items)
                case .other(let k): try other(k)
                }
            })
    }
}
