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
