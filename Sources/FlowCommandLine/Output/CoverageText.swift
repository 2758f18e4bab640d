import FlowFeatures

/// The line after the import report: the history's span and the days with each measurement.
enum CoverageText {
    static func line(_ table: FeatureTable) -> String {
        guard let first = table.rows.first?.day, let last = table.rows.last?.day else { return "" }
        let count = table.daysObserving
        var line =
            "history: \(first) to \(last), \(table.rows.count) days; days with main sleep \(count(.sleepMissing)), "
            + "sleep stages \(count(.stagesMissing)), steps \(count(.stepsMissing)), resting HR \(count(.rhrMissing)), "
            + "HRV \(count(.hrvMissing)), sleeping HR \(count(.sleepingHRMissing)), strain \(count(.strainMissing)); "
            + plural(table.noDataDays, "no-data day")
        if table.rmssdDays > 0 { line += "; RMSSD on \(table.rmssdDays) days" }
        return line + "\n"
    }
}
