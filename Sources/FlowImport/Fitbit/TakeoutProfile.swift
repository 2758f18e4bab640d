import FlowRecords

/// The person's time zone from a Takeout export's `Your Profile/Profile.csv` (column
/// `timezone`, an IANA name such as `America/Los_Angeles`), read from its folder or zip.
enum TakeoutProfile {
    /// The zone named in the profile file, nil when the file has no such column or it is
    /// blank; an error for a file that cannot be read or names a zone the tz database does
    /// not know.
    static func zone(_ export: ExportFiles, _ file: String) throws -> String? {
        guard let name = try value(export, file, column: "timezone") else { return nil }
        guard ZoneOffsets.isKnown(name) else {
            throw InputError.badLine(
                file: export.display(file), line: 2,
                problem: "the timezone '\(name)' is not a zone the tz database knows")
        }
        return name
    }

    /// The sex in the profile's `gender` column (FEMALE or MALE; anything else says nothing).
    static func sex(_ export: ExportFiles, _ file: String) throws -> BiologicalSex? {
        switch try value(export, file, column: "gender")?.lowercased() {
        case "female"?: return .female
        case "male"?: return .male
        default: return nil
        }
    }

    /// The profile's value in `column` (case-insensitive header), nil when absent or blank.
    static func value(_ export: ExportFiles, _ file: String, column wanted: String) throws -> String? {
        // Quoted fields (an "about me") may hold commas and line breaks: join lines until the quotes close.
        var records: [[String]] = []
        var pending = ""
        try export.forEachLine(of: file) { bytes, _ in
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
        guard let header = records.first, let column = header.firstIndex(where: { $0.lowercased() == wanted })
        else { return nil }
        guard records.count > 1, column < records[1].count else { return nil }
        let value = records[1][column]
        return value.isEmpty ? nil : value
    }
}
