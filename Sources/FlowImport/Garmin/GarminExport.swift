import FlowRecords

/// Garmin Connect's data export (`formats/garmin.md`): the zip, or its `DI_CONNECT` folder.
/// Nights come from `DI-Connect-Wellness/*_sleepData.json` (GMT times, on the local offset of
/// their calendar date's daily summary), days from the `UDSFile_*.json` daily summaries
/// (wherever they lie: `DI-Connect-Aggregator/` in newer exports, `DI-Connect-User/` in older
/// ones), VO₂max from `DI-Connect-Metrics/`. FIT files are counted, not read.
public enum GarminExport {
    /// The source name Garmin's records carry.
    public static let sourceName = "Garmin"

    /// True when a folder's or zip's files include Garmin's sleep data or daily summaries.
    public static func recognises(_ names: [String]) -> Bool {
        names.contains { isSleep($0) || isDaily($0) }
    }

    static func isSleep(_ name: String) -> Bool { ExportFiles.baseName(name).hasSuffix("_sleepData.json") }
    static func isDaily(_ name: String) -> Bool {
        let base = ExportFiles.baseName(name)
        return base.hasPrefix("UDSFile_") && base.hasSuffix(".json")
    }

    /// Reads the export at `path` (`files`: its folder or zip, when it was opened already).
    public static func read(path: String, files opened: ExportFiles? = nil) throws -> (RecordHistory, ImportReport) {
        let export = try opened ?? ExportFiles(path: path)
        var reader = GarminReader(file: path)
        // The days first: their offsets place the nights.
        for name in export.names where isDaily(name) {
            try reader.readDays(try objects(export, name), file: export.display(name))
        }
        for name in export.names where isSleep(name) {
            let entries = try objects(export, name)
            try reader.readNights(entries, file: export.display(name))
        }
        for name in export.names {
            let base = ExportFiles.baseName(name)
            reader.collector.reading(file: export.display(name))
            if base.hasPrefix("MetricsMaxMetData_") && base.hasSuffix(".json") {
                try reader.readVO2max(try objects(export, name))
            } else if base.hasPrefix("TrainingReadinessDTO_") && base.hasSuffix(".json") {
                try reader.readReadiness(try objects(export, name))
            } else if base.hasSuffix("_healthStatusData.json") {
                try reader.readHealthStatus(try objects(export, name))
            }
        }
        reader.collector.notRead(notRead(export.names))
        return try reader.finish()
    }

    /// True for a file the reader reads.
    static func isRead(_ name: String) -> Bool {
        let base = ExportFiles.baseName(name)
        return isDaily(name) || isSleep(name) || base.hasSuffix("_healthStatusData.json")
            || ((base.hasPrefix("MetricsMaxMetData_") || base.hasPrefix("TrainingReadinessDTO_"))
                && base.hasSuffix(".json"))
    }

    /// What the export holds that flow does not read, by folder with its count of files, in
    /// name order ("DI-Connect-Fitness (12 files)"), FIT files and their archives counted
    /// apart. Only folder names are shown: Garmin's file names carry the account's e-mail.
    static func notRead(_ names: [String]) -> [String] {
        var fit = 0
        var byFolder: [String: Int] = [:]
        for name in names where !isRead(name) {
            let lower = name.lowercased()
            if lower.hasSuffix(".fit") || (lower.contains("uploaded-files") && lower.hasSuffix(".zip")) {
                fit += 1
                continue
            }
            // The folder under DI_CONNECT (or the top folder), never the file's own name.
            let parts = name.split(separator: "/").dropLast()
            let folder =
                parts.firstIndex(of: "DI_CONNECT").map { k in
                    k + 1 < parts.endIndex ? String(parts[k + 1]) : "DI_CONNECT"
                }
                ?? parts.first.map(String.init) ?? "(top folder)"
            byFolder[folder, default: 0] += 1
        }
        var out = byFolder.keys.sorted().map { "\($0) (\(byFolder[$0]!) file\(byFolder[$0]! == 1 ? "" : "s"))" }
        if fit > 0 { out.append("FIT files and their archives (\(fit))") }
        return out
    }

    /// A JSON file of the export as its array of objects; anything else is an error naming it.
    static func objects(_ export: ExportFiles, _ name: String) throws -> [JSONValue] {
        let file = export.display(name)
        let value: JSONValue
        do { value = try JSONValue.parse(bytes: try export.bytes(of: name)) } catch let error as InputError {
            throw error
        } catch {
            throw ImportError.badJSON(file: file, problem: "not valid JSON (\(error))")
        }
        guard let array = value.array, array.allSatisfy({ if case .object = $0 { true } else { false } }) else {
            throw ImportError.badJSON(file: file, problem: "expected a JSON array of objects")
        }
        return array
    }
}
