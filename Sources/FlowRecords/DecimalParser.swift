/// What a numeric field turned out to be.
public enum ParsedNumber: Equatable, Sendable {
    /// A finite number.
    case finite(Double)
    /// `nan`, `inf`, `infinity` (any case, any sign), or a decimal too large for a Double.
    case nonFinite
    /// Anything that is not a decimal number.
    case nonNumeric
}

/// Parses decimal numbers from bytes: `[+-]digits[.digits][(e|E)[+-]digits]`.
///
/// Hex floats and other spellings `Double(String)` would accept are refused, so a value
/// means what a person reading the file would think it means.
public enum DecimalParser {
    /// Parses a String.
    public static func parse(_ text: String) -> ParsedNumber {
        var copy = text
        return copy.withUTF8 { parse($0[...]) }
    }

    /// Parses a slice of UTF-8 bytes.
    public static func parse(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> ParsedNumber {
        if let value = plain(UnsafeBufferPointer(rebasing: b)) { return .finite(value) }
        var i = b.startIndex
        let end = b.endIndex
        guard i < end else { return .nonNumeric }
        var negative = false
        if b[i] == 43 || b[i] == 45 {
            negative = b[i] == 45
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var significant = 0
        var exponent = 0
        var exact = true
        while i < end, b[i] >= 48, b[i] <= 57 {
            if significant < 19 {
                mantissa = mantissa * 10 + UInt64(b[i] - 48)
                if mantissa > 0 { significant += 1 }
            } else {
                exponent += 1
                exact = false
            }
            digits += 1
            i += 1
        }
        if i < end, b[i] == 46 {
            i += 1
            while i < end, b[i] >= 48, b[i] <= 57 {
                if significant < 19 {
                    mantissa = mantissa * 10 + UInt64(b[i] - 48)
                    if mantissa > 0 { significant += 1 }
                    exponent -= 1
                } else {
                    exact = false
                }
                digits += 1
                i += 1
            }
        }
        if digits == 0 { return nonFiniteWord(b) ? .nonFinite : .nonNumeric }
        if i < end, b[i] == 101 || b[i] == 69 {
            i += 1
            var eneg = false
            if i < end, b[i] == 43 || b[i] == 45 {
                eneg = b[i] == 45
                i += 1
            }
            var e = 0
            var edigits = 0
            while i < end, b[i] >= 48, b[i] <= 57 {
                if e < 100_000 { e = e * 10 + Int(b[i] - 48) }
                edigits += 1
                i += 1
            }
            guard edigits > 0 else { return .nonNumeric }
            exponent += eneg ? -e : e
        }
        guard i == end else { return .nonNumeric }
        let value: Double
        if exact, mantissa < (1 << 53), abs(exponent) <= 22 {
            // Clinger's fast path: both operands exact, one correctly rounded operation.
            let m = Double(mantissa)
            value = exponent >= 0 ? m * powersOfTen[exponent] : m / powersOfTen[-exponent]
        } else {
            guard let v = Double(String(decoding: UnsafeBufferPointer(rebasing: b), as: UTF8.self)) else {
                return .nonNumeric
            }
            value = abs(v)
        }
        guard value.isFinite else { return .nonFinite }
        return .finite(negative ? -value : value)
    }

    /// A number written as most are, `digits[.digits]` with at most 15 digits in all, read in
    /// one pass over its bytes; nil for any other spelling, which the general path reads. The
    /// value is the general path's: an exact mantissa divided by an exact power of ten.
    @inline(__always)
    private static func plain(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let p = b.baseAddress, b.count <= 16 else { return nil }
        var mantissa: UInt64 = 0
        var digits = 0
        var point = -1
        for i in 0..<b.count {
            let d = p[i] &- 48
            if d < 10 {
                mantissa = mantissa * 10 + UInt64(d)
                digits += 1
            } else if p[i] == 46, point < 0 {
                point = i
            } else {
                return nil
            }
        }
        guard digits > 0, digits <= 15 else { return nil }
        if point < 0 { return Double(mantissa) }
        let fraction = b.count - 1 - point
        guard point > 0, fraction > 0 else { return nil }
        return Double(mantissa) / powersOfTen[fraction]
    }

    private static let powersOfTen: [Double] = (0...22).map { e in
        var v = 1.0
        for _ in 0..<e { v *= 10 }
        return v
    }

    private static func nonFiniteWord(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var word = String(decoding: UnsafeBufferPointer(rebasing: b), as: UTF8.self).lowercased()
        if word.hasPrefix("+") || word.hasPrefix("-") { word.removeFirst() }
        return word == "nan" || word == "inf" || word == "infinity"
    }
}
