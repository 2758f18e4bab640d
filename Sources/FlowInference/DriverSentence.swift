import FlowFeatures
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Driver sentences: facts in the person's units, one phrasing per feature, never a diagnosis.
public enum DriverSentence {
    /// How a feature or load column is named at a sentence's start: its words (`ColumnWords`),
    /// with "Yesterday's" on what row D carries from D−1, and HRV or resting heart rate alone
    /// for their relative forms (the sentence says what they are measured from).
    public static func label(_ s: Signal) -> String {
        switch s {
        case .feature(.steps), .feature(.activeHours), .feature(.movementSpread), .feature(.strainLoad),
            .load(.trimp), .load(.trimpCoverage), .load(.sessionLoad):
            return "Yesterday's " + ColumnWords.signal(s, hrv: .sdnn)
        case .feature(.rhrDelta): return label(.feature(.restingHR))
        case .feature(.hrvSDNN), .feature(.hrvRatio): return "HRV"
        default: return ColumnWords.heading(ColumnWords.signal(s, hrv: .sdnn))
        }
    }

    /// How a feature is named at a sentence's start.
    static func label(_ f: Feature) -> String { label(.feature(f)) }

    /// A value in the signal's unit, as a person reads it.
    public static func format(_ s: Signal, _ v: Double) -> String {
        switch s {
        case .feature(let f): return format(f, v)
        case .load(let c):
            switch c {
            case .trimp, .atl, .ctl, .weeklyStrain: return "\(NumberFormat.decimals(v, 0)) TRIMP"
            case .form: return "\(v > 0 ? "+" : "")\(NumberFormat.decimals(v, 0)) TRIMP"
            case .trimpCoverage: return "\(NumberFormat.decimals(v, 0)) min"
            case .acwr, .monotony: return NumberFormat.decimals(v, 2)
            case .sessionLoad: return "\(NumberFormat.decimals(v, 0)) RPE·min"
            }
        }
    }

    /// A feature's value in its unit, as a person reads it.
    static func format(_ f: Feature, _ v: Double) -> String {
        switch f {
        case .sleepHours, .inBedHours, .sleepDebt: return "\(NumberFormat.decimals(v, 1)) h"
        case .sleepEfficiency, .deepShare, .remShare: return "\(NumberFormat.decimals(v * 100, 0)) %"
        case .wakeCount: return NumberFormat.decimals(v, v == v.rounded() ? 0 : 1)
        case .sleepMidpoint:
            var minutes = Int((v * 60).rounded()) % 1440
            if minutes < 0 { minutes += 1440 }
            return "\(minutes / 60 < 10 ? "0" : "")\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
        case .sleepRegularity, .napMinutes: return "\(NumberFormat.decimals(v, 0)) min"
        case .steps: return "\(NumberFormat.decimals(v, 0)) steps"
        case .activeHours: return "\(NumberFormat.decimals(v, 0)) h"
        case .movementSpread: return NumberFormat.decimals(v, 2)
        case .restingHR, .sleepingHR: return "\(NumberFormat.decimals(v, 0)) bpm"
        case .rhrDelta: return "\(NumberFormat.decimals(abs(v), 0)) bpm \(v >= 0 ? "above" : "below")"
        case .hrvSDNN: return "\(NumberFormat.decimals(v, 0)) ms"
        case .hrvRatio:
            let percent = (exp(v) - 1) * 100
            return "\(NumberFormat.decimals(abs(percent), 0)) % \(percent >= 0 ? "above" : "below")"
        case .strainLoad: return "\(NumberFormat.decimals(v, 0)) zone-minutes"
        }
    }

    /// Whose usual value a driver is compared with, in words.
    static func whose(_ source: UsualSource) -> String { source == .personal ? "your usual" : "the model's usual" }

    /// What `rhr_delta` or `hrv_ratio` was measured from: the person's 14-day median, or
    /// the fixed 60 bpm / 45 ms when there were too few readings of their own.
    public static func reference(_ f: Feature, fixed: Bool) -> String {
        guard fixed else { return "your 14-day median" }
        return f == .rhrDelta ? "the fixed 60 bpm" : "the fixed 45 ms"
    }

    /// A driver's value and usual value in the quantity's unit, with a decimal more where
    /// whole numbers would read the same for two values that differ ("54.4 bpm against 54.1").
    static func pair(_ q: Signal, _ value: Double, _ usual: Double) -> (String, String) {
        let (a, b) = (format(q, value), format(q, usual))
        guard a == b, value != usual, case .feature(let f) = q, [.restingHR, .sleepingHR, .hrvSDNN].contains(f) else {
            return (a, b)
        }
        return ("\(NumberFormat.decimals(value, 1)) \(f.unit)", "\(NumberFormat.decimals(usual, 1)) \(f.unit)")
    }

    /// The sentence for a driver: "Sleep duration is lifting today's flow most: 7.9 h
    /// against your usual 7.2 h." It says whose usual value it is (the person's own or the
    /// model's). `quantity` is what the values measure: a personal model states resting HR
    /// and HRV themselves ("58 bpm against your usual 54 bpm"); a trained model's
    /// `rhr_delta` and `hrv_ratio` say which reference today's value is measured from: the
    /// person's 14-day median or the fixed one (`fixedReference`).
    public static func sentence(
        _ f: Signal, quantity: Signal? = nil, value: Double, usual: Double, source: UsualSource, points: Double,
        most: Bool, fixedReference: Bool = false
    ) -> String {
        let effect = points > 0 ? "lifting" : "weighing on"
        let head = "\(label(f)) is \(effect) today's flow\(most ? " most" : "")"
        let q = quantity ?? f
        switch q {
        case .feature(let r) where r == .rhrDelta || r == .hrvRatio:
            return "\(head): \(format(q, value)) \(reference(r, fixed: fixedReference))"
                + (fixedReference ? " (too few readings of your own in the 14 days before)" : "")
                + ", where \(whose(source)) is \(format(q, usual))."
        default:
            let (today, usualText) = pair(q, value, usual)
            return "\(head): \(today) against \(whose(source)) \(usualText)."
        }
    }

    /// The short form for a one-line driver: "Sleep duration 7.9 h, usual 7.2 h".
    public static func short(
        _ f: Signal, quantity: Signal? = nil, value: Double, usual: Double, source: UsualSource,
        fixedReference: Bool = false
    ) -> String {
        let usualWord = source == .personal ? "usual" : "model's usual"
        let q = quantity ?? f
        switch q {
        case .feature(let r) where r == .rhrDelta || r == .hrvRatio:
            return
                "\(label(f)) \(format(q, value)) \(reference(r, fixed: fixedReference)), \(usualWord) \(format(q, usual))"
        default:
            let (today, usualText) = pair(q, value, usual)
            return "\(label(f)) \(today), \(usualWord) \(usualText)"
        }
    }
}
