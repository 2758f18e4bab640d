import FlowRecords

/// Oura's exports (`formats/oura.md`): the older one-file Trends CSV, and the newer account
/// export, a zip (or its folder) of `App Data/*.csv`. Nights are summary nights of SPEC 19,
/// the temperature a deviation from the ring's baseline, Oura's scores device scores and, in
/// the newer export, the tags check-ins.
public enum OuraExport {
    /// The source name Oura's records carry.
    public static let sourceName = "Oura"

    /// True when a CSV's first line is the Trends file's header.
    public static func recognises(firstLine: [UInt8]) -> Bool {
        VendorCSV.startsWith(firstLine, OuraTrends.firstColumns)
    }

    /// True when a folder's or zip's files include the newer export's daily or sleep files.
    public static func recognises(_ names: [String]) -> Bool { OuraAppData.recognises(names) }

    /// Reads the Trends CSV, or the newer export's zip or folder, at `path`; `files` is the zip
    /// or folder when it was opened already.
    public static func read(path: String, files opened: ExportFiles? = nil) throws -> (RecordHistory, ImportReport) {
        var collector = RecordCollector(file: path)
        let source = collector.source(named: sourceName)
        if opened == nil, HistoryFile.isPlainFile(path) {
            let csv = VendorCSV(bytes: try HistoryFile.bytes(path), file: path)
            try OuraTrends.read(csv, into: &collector, source: source)
            collector.layout("Oura Trends CSV (one row a day)")
        } else {
            try OuraAppData.read(try opened ?? ExportFiles(path: path), into: &collector, source: source)
        }
        collector.clock("the offsets Oura writes on each night's bedtimes")
        collector.note(
            "Oura's own scores kept beside flow's, never mixed in: Readiness as device_recovery, Sleep Score as "
                + "device_sleep, Activity Score as device_strain; the skin temperature is a deviation from the ring's "
                + "baseline (wrist_temp_delta)")
        return try collector.finish()
    }
}
