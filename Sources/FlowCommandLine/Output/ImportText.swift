import FlowApp
import FlowImport
import FlowRecords

/// What `flow import` says once every input is in: per file, the records added, those the
/// library held already, what was rejected and the dates it covers; then what the library holds.
enum ImportText {
    static func text(_ r: ImportHistory.Result) -> String {
        var out = "library \(r.library)\(r.created ? " (made now)" : ""):\n"
        for part in r.parts {
            if let checkins = part.checkins {
                out +=
                    "  \(part.name), read as check-ins: "
                    + answers(part.added, replaced: checkins.replaced, alreadyThere: part.alreadyThere)
                out += rejectedLines(checkins.rejected) + "\n"
                continue
            }
            guard let report = part.report else {
                out +=
                    "  \(part.name): imported before (\(part.importedBefore ?? ""))"
                    + (part.sameRecords ? ": the same records, none added\n" : ", not read again\n")
                continue
            }
            let reasons = report.rejectionsByCount.map { "\($0.reason.rawValue) \(NumberFormat.grouped($0.count))" }
                .joined(separator: ", ")
            let rejected =
                report.rejectedCount == 0 ? "" : ", \(NumberFormat.grouped(report.rejectedCount)) rejected (\(reasons))"
            out +=
                "  \(part.name)\(report.format.map { ", read as \($0)" } ?? ""): \(NumberFormat.grouped(part.added)) added, "
                + "\(NumberFormat.grouped(part.alreadyThere)) already there\(rejected)"
                + (dates(report).map { ", dated \($0)" } ?? "") + "\n"
        }
        out +=
            "it holds \(NumberFormat.grouped(r.records)) records from \(plural(r.imports, "imported file"))"
            + "; every command reads it when no --history is given\n"
        return out
    }

    /// A check-in file's answers: "12 check-in answers added, 3 replaced, 40 already there".
    static func answers(_ added: Int, replaced: Int, alreadyThere: Int) -> String {
        "\(NumberFormat.grouped(added)) check-in answer\(added == 1 ? "" : "s") added, \(NumberFormat.grouped(replaced)) replaced, "
            + "\(NumberFormat.grouped(alreadyThere)) already there"
    }

    /// The lines of a check-in file left out, each with its number and why (the first five).
    static func rejectedLines(_ rejected: [CheckinFile.Rejected]) -> String {
        guard !rejected.isEmpty else { return "" }
        let named = rejected.prefix(5).map { "line \($0.line): \($0.problem)" }.joined(separator: "; ")
        return ", \(plural(rejected.count, "line")) left out (\(named)\(rejected.count > 5 ? "; …" : ""))"
    }

    /// The local dates a report's records cover, first to last: `2026-07-11 to 2026-07-13`.
    static func dates(_ report: ImportReport) -> String? {
        guard let first = report.dates.values.map(\.lowerBound).min(),
            let last = report.dates.values.map(\.upperBound).max()
        else { return nil }
        return "\(first) to \(last)"
    }
}
