import FlowRecords

/// What an input no format recognises is, said in words (never its raw bytes), with what flow
/// looked for, so the person knows what to give instead.
enum Refusal {
    /// True when a file's first line (within its first bytes) is not text: a NUL, another
    /// control byte than tab or CR, or bytes that are not UTF-8. A bad byte on a later line is
    /// the reader's to count.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes.prefix { $0 != 10 })
        if head.contains(where: { $0 < 32 && $0 != 9 && $0 != 13 }) { return true }
        // A multi-byte character cut by the end of the head is still text.
        var cut = head[...]
        while let last = cut.last, last & 0xC0 == 0x80 || last >= 0xC0 { cut = cut.dropLast() }
        if cut.count < head.count - 3 { return true }
        return String(validating: cut, as: UTF8.self) == nil
    }

    /// True when a file is a Garmin/ANT FIT file: its header says `.FIT` at bytes 8-11.
    static func isFIT(_ head: [UInt8]) -> Bool {
        head.count >= 12 && Array(head[8..<12]) == Array(".FIT".utf8)
    }

    /// The sentence an unrecognised input is refused with.
    static func describe(_ input: OpenedHistory) -> String {
        let lookedFor = "looked for \(HistoryFormat.exportNames) files"
        if let files = input.files {
            let what =
                files.partCount > 1
                ? "these \(files.partCount) parts hold" : input.isZip ? "this zip holds" : "this folder holds"
            let shown = files.names.prefix(6).joined(separator: ", ") + (files.names.count > 6 ? ", …" : "")
            return "no export flow knows (\(lookedFor)); \(what) \(files.names.count) file"
                + (files.names.count == 1 ? "" : "s") + (files.names.isEmpty ? "" : ": \(shown)")
        }
        if isFIT(input.head) {
            return "a Garmin FIT file (one activity from a device); flow reads Garmin's account export "
                + "(the DI_CONNECT folder or its zip), not FIT files"
        }
        if input.head.isEmpty { return "an empty file, no export flow knows (\(lookedFor))" }
        return "binary data, not an export flow knows (\(lookedFor), or a records CSV)"
    }
}

/// A text file whose first line is not the records CSV's header, read as one because no other
/// format claimed it: the header error, then what flow reads instead.
struct UnknownCSV: FlowError {
    /// The records reader's own error (`expected the header …, found …`).
    let base: FlowError
    /// Whether its first column is `date`: a check-in or labels file, which goes with a history.
    var isCheckins = false

    var kind: FaultKind { base.kind }
    var place: FaultPlace? { base.place }
    var description: String {
        guard !isCheckins else {
            return base.description
                + ": a check-in or labels file (its first column is date), not a history; flow import keeps "
                + "check-ins in your library, and the commands that read them take such a file beside a history"
        }
        return base.description
            + ": not a records CSV, nor an export flow knows (looked for \(HistoryFormat.exportNames) files)"
    }
}
