import FlowFeatures

/// What the scores of one row read: the row, the rows before it (for the baselines), and the
/// settings' sleep need.
struct DayInputs {
    let rows: [FeatureRow]
    let i: Int
    let need: Double
    let columns: ObservedColumns

    var row: FeatureRow { rows[i] }

    /// A feature's cell when it was observed.
    func observed(_ f: Feature) -> Double? { row.isObserved(f) ? row[f] : nil }

    /// The final (imputed) sleep hours of row i-k; 7.0 (the chain's baseline) before the table.
    func finalSleepHours(back k: Int) -> Double { i - k >= 0 ? rows[i - k][.sleepHours] : 7.0 }
}

/// Each baseline series, one value per row (nil where not observed).
struct ObservedColumns {
    let hrv: [Double?], sleepingHR: [Double?], restingHR: [Double?], strainLoad: [Double?]
    let daytimeHR: [Double?], daytimeHRV: [Double?]

    init(_ rows: [FeatureRow]) {
        func column(_ f: Feature) -> [Double?] { rows.map { $0.isObserved(f) ? $0[f] : nil } }
        hrv = column(.hrvSDNN)
        sleepingHR = column(.sleepingHR)
        restingHR = column(.restingHR)
        strainLoad = column(.strainLoad)
        daytimeHR = rows.map(\.daytimeHR)
        daytimeHRV = rows.map(\.daytimeHRV)
    }
}
