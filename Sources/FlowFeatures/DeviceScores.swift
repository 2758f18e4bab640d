import FlowRecords

/// Where a vendor's own scores land in the table (SPEC 19): a recovery or sleep score on the
/// row of its wake's local date, a strain score (dated the day it describes) on the row after.
enum DeviceScores {
    /// Puts each score on the row `rowOf` its start gives; where a row gets several, the one of
    /// the latest instant stays (on a tie, the larger).
    static func place(
        _ scores: [Measurement], rowOf: (Timestamp) -> Int, into rows: inout [FeatureRow],
        _ cell: WritableKeyPath<FeatureRow, Double?>
    ) {
        var latest: [Int: (instant: Double, value: Double)] = [:]
        for s in scores {
            let k = rowOf(s.start)
            guard k >= 0, k < rows.count else { continue }
            if let held = latest[k], (held.instant, held.value) >= (s.start.instant, s.value) { continue }
            latest[k] = (s.start.instant, s.value)
        }
        for (k, held) in latest { rows[k][keyPath: cell] = held.value }
    }
}
