import FlowRecords
import Foundation

/// Takeout's nightly heart rate variability: `Heart Rate Variability/Daily Heart Rate
/// Variability Summary - <month>-(<n>).csv`, header `timestamp,rmssd,nremhr,entropy`, one line a
/// night dated by the morning it ends (`2025-08-14T00:00:00`). Each RMSSD becomes an
/// `hrv_rmssd` record at the midpoint of that date's longest sleep log, so the feature rules
/// find it inside the night; with no log that date it is rejected and counted.
enum DailyHRVSummary {
    /// The name every summary file starts with.
    static let prefix = "Daily Heart Rate Variability Summary"

    /// The summary files in these folders, in name order.
    static func files(in folders: [String]) -> [String] {
        var out: [String] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            out += names.sorted().filter { $0.hasPrefix(prefix) && $0.lowercased().hasSuffix(".csv") }.map {
                folder + "/" + $0
            }
        }
        return out
    }

    /// Reads one summary file into the reader (after its sleep logs). Entries are numbered
    /// from 0 after the header, as in the JSON files.
    static func read(file: String, into reader: inout FitbitReader) throws {
        var timestamp: Int?
        var rmssd: Int?
        try TextFile.forEachLine(path: file) { bytes, number in
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            guard let fields = CSVLine.fields(line) else {
                throw InputError.badLine(file: file, line: number, problem: "a quote is left open")
            }
            guard let t = timestamp, let r = rmssd else {
                let names = fields.map { $0.lowercased() }
                guard let t = names.firstIndex(of: "timestamp"), let r = names.firstIndex(of: "rmssd") else {
                    throw InputError.badHeader(file: file, expected: "timestamp,rmssd,nremhr,entropy", found: line)
                }
                (timestamp, rmssd) = (t, r)
                return
            }
            let index = number - 2
            if fields.allSatisfy(\.isEmpty) { return }
            guard fields.count > max(t, r) else { return reader.reject(.missingAttribute, index: index) }
            guard let day = CalendarDay(iso: fields[t].prefix(10)) else {
                return reader.reject(.unparseableTime, index: index)
            }
            switch DecimalParser.parse(fields[r]) {
            case .finite(let v): reader.nightlyRMSSD(v, day: day, index: index)
            case .nonFinite: reader.reject(.nonFinite, index: index)
            case .nonNumeric: reader.reject(.nonNumeric, index: index)
            }
        }
    }
}
