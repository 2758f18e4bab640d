/// The zone-load strain model (SPEC section 3): consecutive heart-rate pairs, each worth
/// at most one minute, weighted by the zone of their mean as a share of max HR.
public enum StrainZones {
    /// Zone weight for a pair's mean heart rate; nil below 50 % of max HR (excluded).
    /// A boundary value belongs to the higher zone (compared without dividing).
    public static func weight(mean: Double, maxHR: Double) -> Double? {
        let scaled = 100 * mean
        if scaled >= 90 * maxHR { return 4 }
        if scaled >= 80 * maxHR { return 3 }
        if scaled >= 70 * maxHR { return 2 }
        if scaled >= 60 * maxHR { return 1 }
        if scaled >= 50 * maxHR { return 0 }
        return nil
    }

    /// Σ minutes × weight over consecutive pairs of samples sorted by time.
    public static func load(times: [Double], bpm: [Double], maxHR: Double) -> Double {
        var total = 0.0
        for i in times.indices.dropFirst() {
            total += pairLoad(from: (times[i - 1], bpm[i - 1]), to: (times[i], bpm[i]), maxHR: maxHR)
        }
        return total
    }

    /// One pair's share of the load: its minutes (at most one) times its zone weight, 0 below
    /// the lowest zone.
    public static func pairLoad(
        from a: (time: Double, bpm: Double), to b: (time: Double, bpm: Double), maxHR: Double
    ) -> Double {
        guard let w = weight(mean: (b.bpm + a.bpm) / 2, maxHR: maxHR) else { return 0 }
        return min((b.time - a.time) / 60, 1.0) * w
    }
}
