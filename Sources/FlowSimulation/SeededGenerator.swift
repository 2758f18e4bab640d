/// A small deterministic random generator (xoshiro256**, seeded by SplitMix64).
///
/// It uses only integer arithmetic and exact IEEE operations, so a seed gives the same
/// numbers on every machine and every Swift version: no system randomness, no libm.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var s: (UInt64, UInt64, UInt64, UInt64)

    /// A generator for a seed.
    public init(seed: UInt64) {
        var x = seed
        func splitMix() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = ((s.1 &* 5) << 7 | (s.1 &* 5) >> 57) &* 9
        let t = s.1 << 17
        s.2 ^= s.0
        s.3 ^= s.1
        s.1 ^= s.2
        s.0 ^= s.3
        s.2 ^= t
        s.3 = (s.3 << 45) | (s.3 >> 19)
        return result
    }

    /// A uniform number in [0, 1) with 53 random bits.
    public mutating func uniform() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A uniform number in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * uniform() }

    /// A whole number in lo...hi.
    public mutating func integer(_ lo: Int, _ hi: Int) -> Int { lo + Int(next() % UInt64(hi - lo + 1)) }

    /// True with probability p.
    public mutating func chance(_ p: Double) -> Bool { uniform() < p }

    /// An approximately standard normal number: the sum of 12 uniforms minus 6
    /// (Irwin-Hall), which needs no logarithm or cosine.
    public mutating func normal() -> Double {
        var sum = 0.0
        for _ in 0..<12 { sum += uniform() }
        return sum - 6
    }

    /// A normal number with a mean and standard deviation.
    public mutating func normal(_ mean: Double, _ sd: Double) -> Double { mean + sd * normal() }
}

/// Math the simulator needs, written with exact IEEE operations only so that its output
/// does not depend on the platform's libm.
public enum PortableMath {
    /// The natural logarithm of a positive number, to about 1e-15 relative (NaN otherwise).
    public static func ln(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return .nan }
        var m = x
        var k = 0
        while m >= 1.5 {
            m /= 2
            k += 1
        }
        while m < 0.75 {
            m *= 2
            k -= 1
        }
        // ln m = 2 atanh(u), u = (m - 1)/(m + 1), |u| < 0.2.
        let u = (m - 1) / (m + 1)
        let u2 = u * u
        var term = u
        var sum = 0.0
        var n = 1.0
        while abs(term / n) > 1e-18 {
            sum += term / n
            term *= u2
            n += 2
        }
        return 2 * sum + Double(k) * 0.693_147_180_559_945_3
    }
}
