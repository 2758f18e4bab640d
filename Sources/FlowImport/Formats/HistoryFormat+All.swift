import FlowDatabase
import FlowRecords

/// Every format flow reads, each declared once, in the order detection tries them (a file's
/// own header before the catch-all records CSV, vendors' folders before Apple's zip).
extension HistoryFormat {
    /// All formats, in detection order.
    public static let all: [HistoryFormat] = [
        library, featureTable, appleHealthXML, whoop, oura, garmin, samsung, takeout, healthAutoExport, healthConnect,
        appleHealthZip, recordsCSV,
    ]

    /// A flow library: the file `flow import` keeps (or one `flow export` wrote), read back whole.
    public static let library = HistoryFormat(
        name: "flow library", accepts: "the library.sqlite flow import keeps, or a file flow export wrote",
        recognises: { Library.isLibrary(head: $0.head) },
        read: { input, _ in try Library.reading(input.path).history(name: input.name) })

    /// A table written by `flow features` (its first line a `#` settings line).
    public static let featureTable = HistoryFormat(
        name: "feature table", accepts: "a table written by flow features", holdsRecords: false,
        recognises: { $0.head.first == UInt8(ascii: "#") },
        read: { input, _ in
            throw ImportError.unrecognised(file: input.name, problem: "is a feature table, which holds no raw records")
        })

    /// Android's Health Connect export: the zip its scheduled export writes (or the folder it is
    /// synced to), or the database in it.
    public static let healthConnect = HistoryFormat(
        name: "Health Connect (Android)",
        accepts: "Health Connect.zip (any name), the folder it syncs to, or the health_connect_export.db in it",
        recognises: { HealthConnectExport.recognises($0) },
        read: { input, _ in try HealthConnectExport.read(input) })

    /// Apple Health's `export.xml`.
    public static let appleHealthXML = HistoryFormat(
        name: "Apple Health", accepts: "export.xml", showsProgress: true,
        recognises: { AppleHealthExport.isXML(head: $0.head) },
        read: { input, options in try AppleHealthExport.read(path: input.path, progress: options.progress) })

    /// The Health Auto Export app's JSON files: one, or the folder it syncs them to.
    public static let healthAutoExport = HistoryFormat(
        name: "Health Auto Export", accepts: "its JSON file (export version 2), or the folder it syncs them to",
        recognises: { input in
            input.files.map { !input.isZip && HealthAutoExport.recognises($0) }
                ?? HealthAutoExport.recognises(head: input.head)
        },
        read: { input, _ in try HealthAutoExport.read(path: input.path, files: input.files) })

    /// WHOOP's export.
    public static let whoop = HistoryFormat(
        name: "WHOOP", accepts: "my_whoop_data zip, its folder, or one of its CSV files",
        deviceScores: "Recovery, Sleep performance, Day Strain", strainScale: 21,
        recognises: { input in
            input.files.map { WhoopExport.recognises($0.names) } ?? WhoopExport.recognises(firstLine: input.head)
        },
        read: { input, _ in try WhoopExport.read(path: input.path, files: input.files) })

    /// Oura's exports: the Trends CSV and the newer account export.
    public static let oura = HistoryFormat(
        name: "Oura", accepts: "Trends CSV, or the account export's zip or folder (App Data)",
        deviceScores: "Readiness, Sleep and Activity scores",
        recognises: { input in
            input.files.map { OuraExport.recognises($0.names) } ?? OuraExport.recognises(firstLine: input.head)
        },
        read: { input, _ in try OuraExport.read(path: input.path, files: input.files) })

    /// Garmin Connect's account export.
    public static let garmin = HistoryFormat(
        name: "Garmin", accepts: "account export zip or its DI_CONNECT folder",
        deviceScores: "sleep score, training readiness",
        recognises: { $0.files.map { GarminExport.recognises($0.names) } ?? false },
        read: { input, _ in try GarminExport.read(path: input.path, files: input.files) })

    /// Samsung Health's export.
    public static let samsung = HistoryFormat(
        name: "Samsung Health", accepts: "export folder of com.samsung.*.csv tables, or its zip",
        deviceScores: "sleep score",
        recognises: { $0.files.map { SamsungHealthExport.recognises($0.names) } ?? false },
        read: { input, _ in try SamsungHealthExport.read(path: input.path, files: input.files) })

    /// Fitbit's exports and Google Takeout's Fitbit folder, in either layout.
    public static let takeout = HistoryFormat(
        name: "Fitbit / Google Takeout",
        accepts: "takeout-….zip as Google sends it (several parts read as one), its folder, or a Fitbit export folder",
        deviceScores: "Sleep Score, Daily Readiness",
        recognises: { input in
            guard let files = input.files else { return false }
            return FitbitExport.locate(files) != nil || GoogleDataExport.root(files, near: "") != nil
        },
        read: { input, options in try FitbitExport.read(input.files!, clock: options.zone) })

    /// Apple Health's `export.zip`.
    public static let appleHealthZip = HistoryFormat(
        name: "Apple Health", accepts: "export.zip", showsProgress: true,
        recognises: { input in
            guard input.isZip, let files = input.files else { return false }
            return files.names.contains { $0.lowercased().hasSuffix(".xml") }
        },
        read: { input, options in try AppleHealthExport.read(path: input.path, progress: options.progress) })

    /// flow's own records CSV (`kind,start,end,value,source`): any other text file is read as
    /// one, its header checked.
    public static let recordsCSV = HistoryFormat(
        name: "records CSV", accepts: "kind,start,end,value,source",
        recognises: { $0.files == nil && !Refusal.isBinary($0.head) },
        read: { input, _ in
            do { return try RecordsCSV.read(path: input.path) } catch let error as InputError {
                guard case .badHeader = error else { throw error }
                throw UnknownCSV(base: error, isCheckins: CheckinsCSV.recognises(head: input.head))
            }
        })
}
