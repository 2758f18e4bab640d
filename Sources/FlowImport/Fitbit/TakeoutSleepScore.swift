import FlowRecords
import Foundation

/// The older layout's `Sleep Score/sleep_score.csv`: Fitbit's own score of each night, its
/// `overall_score` a device sleep score (SPEC 19). The `timestamp` ends in `Z` but is the wall
/// clock of the sleep's end, so it is read on the person's zone like the sleep logs.
enum TakeoutSleepScore {
    /// The file under a Takeout root, when there is one.
    static func file(_ export: ExportFiles, root: String) -> String? {
        let name = ExportFiles.join(root, "Sleep Score/sleep_score.csv")
        return export.contains(name) ? name : nil
    }

    /// Reads every score into the reader.
    static func read(file: String, into reader: inout FitbitReader) throws {
        try TakeoutCSV.forEachRow(
            file, needs: ["timestamp", "overall_score"],
            header: "sleep_log_entry_id,timestamp,overall_score,composition_score,revitalization_score,…",
            reader: &reader
        ) { f, index, reader in
            guard let wall = WallClock.time(String(f["timestamp"]!.prefix(19)), offset: 0) else {
                return reader.reject(.unparseableTime, index: index)
            }
            guard case .finite(let v) = DecimalParser.parse(f["overall_score"]!) else {
                return reader.reject(.nonNumeric, index: index)
            }
            reader.instant(.deviceSleep, v, at: reader.clock.local(wall), index: index)
        }
    }
}
