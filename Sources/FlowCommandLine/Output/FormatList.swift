import FlowImport

/// The inputs `--history` takes, as help says them: read from the format registry
/// (`HistoryFormat.all`), so a format declared there is listed everywhere at once.
enum FormatList {
    /// One line per format, its name then what flow accepts of it, as `flow --help` lists them,
    /// folded to `width` columns under the column the descriptions start at.
    static func table(width: Int) -> String {
        let names = HistoryFormat.accepted.map(\.name.count).max() ?? 0
        return HistoryFormat.accepted.map { format in
            hanging(
                "  " + format.name + String(repeating: " ", count: names - format.name.count + 2),
                format.accepts, width: width)
        }.joined(separator: "\n")
    }

    /// `--history`'s meaning in a command's help, folded as option meanings are.
    static var historyMeaning: String {
        let text =
            "an export as its vendor sends it (" + HistoryFormat.exportNames
            + "; flow --help lists each), a records CSV (header kind,start,end,value,source), a table from flow "
            + "features, or - for standard input; give it again to pool several (a ring and a watch); the parts "
            + "of one Google Takeout given together are read as one export"
        return folded(text, width: 70).joined(separator: "\n")
    }

    /// What `flow compare` says of a history without device scores: which formats carry them.
    static var whereScoresComeFrom: String {
        let carriers = HistoryFormat.all.compactMap { f in f.deviceScores.map { "\(f.name) (\($0))" } }
        return "No device scores in this history. They come from these exports: " + carriers.joined(separator: ", ")
            + ".\n"
    }
}
