import FlowRecords
import Foundation

/// What a `--history` path holds, told from the path and its first bytes, never from its
/// name: a Fitbit or Google Takeout folder, an Apple Health export (zip or XML), a feature
/// table written by `flow features` (its first line is a `#` settings line), or a records CSV.
public enum HistorySource: Equatable, Sendable {
    /// A folder: a Fitbit export or Google Takeout's Fitbit folder.
    case fitbitFolder
    /// A zip archive: Apple Health's `export.zip`.
    case appleHealthZip
    /// XML: Apple Health's `export.xml`.
    case appleHealthXML
    /// A table written by `flow features` (a `#` settings line first).
    case featureTable
    /// Anything else is read as a records CSV (its header is checked).
    case recordsCSV
    /// WHOOP's export: its zip, its folder, or one of its CSV files.
    case whoop
    /// Oura's Trends CSV, or its newer export's zip or folder.
    case oura
    /// Garmin Connect's export: its zip or its `DI_CONNECT` folder.
    case garmin
    /// Samsung Health's export: its folder of `com.samsung.*.csv` tables (or a zip of it).
    case samsung

    /// The kind of history at `path`; a path that does not exist is `InputError.missing` (66).
    public static func detect(path: String) throws -> HistorySource {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError.missing(file: path)
        }
        if isFolder.boolValue { return try vendor(of: ExportFiles(path: path)) ?? .fitbitFolder }
        let head = TextFile.prefix(path: path, count: AppleHealthExport.sniffLength)  // read once, looked at three ways
        if AppleHealthExport.isZip(head: head) { return try vendor(of: ExportFiles(path: path)) ?? .appleHealthZip }
        if WhoopExport.recognises(firstLine: head) { return .whoop }
        if OuraExport.recognises(firstLine: head) { return .oura }
        if AppleHealthExport.isXML(head: head) { return .appleHealthXML }
        if head.first == UInt8(ascii: "#") { return .featureTable }
        return .recordsCSV
    }

    /// Reads the raw records of a history that is not a feature table, with the import
    /// report; `zone` (an IANA name) is the person's zone for a Fitbit export without
    /// offsets, and `progress` is called as an Apple Health export is read.
    public func records(
        path: String, zone: String? = nil, progress: AppleHealthExport.Progress? = nil
    ) throws -> (RecordHistory, ImportReport) {
        switch self {
        case .fitbitFolder: return try FitbitExport.read(path: path, zone: zone)
        case .appleHealthZip, .appleHealthXML: return try AppleHealthExport.read(path: path, progress: progress)
        case .recordsCSV: return try RecordsCSV.read(path: path)
        case .whoop: return try WhoopExport.read(path: path)
        case .oura: return try OuraExport.read(path: path)
        case .garmin: return try GarminExport.read(path: path)
        case .samsung: return try SamsungHealthExport.read(path: path)
        case .featureTable:
            throw ImportError.unrecognised(file: path, problem: "is a feature table, which holds no raw records")
        }
    }
}

extension HistorySource {
    /// The vendor whose export a folder or zip holds, told by its files' names; nil for none.
    static func vendor(of export: ExportFiles) -> HistorySource? {
        if WhoopExport.recognises(export.names) { return .whoop }
        if OuraExport.recognises(export.names) { return .oura }
        if GarminExport.recognises(export.names) { return .garmin }
        if SamsungHealthExport.recognises(export.names) { return .samsung }
        return nil
    }
}

/// Time zone names, checked against the tz database.
public enum TimeZoneName {
    /// True when the tz database knows `name` (an IANA name such as `Europe/Oslo`).
    public static func isKnown(_ name: String) -> Bool { ZoneOffsets.isKnown(name) }
}
