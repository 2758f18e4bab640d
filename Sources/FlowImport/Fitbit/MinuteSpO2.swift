import FlowRecords

/// Takeout's `Oxygen Saturation (SpO2)/Minute SpO2 - <date>.csv` (SPEC 22): `timestamp,value`,
/// one reading a minute through the night, in UTC. A value of 50 or below is the device's
/// invalid minute, rejected and counted by the collector; a file whose header is not the
/// sheet's is named in a note and skipped with its rows counted, never half read.
enum MinuteSpO2 {
    /// The folder under the Takeout root, the name every file starts with, and its header.
    static let folder = "Oxygen Saturation (SpO2)", prefix = "Minute SpO2", header = "timestamp,value"

    /// The minute files under `root`, in name order.
    static func files(_ export: ExportFiles, root: String) -> [String] {
        let path = ExportFiles.join(root, folder)
        return export.files(in: path).filter { $0.hasPrefix(prefix) && $0.lowercased().hasSuffix(".csv") }.map {
            ExportFiles.join(path, $0)
        }
    }

    /// Reads one minute file into the reader: each reading an instant on the zone's clock.
    static func read(file: String, from export: ExportFiles, into reader: inout FitbitReader) throws {
        reader.reading(file: export.display(file))
        var header: String?
        var skipped = 0
        try export.forEachLine(of: file) { bytes, number in
            guard let expected = header else {
                header =
                    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self).lowercased().trimmingSpaces
                return
            }
            guard expected == MinuteSpO2.header else {
                if !bytes.isEmpty { skipped += 1 }
                return
            }
            guard !bytes.isEmpty else { return }
            // Read from the bytes: a quarter of a million lines a year make strings too dear.
            guard let comma = bytes.firstIndex(of: 44), !bytes[(comma + 1)...].contains(44) else {
                return reader.reject(.fieldsUnlikeHeader, index: number)
            }
            guard case .success(let at) = TimestampParser.parse(bytes[..<comma]) else {
                return reader.reject(.unparseableTime, index: number)
            }
            switch DecimalParser.parse(bytes[(comma + 1)...]) {
            case .finite(let v): reader.sample(.spo2Minute, at: at, value: v, index: number)
            case .nonFinite: reader.reject(.nonFinite, index: number)
            case .nonNumeric: reader.reject(.nonNumeric, index: number)
            }
        }
        if let header, header != MinuteSpO2.header {
            reader.note(
                "\(export.display(file)): the header is '\(header)', not '\(MinuteSpO2.header)': skipped (\(skipped) rows)"
            )
        }
    }
}
