import FlowRecords

/// Where a vendor's own scores land in the table (SPEC 19): a recovery or sleep score on the
/// row of its wake's local date, a strain score (dated the day it describes) on the row after.
/// A column holds one vendor's scores: given two exports that both score sleep, the column
/// holds the first one's and the other is compared apart (`flow compare`), never mixed in.
enum DeviceScores {
    /// Fills the three device columns of `rows` (whose first day is `first`) from `history`:
    /// each from its first source (`source` nil) or all from `source`. Returns the top of the
    /// strain column's scale (100 unless its source's format says otherwise).
    @discardableResult
    static func place(_ history: RecordHistory, source: Int?, into rows: inout [FeatureRow], first: Int) -> Double {
        let columns: [(RecordKind, WritableKeyPath<FeatureRow, Double?>, Int)] = [
            (.deviceRecovery, \.deviceRecovery, 0), (.deviceSleep, \.deviceSleep, 0),
            (.deviceStrain, \.deviceStrain, 1),
        ]
        var strainScale = 100.0
        for (kind, cell, shift) in columns {
            for k in rows.indices { rows[k][keyPath: cell] = nil }
            guard let chosen = source ?? history.deviceSources(of: kind).first else { continue }
            let scores = history.measurements(of: kind).filter { $0.source == chosen }
            place(scores, rowOf: { $0.localDay.ordinal + shift - first }, into: &rows, cell)
            if kind == .deviceStrain, !scores.isEmpty {
                strainScale = history.deviceStrainScales[history.sources[chosen]] ?? 100
            }
        }
        return strainScale
    }

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

extension FeatureTable {
    /// The table's rows with the device columns holding only `source`'s scores (of `history`,
    /// the records the table was built from), and that source's strain scale: one vendor's
    /// scores, to compare apart from another's.
    public func rows(deviceScoresOf source: Int, in history: RecordHistory) -> (rows: [FeatureRow], strainScale: Double)
    {
        var copy = rows
        guard let first = copy.first?.day.ordinal else { return ([], 100) }
        let scale = DeviceScores.place(history, source: source, into: &copy, first: first)
        return (copy, scale)
    }
}
