import FlowRecords

/// WHOOP's data export (the zip `my_whoop_data_*.zip` or its folder; `formats/whoop.md`):
/// cycles, sleeps, workouts and the journal, each file optional, recognised by its name and
/// header. Nights are summary nights of SPEC 19, the night values sit at the middle of their
/// night, WHOOP's scores are kept as device scores and the journal becomes check-ins.
public enum WhoopExport {
    /// The source name WHOOP's records carry.
    public static let sourceName = "WHOOP"
    static let cyclesFile = "physiological_cycles.csv", sleepsFile = "sleeps.csv"
    static let journalFile = "journal_entries.csv", workoutsFile = "workouts.csv"

    /// The first field of every WHOOP file's header.
    static let firstColumn = "Cycle start time"

    /// True when a folder's or zip's files include WHOOP's cycles, sleeps or journal.
    public static func recognises(_ names: [String]) -> Bool {
        names.contains { [cyclesFile, sleepsFile, journalFile].contains(ExportFiles.baseName($0)) }
    }

    /// True when a CSV's first line is one of WHOOP's headers (a single file given on its own),
    /// with commas or, re-saved by a spreadsheet, semicolons.
    public static func recognises(firstLine: [UInt8]) -> Bool {
        VendorCSV.startsWith(firstLine, [firstColumn])
    }

    /// Reads the export at `path`: a folder, a zip, or one of its CSV files on its own; `files`
    /// is its folder or zip when it was opened already.
    public static func read(path: String, files opened: ExportFiles? = nil) throws -> (RecordHistory, ImportReport) {
        var files: [String: VendorCSV] = [:]
        var workouts = 0
        if opened == nil, HistoryFile.isPlainFile(path) {
            let csv = VendorCSV(bytes: try HistoryFile.bytes(path), file: path)
            files[kind(of: csv)] = csv
        } else {
            let export = try opened ?? ExportFiles(path: path)
            for file in [cyclesFile, sleepsFile, journalFile, workoutsFile] {
                guard let name = export.names(where: { $0 == file }).first else { continue }
                files[file] = VendorCSV(bytes: try export.bytes(of: name), file: export.display(name))
            }
            workouts = files.removeValue(forKey: workoutsFile)?.rows.count ?? 0
        }
        var reader = WhoopReader(file: path)
        try reader.read(cycles: files[cyclesFile], sleeps: files[sleepsFile], journal: files[journalFile])
        if workouts > 0 { reader.collector.notRead(["\(workoutsFile) (\(workouts) workouts)"]) }
        return try reader.finish(files: [cyclesFile, sleepsFile, journalFile].filter { files[$0] != nil })
    }

    /// Which of WHOOP's files a CSV is, told by its header.
    static func kind(of csv: VendorCSV) -> String {
        if csv.column(named: "Question text") != nil { return journalFile }
        if csv.column(named: "Nap") != nil { return sleepsFile }
        if csv.column(named: "Workout start time") != nil { return workoutsFile }
        return cyclesFile
    }

    /// A journal question as a behaviour name: lower case, each run of other characters one
    /// `_`, none at either end (`Have any alcoholic drinks?` → `have_any_alcoholic_drinks`).
    public static func behaviour(_ question: String) -> String {
        var out = ""
        var gap = false
        for c in question.lowercased().unicodeScalars {
            if ("a"..."z").contains(c) || ("0"..."9").contains(c) {
                if gap && !out.isEmpty { out += "_" }
                out.unicodeScalars.append(c)
                gap = false
            } else {
                gap = true
            }
        }
        return out
    }
}
