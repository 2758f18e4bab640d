import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

/// The feature table of record lines.
func table(_ lines: [String], settings: FeatureSettings = FeatureSettings()) -> FeatureTable {
    FeatureTable(history: history(lines), settings: settings)
}

/// A sleep record in UTC+00:00 on March 2026 days: `sleep("01T23:00", "02T07:00", "core")`.
func sleep(
    _ start: String, _ end: String, _ stage: String, _ source: String = "Watch", offset: String = "+00:00"
) -> String {
    "sleep,2026-03-\(start):00\(offset),2026-03-\(end):00\(offset),\(stage),\(source)"
}

/// A numeric record in March 2026 at UTC+00:00.
func record(
    _ kind: String, _ start: String, _ end: String? = nil, _ value: Double, _ source: String = "Watch"
) -> String {
    "\(kind),2026-03-\(start):00+00:00,2026-03-\(end ?? start):00+00:00,\(value),\(source)"
}

extension FeatureTable {
    /// The row of a March 2026 day.
    func row(_ dayOfMarch: Int) -> FeatureRow? {
        rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: dayOfMarch) }
    }
}
