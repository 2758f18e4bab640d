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
    static func files(root: String) -> [String] {
        let path = root + "/" + folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        return names.sorted().filter { $0.hasPrefix(prefix) && $0.lowercased().hasSuffix(".csv") }.map {
            path + "/" + $0
        }
    }

    /// Reads one file into the reader; a header without the three columns is an error naming
    /// the file, an entry with an unreadable time or value is counted.
    static func read(file: String, into reader: inout FitbitReader) throws {
        var at: [Int]?
        try TextFile.forEachLine(path: file) { bytes, number in
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            guard let fields = CSVLine.fields(line) else {
                throw InputError.badLine(file: file, line: number, problem: "a quote is left open")
            }
            guard let at else {
                let names = fields.map { $0.lowercased() }
                let found = columns.compactMap { names.firstIndex(of: $0) }
                guard found.count == columns.count else {
                    throw InputError.badHeader(
                        file: file, expected: "type,sleep_start,sleep_end,temperature_samples,nightly_temperature,…",
                        found: line)
                }
                at = found
                return
            }
            let index = number - 2
            if fields.allSatisfy(\.isEmpty) { return }
            guard fields.count > at.max()!, !fields[at[2]].isEmpty else {
                return reader.reject(.missingAttribute, index: index)
            }
            guard let start = FitbitExport.time(fields[at[0]]), let end = FitbitExport.time(fields[at[1]]) else {
                return reader.reject(.unparseableTime, index: index)
            }
            switch DecimalParser.parse(fields[at[2]]) {
            case .finite(let x): reader.atMidpoint(.wristTemperature, x, start: start, end: end, index: index)
            case .nonFinite: reader.reject(.nonFinite, index: index)
            case .nonNumeric: reader.reject(.nonNumeric, index: index)
            }
        }
    }
}
