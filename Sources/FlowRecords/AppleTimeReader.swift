/// Apple's times (`2026-03-01 23:10:00 +0100`) read with the last day remembered: an export's
/// records come in runs that share a date and an offset, so after the first of a run only the
/// time of day is read. It gives exactly what ``TimestampParser`` gives for the same bytes.
public struct AppleTimeReader: Sendable {
    /// The date's first eight bytes, the offset's (` +0100`, with the seconds before it masked
    /// out) and the date's last two.
    private var key: (UInt64, UInt64, UInt16)?
    /// The instant of the remembered day's local midnight on its offset.
    private var midnight = 0.0
    private var offset: Int32 = 0

    /// A reader that remembers no day yet.
    public init() {}

    /// The time the 25 bytes `b` spell in Apple's layout, or nil for anything else (another
    /// length or layout, a value out of range), which the general parser then reads or refuses.
    /// - Complexity: O(1); the calendar is consulted only when the date or offset changes.
    public mutating func read(_ b: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard b.count == 25, let base = b.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        // Bytes 17-18 are the seconds: kept out of the second word of the key.
        let seconds = UInt64(0xFFFF).littleEndian
        let now = (
            raw.loadUnaligned(as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 17, as: UInt64.self) & ~seconds,
            raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        )
        if let key, key == now {
            guard b[10] == 32, b[13] == 58, b[16] == 58, let hour = Self.two(b, 11), let minute = Self.two(b, 14),
                let second = Self.two(b, 17), hour < 24, minute < 60, second < 60
            else { return nil }
            return Timestamp(instant: midnight + Double(hour * 3600 + minute * 60 + second), offsetSeconds: offset)
        }
        guard let t = TimestampParser.appleTime(b), let hour = Self.two(b, 11), let minute = Self.two(b, 14),
            let second = Self.two(b, 17)
        else { return nil }
        key = now
        midnight = t.instant - Double(hour * 3600 + minute * 60 + second)
        offset = t.offsetSeconds
        return t
    }

    /// The two decimal digits at `at`, or nil.
    @inline(__always)
    private static func two(_ b: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int? {
        let (h, l) = (b[at] &- 48, b[at + 1] &- 48)
        return h < 10 && l < 10 ? Int(h) * 10 + Int(l) : nil
    }
}
