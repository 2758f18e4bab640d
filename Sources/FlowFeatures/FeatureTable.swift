import FlowRecords

/// The daily feature table: one row per date from the earliest record start to the latest
/// record end, with the settings it was computed with.
public struct FeatureTable: Sendable, Equatable {
    /// The settings the table was computed with.
    public var settings: FeatureSettings
    /// One row per day, in date order, without gaps.
    public var rows: [FeatureRow]
    /// The HRV measure in the `hrv_sdnn` and `hrv_ratio` columns.
    public var hrv: HRVMeasure
    /// The sex the load columns' TRIMP was weighted for (nil when the table has no load columns).
    public var loadSex: BiologicalSex?
    /// The session file the `session_load` column came from, if any.
    public var sessionsFile: String?
    /// True when the `wrist_temp` column holds a ring's deviation from its own baseline (a
    /// history with `wrist_temp_delta` and no absolute temperature, SPEC 19).
    public var wristTemperatureIsDeviation = false
    /// The top of the `device_strain` column's scale: 21 for WHOOP's Day Strain, else 100.
    public var deviceStrainScale = 100.0
    /// The period starts the person logged (SPEC 18.1), all of them, not only those within the
    /// table's days: a morning's cycle day counts from the latest before it.
    public var periodStarts = PeriodStarts(days: [])

    /// A table from its rows.
    public init(settings: FeatureSettings, rows: [FeatureRow], hrv: HRVMeasure = .sdnn) {
        (self.settings, self.rows, self.hrv) = (settings, rows, hrv)
    }

    /// Computes the table from a person's records (SPEC sections 2-4 and 17). An empty history
    /// gives an empty table. The load's TRIMP is weighted for `sex`, else the sex the export
    /// states, else men's; `sessions` (read from `sessionsFile`) fill `session_load`.
    public init(
        history: RecordHistory, settings: FeatureSettings = FeatureSettings(), sex: BiologicalSex? = nil,
        sessions: SessionLoads? = nil, sessionsFile: String? = nil
    ) {
        self.settings = settings
        hrv = HRVMeasure(history: history)
        loadSex = sex ?? history.statedSex?.sex ?? .male
        self.sessionsFile = sessions == nil ? nil : sessionsFile
        wristTemperatureIsDeviation = history.wristTemperature.isEmpty && !history.wristTemperatureDelta.isEmpty
        periodStarts = PeriodStarts(history: history)

        guard let range = history.dayRange else {
            rows = []
            return
        }
        let obs = DailyObservations(history: history, range: range, settings: settings)
        let chain = ImputationChain(settings: settings)
        let need = settings.sleepNeedHours
        var columns = Feature.allCases.map(obs.column)
        let baselineMissing = DerivedFeatures.addRegularityAndReferences(
            &columns, midpoints: obs.midpoint, chain: chain)
        // sleep_debt reads the final sleep hours, so that column is filled first (and once).
        let sleep = chain.fill(
            columns[Feature.sleepHours.index], baseline: Feature.sleepHours.baseline(sleepNeedHours: need))
        DerivedFeatures.addSleepDebt(&columns, finalSleepHours: sleep.values, nearby: obs.sleepRecordNearby, need: need)
        var values = [[Double]](repeating: [], count: Feature.allCases.count)
        var provenance = [[Provenance]](repeating: [], count: Feature.allCases.count)
        for f in Feature.allCases {
            (values[f.index], provenance[f.index]) =
                f == .sleepHours
                ? sleep
                : chain.fill(columns[f.index], baseline: f.baseline(sleepNeedHours: need))
        }
        let observedFor: [MissingFlag: Feature] = [
            .stagesMissing: .deepShare, .historyMissing: .sleepRegularity, .stepsMissing: .steps,
            .rhrMissing: .restingHR, .hrvMissing: .hrvSDNN, .sleepingHRMissing: .sleepingHR,
            .strainMissing: .strainLoad,
        ]
        let active = obs.activeKcal(history.activeEnergy)
        rows = (0..<obs.count).map { k in
            let flags = MissingFlag.allCases.map { flag -> Bool in
                switch flag {
                case .sleepMissing: return !obs.hasMain[k]
                case .baselineMissing: return baselineMissing[k]
                default: return columns[observedFor[flag]!.index][k] == nil
                }
            }
            var row = FeatureRow(
                day: range.lowerBound.adding(days: k),
                values: Feature.allCases.map { values[$0.index][k] },
                provenance: Feature.allCases.map { provenance[$0.index][k] },
                flags: flags, hrvRMSSD: obs.rmssd[k], daytimeHR: obs.daytimeHR[k], daytimeHRV: obs.daytimeHRV[k])
            (row.respiratoryRate, row.spo2, row.wristTemperature) =
                (obs.respiratoryRate[k], obs.spo2[k], obs.wristTemperature[k])
            row.activeKcal = active[k]
            (row.oxygen, row.breathingDisturbances) = (obs.oxygen[k], obs.breathingDisturbances[k])
            return row
        }
        let first = range.lowerBound.ordinal
        // Each device column holds one vendor's scores: the first source that wrote that kind.
        deviceStrainScale = DeviceScores.place(history, source: nil, into: &rows, first: first)
        for (k, day) in TrainingLoad.days(history: history, table: self, sex: loadSex ?? .male, sessions: sessions)
            .enumerated()
        {
            rows[k].load = day.columns
        }
    }
}
