#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Student's t distribution, for the Welch test of an insight and the interval of a skill:
/// its distribution function through the regularised incomplete beta function (a continued
/// fraction), and its quantile by bisection to the last bit.
public enum StudentT {
    /// P(T ≤ t) with `df` degrees of freedom (df > 0).
    public static func cdf(_ t: Double, df: Double) -> Double {
        let x = df / (df + t * t)
        let tail = 0.5 * regularizedBeta(x, df / 2, 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// P(|T| ≥ |t|), the two-sided p of a t statistic, from the tail itself (1 − cdf would
    /// lose every digit of a p under 1e-16).
    public static func twoSidedP(_ t: Double, df: Double) -> Double {
        regularizedBeta(df / (df + t * t), df / 2, 0.5)
    }

    /// The t with P(T ≤ t) = p, for 0.5 ≤ p < 1: bisection until the bracket cannot shrink.
    public static func quantile(_ p: Double, df: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        while cdf(hi, df: df) < p, hi < 1e300 { hi *= 2 }
        for _ in 0..<2_000 {
            let mid = (lo + hi) / 2
            guard mid > lo, mid < hi else { break }
            if cdf(mid, df: df) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// I_x(a, b), by the continued fraction where it converges fast and symmetry elsewhere.
    static func regularizedBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(1 - x))
        if x < (a + 1) / (a + b + 2) { return front * continuedFraction(x, a, b) / a }
        return 1 - front * continuedFraction(1 - x, b, a) / b
    }

    /// The continued fraction of the incomplete beta function (modified Lentz).
    static func continuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let tiny = 1e-300
        let eps = 1e-16
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...10_000 {
            let m = Double(m)
            let m2 = 2 * m
            var aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < eps { break }
        }
        return h
    }
}
