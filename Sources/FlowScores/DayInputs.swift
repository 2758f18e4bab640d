import FlowFeatures

/// What the scores of one row read: the row and the rows before it (for the baselines).
struct DayInputs {
    let rows: [FeatureRow]
    let i: Int
    let columns: ObservedColumns

    var row: FeatureRow { rows[i] }

    /// A feature's cell when it was observed.
    func observed(_ f: Feature) -> Double? { row.isObserved(f) ? row[f] : nil }
}

/// Each baseline series, one value per row (nil where not observed).
struct ObservedColumns {
    let hrv: [Double?], sleepingHR: [Double?], restingHR: [Double?], strainLoad: [Double?]
    let daytimeHR: [Double?], daytimeHRV: [Double?]
    /// The observed steps and the day's active energy (Activeness); whether the history has any energy.
    let steps: [Double?], activeKcal: [Double?]
    let hasActiveEnergy: Bool

    init(_ rows: [FeatureRow]) {
        func column(_ f: Feature) -> [Double?] { rows.map { $0.isObserved(f) ? $0[f] : nil } }
        hrv = column(.hrvSDNN)
        sleepingHR = column(.sleepingHR)
        restingHR = column(.restingHR)
        strainLoad = column(.strainLoad)
        daytimeHR = rows.map(\.daytimeHR)
        daytimeHRV = rows.map(\.daytimeHRV)
        steps = column(.steps)
        activeKcal = rows.map(\.activeKcal)
        hasActiveEnergy = activeKcal.contains { $0 != nil }
    }
}
