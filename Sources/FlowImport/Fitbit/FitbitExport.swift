import FlowRecords
import Foundation

/// Reads a Fitbit export folder, in either layout people have: one combined file per type
/// (`sleep.json`, `steps.json`, `resting_heart_rate.json`, `heart_rate.json`, as in the
/// PMData dataset, possibly under `fitbit/`) or Google Takeout's `Global Export Data` with
/// dated files (`sleep-2020-01-01.json`, …).
///
/// Fitbit writes local wall-clock times without an offset: flow reads them as local time,
/// with offset +00:00, so local dates and clock hours are right (a night across a
/// daylight-saving change is measured on the clock).
public enum FitbitExport {
    /// The source name given to every Fitbit record.
    public static let sourceName = "Fitbit"
    static let types = ["sleep", "steps", "resting_heart_rate", "heart_rate"]

    /// The folder holding the export's files, looking inside the usual subfolders; nil when
    /// there is no recognisable Fitbit file.
    public static func locate(_ path: String) -> String? {
        let candidates = [path, path + "/fitbit", path + "/Global Export Data", path + "/Fitbit/Global Export Data",
                          path + "/Takeout/Fitbit/Global Export Data"]
        return candidates.first { !files(in: $0).isEmpty }
    }

    /// The files of each type in a folder, in name order (dated files sort by date).
    static func files(in folder: String) -> [(type: String, path: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var out: [(String, String)] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let stem = String(name.dropLast(5))
            for type in types where stem == type || (stem.hasPrefix(type + "-") && isDate(stem.dropFirst(type.count + 1))) {
                out.append((type, folder + "/" + name))
            }
        }
        return out
    }

    private static func isDate(_ s: Substring) -> Bool { CalendarDay(iso: s) != nil }

    /// Reads every recognised file of the export into a history, with the import report.
    public static func read(path: String) throws -> (RecordHistory, ImportReport) {
        guard let folder = locate(path) else {
            throw ImportError.unrecognised(file: path, problem: "no recognisable Fitbit file (sleep.json, steps.json, "
                + "resting_heart_rate.json, heart_rate.json, or dated Takeout files such as sleep-2020-01-01.json) in this folder "
                + "or its fitbit/ or Global Export Data/ subfolder")
        }
        var reader = FitbitReader(file: path)
        for (type, file) in files(in: folder) {
            try forEachEntry(file) { entry, index in
                switch type {
                case "sleep": reader.sleep(entry, index: index)
                case "steps": reader.steps(entry, index: index)
                case "resting_heart_rate": reader.restingHR(entry, index: index)
                default: reader.heartRate(entry, index: index)
                }
            }
        }
        return try reader.finish()
    }

    /// Walks the entries of a JSON file that must hold an array, one at a time, reading the
    /// file in chunks (only one entry is held at a time).
    static func forEachEntry(_ file: String, _ body: (JSONValue, Int) throws -> Void) throws {
        var stream = JSONArrayStream(file: file)
        try TextFile.forEachChunk(path: file, chunkSize: 1 << 20) { try stream.feed($0, body) }
        try stream.finish()
    }

    /// Every entry of a JSON array file (tests and small files).
    static func jsonArray(_ file: String) throws -> [JSONValue] {
        var out: [JSONValue] = []
        try forEachEntry(file) { entry, _ in out.append(entry) }
        return out
    }

    /// Fitbit's times: `2019-11-02 00:09:30`, `2019-11-02T07:19:30.000`, or `11/01/19 00:00:05`
    /// (Takeout), read as local time with offset +00:00.
    static func time(_ text: String) -> Timestamp? {
        var iso = text
        let b = Array(text.utf8)
        if b.count >= 17, b[2] == 47, b[5] == 47 {  // MM/dd/yy HH:mm:ss
            let month = text.prefix(2), day = text.dropFirst(3).prefix(2), year = text.dropFirst(6).prefix(2)
            iso = "20\(year)-\(month)-\(day) \(text.dropFirst(9))"
        }
        guard case .success(let t) = TimestampParser.parse(iso + "Z") else { return nil }
        return t
    }
}
