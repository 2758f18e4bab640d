import FlowRecords
import Foundation

/// Takeout's nightly summaries: a CSV a month with one line a night dated by the morning it
/// ends (`2025-08-14T00:00:00`). Each value becomes a record at the midpoint of that date's
/// longest sleep log, so the night's rules find it inside the night; with no log that date it
/// is rejected and counted.
struct NightlySummary: Sendable {
    /// The folder under the Takeout root the files sit in.
    let folder: String
    /// The name every file starts with.
    let prefix: String
    /// The column holding the value, and the header a file is expected to have.
    let column: String, header: String
    /// The record kind the values become.
    let kind: RecordKind

    /// `Heart Rate Variability/Daily Heart Rate Variability Summary - <month>.csv`: RMSSD (SPEC 15).
    static let hrv = NightlySummary(
        folder: "Heart Rate Variability", prefix: "Daily Heart Rate Variability Summary", column: "rmssd",
        header: "timestamp,rmssd,nremhr,entropy", kind: .hrvRMSSD)
    /// `Heart Rate Variability/Daily Respiratory Rate Summary - <month>.csv` (SPEC 18).
    static let respiratoryRate = NightlySummary(
        folder: "Heart Rate Variability", prefix: "Daily Respiratory Rate Summary", column: "daily_respiratory_rate",
        header: "timestamp,daily_respiratory_rate", kind: .respiratoryRate)
    /// `Oxygen Saturation (SpO2)/Daily SpO2 - <dates>.csv`, its `average_value` (SPEC 18).
    static let spo2 = NightlySummary(
        folder: "Oxygen Saturation (SpO2)", prefix: "Daily SpO2", column: "average_value",
        header: "timestamp,average_value,lower_bound,upper_bound", kind: .spo2)

    /// The summaries flow reads, in the order they are read (after every sleep log).
    static let all = [hrv, respiratoryRate, spo2]

    /// The summary files under `root`'s folder and in `alsoIn`, in name order.
    func files(_ export: ExportFiles, root: String, alsoIn: String? = nil) -> [String] {
        var out: [String] = []
        for folder in [ExportFiles.join(root, self.folder)] + (alsoIn.map { [$0] } ?? []) {
            out += export.files(in: folder).filter { $0.hasPrefix(prefix) && $0.lowercased().hasSuffix(".csv") }.map {
                ExportFiles.join(folder, $0)
            }
        }
        return out
    }

    /// Reads one summary file into the reader (after its sleep logs).
    func read(file: String, into reader: inout FitbitReader) throws {
        try TakeoutCSV.forEachRow(file, needs: ["timestamp", column], header: header, reader: &reader) {
            f, index, reader in
            guard let day = CalendarDay(iso: f["timestamp"]!.prefix(10)) else {
                return reader.reject(.unparseableTime, index: index)
            }
            switch DecimalParser.parse(f[column]!) {
            case .finite(let x): reader.nightly(kind, x, day: day, index: index)
            case .nonFinite: reader.reject(.nonFinite, index: index)
            case .nonNumeric: reader.reject(.nonNumeric, index: index)
            }
        }
    }
}
