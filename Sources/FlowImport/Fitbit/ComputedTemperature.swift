import FlowRecords
import Foundation

/// Takeout's `Temperature/Computed Temperature - <month>.csv`: one line a night with its
/// `sleep_start`, `sleep_end` (the wearer's wall clock) and `nightly_temperature` (°C,
/// absolute). Each becomes a `wrist_temp` record at its own night's midpoint (SPEC 18).
enum ComputedTemperature {
    /// The name every file starts with, and the folder under the Takeout root it sits in.
    static let prefix = "Computed Temperature", folder = "Temperature"
    /// The columns a file needs.
    static let columns = ["sleep_start", "sleep_end", "nightly_temperature"]

    /// The files under `root`'s Temperature folder, in name order.
    static func files(_ export: ExportFiles, root: String) -> [String] {
        let path = ExportFiles.join(root, folder)
        return export.files(in: path).filter { $0.hasPrefix(prefix) && $0.lowercased().hasSuffix(".csv") }.map {
            path + "/" + $0
        }
    }

    /// Reads one file into the reader; a header without the three columns is an error naming
    /// the file, an entry with an unreadable time or value is counted.
    static func read(file: String, into reader: inout FitbitReader) throws {
        try TakeoutCSV.forEachRow(
            file, needs: columns, header: "type,sleep_start,sleep_end,temperature_samples,nightly_temperature,…",
            reader: &reader
        ) { f, index, reader in
            guard let start = FitbitExport.time(f["sleep_start"]!), let end = FitbitExport.time(f["sleep_end"]!) else {
                return reader.reject(.unparseableTime, index: index)
            }
            switch DecimalParser.parse(f["nightly_temperature"]!) {
            case .finite(let x): reader.atMidpoint(.wristTemperature, x, start: start, end: end, index: index)
            case .nonFinite: reader.reject(.nonFinite, index: index)
            case .nonNumeric: reader.reject(.nonNumeric, index: index)
            }
        }
    }
}
