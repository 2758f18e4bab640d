import FlowRecords

/// The person's time zone from a Takeout export's `Your Profile/Profile.csv` (column
/// `timezone`, an IANA name such as `America/Los_Angeles`).
enum TakeoutProfile {
    /// The zone named in the profile file, nil when the file has no such column or it is
    /// blank; an error for a file that cannot be read or names a zone the tz database does
    /// not know.
    static func zone(file: String) throws -> String? {
        // Quoted fields (an "about me") may hold commas and line breaks: join lines until the quotes close.
        var records: [[String]] = []
        var pending = ""
        try TextFile.forEachLine(path: file) { bytes, _ in
            guard records.count < 2 else { return }
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            pending += pending.isEmpty ? line : "\n" + line
            guard pending.utf8.count < 1 << 20 else {
                pending = ""
                return
            }  // an endless quoted field: give up on it
            if let fields = CSVLine.fields(pending) {
                if !pending.trimmingSpaces.isEmpty { records.append(fields) }
                pending = ""
            }
        }
        guard let header = records.first, let column = header.firstIndex(where: { $0.lowercased() == "timezone" })
        else { return nil }
        guard records.count > 1, column < records[1].count else { return nil }
        let name = records[1][column]
        guard !name.isEmpty else { return nil }
        guard ZoneOffsets.isKnown(name) else {
            throw InputError.badLine(
                file: file, line: 2, problem: "the timezone '\(name)' is not a zone the tz database knows")
        }
        return name
    }
}
