import FlowRecords
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The daily feature table: one row per date from the earliest record start to the latest
/// record end, with the settings it was computed with.
public struct FeatureTable: Sendable, Equatable {
    /// The settings the table was computed with.
    public var settings: FeatureSettings
    /// One row per day, in date order, without gaps.
    public var rows: [FeatureRow]

    /// A table from its rows.
    public init(settings: FeatureSettings, rows: [FeatureRow]) {
        self.settings = settings
        self.rows = rows
    }

    /// Computes the table from a person's records (SPEC sections 2-4). An empty history
    /// gives an empty table.
    public init(history: RecordHistory, settings: FeatureSettings = FeatureSettings()) {
        self.settings = settings
        guard let range = history.dayRange else {
            rows = []
            return
        }
        let obs = DailyObservations(history: history, range: range, settings: settings)
        let chain = ImputationChain(settings: settings)
        let n = obs.values.count
        var columns: [[Double?]] = Feature.allCases.map { f in obs.values.map { $0[f.index] } }

        // Derived observed values: regularity, personal references.
        var baselineMissing = [Bool](repeating: false, count: n)
        let rhr = columns[Feature.restingHR.index], hrv = columns[Feature.hrvSDNN.index]
        for k in 0..<n {
            let mids = (max(0, k - 6)...k).compactMap { obs.midpoint[$0] }
            if mids.count >= 3 {
                columns[Feature.sleepRegularity.index][k] =
                    Feature.sleepRegularity.clamped(SleepRegularity.minutes(midpoints: mids))
            }
            let rhrRef = chain.windowMedian(rhr, before: k)
            let hrvRef = chain.windowMedian(hrv, before: k)
            baselineMissing[k] = rhrRef == nil || hrvRef == nil
            if let v = rhr[k] { columns[Feature.rhrDelta.index][k] = Feature.rhrDelta.clamped(v - (rhrRef ?? 60)) }
            if let v = hrv[k] { columns[Feature.hrvRatio.index][k] = Feature.hrvRatio.clamped(log(v / (hrvRef ?? 45))) }
        }

        // sleep_debt uses the final (imputed) sleep hours; days before the table use the
        // chain's value for them, which is the baseline.
        let need = settings.sleepNeedHours
        let sleepHours = chain.fill(columns[Feature.sleepHours.index],
                                    baseline: Feature.sleepHours.baseline(sleepNeedHours: need)).values
        for k in 0..<n where obs.sleepRecordNearby[k] {
            var debt = 0.0
            for j in 0...2 {
                let h = k - j >= 0 ? sleepHours[k - j] : Feature.sleepHours.baseline(sleepNeedHours: need)
                debt += min(2, max(0, need - h))
            }
            columns[Feature.sleepDebt.index][k] = Feature.sleepDebt.clamped(debt)
        }

        var values = [[Double]](repeating: [], count: Feature.allCases.count)
        var provenance = [[Provenance]](repeating: [], count: Feature.allCases.count)
        for f in Feature.allCases {
            (values[f.index], provenance[f.index]) = chain.fill(columns[f.index], baseline: f.baseline(sleepNeedHours: need))
        }
        let observedFor: [MissingFlag: Feature] = [
            .stagesMissing: .deepShare, .historyMissing: .sleepRegularity, .stepsMissing: .steps,
            .rhrMissing: .restingHR, .hrvMissing: .hrvSDNN, .sleepingHRMissing: .sleepingHR, .strainMissing: .strainLoad,
        ]
        rows = (0..<n).map { k in
            let flags = MissingFlag.allCases.map { flag -> Bool in
                switch flag {
                case .sleepMissing: return !obs.hasMain[k]
                case .baselineMissing: return baselineMissing[k]
                default: return columns[observedFor[flag]!.index][k] == nil
                }
            }
            return FeatureRow(day: range.lowerBound.adding(days: k),
                              values: Feature.allCases.map { values[$0.index][k] },
                              provenance: Feature.allCases.map { provenance[$0.index][k] },
                              flags: flags, hrvRMSSD: obs.rmssd[k])
        }
    }
}
