#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The features of SPEC 3 that depend on other rows: the sleep regularity over D-6…D, the
/// resting-HR change and HRV ratio against the person's median of D-14…D-1 (or the fixed
/// references), and the sleep debt over the final sleep hours of D-2…D.
enum DerivedFeatures {
    /// Adds the observed `sleep_regularity`, `rhr_delta` and `hrv_ratio` cells to `columns`
    /// (one optional value per day per feature) and returns, per day, whether either
    /// reference fell back to its fixed value (`baseline_missing`).
    static func addRegularityAndReferences(
        _ columns: inout [[Double?]], midpoints: [Double?], chain: ImputationChain
    ) -> [Bool] {
        let n = midpoints.count
        var baselineMissing = [Bool](repeating: false, count: n)
        let rhr = columns[Feature.restingHR.index]
        let hrv = columns[Feature.hrvSDNN.index]
        for k in 0..<n {
            let mids = (max(0, k - FeatureRules.regularityNights + 1)...k).compactMap { midpoints[$0] }
            if mids.count >= FeatureRules.regularityMinimum {
                columns[Feature.sleepRegularity.index][k] = Feature.sleepRegularity.clamped(
                    SleepRegularity.minutes(midpoints: mids))
            }
            let rhrRef = chain.windowMedian(rhr, before: k)
            let hrvRef = chain.windowMedian(hrv, before: k)
            baselineMissing[k] = rhrRef == nil || hrvRef == nil
            if let v = rhr[k] {
                columns[Feature.rhrDelta.index][k] = Feature.rhrDelta.clamped(
                    v - (rhrRef ?? FeatureRules.fixedRestingHR))
            }
            if let v = hrv[k] {
                columns[Feature.hrvRatio.index][k] = Feature.hrvRatio.clamped(
                    log(v / (hrvRef ?? FeatureRules.fixedHRV)))
            }
        }
        return baselineMissing
    }

    /// Adds the observed `sleep_debt` cells: for the days with a sleep record nearby, the sum
    /// over D-2…D of min(2, max(0, need − sleep)) of the final (imputed) sleep hours; a day
    /// before the table counts as the chain would fill it, the baseline.
    static func addSleepDebt(_ columns: inout [[Double?]], finalSleepHours: [Double], nearby: [Bool], need: Double) {
        let before = Feature.sleepHours.baseline(sleepNeedHours: need)
        for k in nearby.indices where nearby[k] {
            var debt = 0.0
            for j in 0..<FeatureRules.debtNights {
                let h = k - j >= 0 ? finalSleepHours[k - j] : before
                debt += min(FeatureRules.debtCapHours, max(0, need - h))
            }
            columns[Feature.sleepDebt.index][k] = Feature.sleepDebt.clamped(debt)
        }
    }
}

/// Circular spread of sleep midpoints (SPEC feature 8).
public enum SleepRegularity {
    /// sqrt(-2 ln R) · 1440 / 2π minutes, R the mean resultant length of the clock angles
    /// of `midpoints` (hours after midnight), capped at 1.
    public static func minutes(midpoints: [Double]) -> Double {
        var c = 0.0
        var s = 0.0
        for h in midpoints {
            let angle = 2 * Double.pi * h / 24
            c += cos(angle)
            s += sin(angle)
        }
        let r = min(1, (c * c + s * s).squareRoot() / Double(midpoints.count))
        return (-2 * log(r)).squareRoot() * 1440 / (2 * Double.pi)
    }
}
