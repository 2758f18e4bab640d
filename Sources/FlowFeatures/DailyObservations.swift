import FlowRecords

/// What each day's own records say, clamped, before any imputation: one optional value
/// per feature (nil = not observed) and the facts the flags are read from. Built per SPEC 3's
/// groups, each in a file of its own: sleep (`SleepObservations.swift`), steps
/// (`StepObservations.swift`), heart rate, HRV and strain (`HeartObservations.swift`).
///
/// The derived features (`sleep_regularity`, `sleep_debt`, `rhr_delta`, `hrv_ratio`) depend on
/// other rows and are left to `DerivedFeatures`.
struct DailyObservations {
    /// The first day of the table, as an ordinal.
    let first: Int
    /// Days in the table.
    let count: Int
    /// Per day, per feature: the clamped observed value, or nil.
    var values: [[Double?]]
    /// Per day: Main(D) exists.
    var hasMain: [Bool]
    /// Per day: the clamped sleep midpoint of Main(D), when it exists.
    var midpoint: [Double?]
    /// Per day: some sleep record overlaps [D-1 00:00, D 12:00).
    var sleepRecordNearby: [Bool]
    /// Per day: mean RMSSD by the HRV rule (an extra measure, not one of the 19; unclamped).
    var rmssd: [Double?]
    /// Per day: D-1's daytime heart rate and HRV outside the main sleeps (SPEC 14; unclamped).
    var daytimeHR: [Double?], daytimeHRV: [Double?]
    /// Per day: the mean respiratory rate, SpO2 and wrist temperature inside Main(D)'s span (SPEC 18).
    var respiratoryRate: [Double?] = [], spo2: [Double?] = [], wristTemperature: [Double?] = []
    /// Per day: the night's oxygen and breathing disturbances (SPEC 22).
    var oxygen: [OxygenNight?] = [], breathingDisturbances: [Double?] = []

    init(history: RecordHistory, range: ClosedRange<CalendarDay>, settings: FeatureSettings) {
        first = range.lowerBound.ordinal
        count = range.upperBound.ordinal - first + 1
        values = Array(repeating: Array(repeating: nil, count: Feature.allCases.count), count: count)
        hasMain = Array(repeating: false, count: count)
        midpoint = Array(repeating: nil, count: count)
        sleepRecordNearby = Array(repeating: false, count: count)
        rmssd = Array(repeating: nil, count: count)
        daytimeHR = Array(repeating: nil, count: count)
        daytimeHRV = Array(repeating: nil, count: count)
        let nights = Nights(segments: history.sleep, totals: history.sleepTotals, sourceNames: history.sources)
        observeSleep(nights: nights, segments: history.sleep)
        observeSteps(HourlySteps(samples: history.steps), totals: history.stepsTotal)
        observeHeart(history: history, nights: nights, maxHR: settings.maxHR)
        let last = first + count - 1
        func night(_ readings: [Measurement]) -> [Double?] {
            readings.isEmpty
                ? Array(repeating: nil, count: count)
                : DailyObservations.nightReadings(
                    readings, nights: nights, first: first, last: last, orDayBefore: false)
        }
        respiratoryRate = night(history.respiratoryRate)
        spo2 = night(history.spo2)
        // Oura gives only a deviation from its own baseline: with no absolute value in the history
        // it stands for the vital (its median and spread give the same z as an absolute series).
        wristTemperature = night(
            history.wristTemperature.isEmpty ? history.wristTemperatureDelta : history.wristTemperature)
        oxygen = DailyObservations.oxygenNights(
            minute: history.spo2Minute, plain: history.spo2, nights: nights, first: first, last: last)
        breathingDisturbances = DailyObservations.breathingDisturbances(
            history.breathingDisturbances, nights: nights, first: first, last: last)
    }

    /// The last day of the table, as an ordinal.
    var last: Int { first + count - 1 }

    /// Sets a feature of day `k` (0-based in the table) to its clamped value.
    mutating func set(_ k: Int, _ f: Feature, _ v: Double) { values[k][f.index] = f.clamped(v) }

    /// One feature's column, day by day.
    func column(_ f: Feature) -> [Double?] { values.map { $0[f.index] } }
}
