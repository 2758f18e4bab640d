import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores

extension DeviceComparison {
    /// One comparison per vendor and score: each source's scores alone in the device columns
    /// of `table` (built from `records`), over `days`, tagged with the vendor's name, vendors in
    /// the order their histories came. Two vendors' sleep scores are two rows, each with its
    /// own n and ρ, never one mixed column. Without records (a feature table) the table's own
    /// device columns are compared, their vendor unknown.
    public static func compare(
        table: FeatureTable, records: RecordHistory?, days: ClosedRange<CalendarDay>, results: [DayResult],
        scores: [DayScores]
    ) -> [DeviceComparison] {
        guard let records else {
            return compare(
                rows: table.rows.filter { days.contains($0.day) }, results: results, scores: scores,
                strainOutOf: table.deviceStrainScale)
        }
        let sources = Set(RecordKind.deviceScores.flatMap { records.deviceSources(of: $0) }).sorted()
        return sources.flatMap { source in
            let (rows, scale) = table.rows(deviceScoresOf: source, in: records)
            let window = rows.filter { days.contains($0.day) }
            return compare(rows: window, results: results, scores: scores, strainOutOf: scale).map {
                var c = $0
                c.device = records.sources[source]
                return c
            }
        }
    }
}
