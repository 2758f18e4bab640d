import FlowApp
import FlowRecords

/// What `flow import` says once every input is in: per file, the records added, those the
/// library held already, what was rejected and the dates it covers; then what the library holds.
enum ImportText {
    static func text(_ r: ImportHistory.Result) -> String {
        var out = "library \(r.library)\(r.created ? " (made now)" : ""):\n"
        for part in r.parts {
            guard let report = part.report else {
                out += "  \(part.name): imported before (\(part.importedBefore ?? "")), not read again\n"
                continue
            }
            let reasons = report.rejectionsByCount.map { "\($0.reason.rawValue) \(NumberFormat.grouped($0.count))" }
                .joined(separator: ", ")
            let rejected =
                report.rejectedCount == 0 ? "" : ", \(NumberFormat.grouped(report.rejectedCount)) rejected (\(reasons))"
            out +=
                "  \(part.name): \(NumberFormat.grouped(part.added)) added, "
                + "\(NumberFormat.grouped(part.alreadyThere)) already there\(rejected)"
                + (dates(report).map { ", dated \($0)" } ?? "") + "\n"
        }
        out +=
            "it holds \(NumberFormat.grouped(r.records)) records from \(plural(r.imports, "imported file"))"
            + "; every command reads it when no --history is given\n"
        return out
    }

    /// The local dates a report's records cover, first to last: `2026-07-11 to 2026-07-13`.
    static func dates(_ report: ImportReport) -> String? {
        guard let first = report.dates.values.map(\.lowerBound).min(),
            let last = report.dates.values.map(\.upperBound).max()
        else { return nil }
        return "\(first) to \(last)"
    }
}
