import FlowApp
import FlowDatabase
import FlowRecords

/// What `flow library` prints: the holdings by source, or what a deletion took.
enum LibraryText {
    static func text(_ r: ShowLibrary.Result) -> String {
        var out =
            "\(r.library): \(NumberFormat.grouped(r.records)) records from \(plural(r.sources.count, "source")), "
            + "\(plural(r.imports, "imported file"))" + (r.lastImport.map { ", the last on \($0)" } ?? "") + "\n"
        for s in r.sources {
            out += "  \(s.source)" + (s.lastImport.map { " (last import \($0))" } ?? "") + "\n"
            for k in s.kinds {
                out += "    \(k.kind): \(NumberFormat.grouped(k.records)), \(k.first) to \(k.last)\n"
            }
            for line in r.clocks[s.source] ?? [] {
                out += "    " + (line.hasPrefix("clock") ? "" : "clock: ") + line + "\n"
            }
        }
        let c = r.checkins
        if let first = c.first, let last = c.last {
            out +=
                "  check-ins: \(NumberFormat.grouped(c.evenings)) evening\(c.evenings == 1 ? "" : "s"), "
                + "\(NumberFormat.grouped(c.answers)) answer\(c.answers == 1 ? "" : "s"), \(first) to \(last)\n"
        }
        return out
    }

    static func json(_ r: ShowLibrary.Result) -> JSONValue {
        .object([
            ("library", .string(r.library)), ("records", .number(Double(r.records))),
            ("imports", .number(Double(r.imports))), ("last_import", r.lastImport.map { .string($0) } ?? .null),
            (
                "checkins",
                .object([
                    ("evenings", .number(Double(r.checkins.evenings))),
                    ("answers", .number(Double(r.checkins.answers))),
                    ("first", r.checkins.first.map { .string($0) } ?? .null),
                    ("last", r.checkins.last.map { .string($0) } ?? .null),
                ])
            ),
            (
                "sources",
                .array(
                    r.sources.map { s in
                        .object([
                            ("source", .string(s.source)), ("last_import", s.lastImport.map { .string($0) } ?? .null),
                            (
                                "kinds",
                                .array(
                                    s.kinds.map { k in
                                        .object([
                                            ("kind", .string(k.kind)), ("records", .number(Double(k.records))),
                                            ("first", .string(k.first)), ("last", .string(k.last)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// "deleted 1,204 records of WHOOP from …", or how many would go and how to confirm.
    static func forgotten(_ r: ForgetRecords.Result, _ what: Library.Forgetting, library: String) -> String {
        let which: String
        switch what {
        case .source(let s): which = "records of \(s)"
        case .before(let day): which = "records that end before \(day) (and the check-ins of evenings before it)"
        case .checkins: which = "check-in answers"
        }
        guard r.deleted else {
            return "\(NumberFormat.grouped(r.records)) \(which) would be deleted from \(library); "
                + "nothing was deleted: add --yes to delete them\n"
        }
        return "deleted \(NumberFormat.grouped(r.records)) \(which) from \(library) (overwritten in the file)\n"
    }
}
