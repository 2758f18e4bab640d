import FlowFeatures
import FlowRecords

/// Where the usual value a feature is compared with came from (SPEC 10.1).
public enum UsualSource: String, Sendable {
    /// The person's own observed values of the 28 days before.
    case personal
    /// The mean and sd stored in the model file.
    case model
}

/// What row D is compared with: for each model feature a usual value, the spread a
/// difference from it is measured in, and where they came from; and how many of the 28 days
/// before D measured a night.
public struct FlowBaseline: Equatable, Sendable {
    /// The days before D whose observed values form the personal baseline.
    public static let windowDays = 28
    /// The fewest nights of one's own before a personal model gives a number (SPEC 10.4).
    public static let nightsBeforeScoring = 3

    /// One usual value per model feature, in the model's order: the stored mean, or under
    /// personal standardisation the mean of the person's own nights on the feature's
    /// `BaseQuantity` (resting HR in bpm, ln HRV).
    public var means: [Double]
    /// One divisor per model feature: the stored sd, or the person's `PersonalScale` spread.
    public var sds: [Double]
    /// Where each pair came from.
    public var sources: [UsualSource]
    /// Scorable rows (a night was measured) among D-28…D-1.
    public var baselineDays: Int
    /// True when `rhr_delta` / `hrv_ratio` of row D were measured from the fixed 60 bpm /
    /// 45 ms: fewer than the settings' minimum observed cells in the window before D. Only a
    /// `training` model reads these features as they are; a personal one compares their bases.
    public var fixedRHRReference: Bool, fixedHRVReference: Bool

    /// True when a personal model has too few nights of the person's own to give a number.
    public func isCalibrating(_ model: RecoveryModel) -> Bool {
        model.standardise == .personal && baselineDays < FlowBaseline.nightsBeforeScoring
    }

    /// The usual values of row `day` from the rows before it (date order; only those dated
    /// D-28…D-1 count). A `training` model always uses its stored means and sds; a
    /// `personal` one compares each feature only with the person's observed cells of its
    /// base quantity (`PersonalScale`), and with nothing when there is none.
    /// - Complexity: O(window · features).
    public init(model: RecoveryModel, day: CalendarDay, earlier: ArraySlice<FeatureRow>) {
        // The window: the rows of `earlier` dated D-28…D-1 (rows are in date order).
        var lo = earlier.endIndex
        while lo > earlier.startIndex && earlier[lo - 1].day.ordinal >= day.ordinal - FlowBaseline.windowDays {
            lo -= 1
        }
        var hi = lo
        while hi < earlier.endIndex && earlier[hi].day.ordinal < day.ordinal { hi += 1 }
        // Index loops, not `for row in`: a row holds three arrays, and copying it per visit
        // (retain and release) cost ten times the arithmetic.
        let window = lo..<hi
        var scorable = 0
        for j in window where earlier[j].isScorable { scorable += 1 }
        baselineDays = scorable
        let referenceStart = day.ordinal - model.settings.windowDays
        func fewReadings(_ f: Feature) -> Bool {
            var n = 0
            for j in window where earlier[j].day.ordinal >= referenceStart && earlier[j].isObserved(f) { n += 1 }
            return n < model.settings.minObservations
        }
        fixedRHRReference = fewReadings(.restingHR)
        fixedHRVReference = fewReadings(.hrvSDNN)
        means = model.features.map(\.mean)
        sds = model.features.map(\.sd)
        sources = Array(repeating: .model, count: model.features.count)
        guard model.standardise == .personal else { return }
        var nights: [Double] = []
        nights.reserveCapacity(window.count)
        for (k, stored) in model.features.enumerated() {
            guard case .feature(let f) = stored.feature else { continue }
            let base = BaseQuantity(f)
            nights.removeAll(keepingCapacity: true)
            for j in window { if let q = base.value(earlier[j]) { nights.append(q) } }
            guard let scale = PersonalScale(values: nights, storedSD: stored.sd) else { continue }
            (means[k], sds[k], sources[k]) = (scale.mean, scale.spread, .personal)
        }
    }

    /// The usual values of every row of a table in date order, each from the rows before it.
    /// - Complexity: O(rows · window · features).
    public static func forEachRow(_ rows: [FeatureRow], model: RecoveryModel) -> [FlowBaseline] {
        var out: [FlowBaseline] = []
        out.reserveCapacity(rows.count)
        var lo = 0
        for (i, row) in rows.enumerated() {
            while lo < i && rows[lo].day.ordinal < row.day.ordinal - windowDays { lo += 1 }
            out.append(FlowBaseline(model: model, day: row.day, earlier: rows[lo..<i]))
        }
        return out
    }
}

/// How settled a day's comparison is (SPEC 10.4): by the nights measured in the 28 days before.
public enum Phase: String, Sendable {
    /// Fewer than 7 measured nights: the person's own baselines are not there yet.
    case calibrating
    /// 7 to 13 measured nights.
    case provisional
    /// 14 or more.
    case full

    /// The nights a phase ends at (calibrating: 7, provisional: 14); nil once full.
    public var nightsNeeded: Int? {
        switch self {
        case .calibrating: return 7
        case .provisional: return 14
        case .full: return nil
        }
    }

    /// The phase of a day with `baselineDays` measured nights among the 28 before it.
    public init(baselineDays: Int) {
        switch baselineDays {
        case ..<7: self = .calibrating
        case 7..<14: self = .provisional
        default: self = .full
        }
    }
}
