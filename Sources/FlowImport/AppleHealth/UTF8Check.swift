/// Checks that a stream of bytes is UTF-8, piece by piece as it is read: a character may be split
/// between two pieces. The thread that reads an export runs it, so the scanner, on the other
/// core, need not look at every byte a second time (it asks only where the first fault is).
struct UTF8Check: Sendable {
    /// The bytes of a character the last piece ended inside (1 to 3; its first byte is a valid lead).
    private var pending: [UInt8] = []
    /// How many bytes of the stream have been seen.
    private(set) var seen: Int64 = 0
    /// The stream offset of the first byte that breaks UTF-8, once one is found (the check stops there).
    private(set) var firstInvalid: Int64?

    /// A check of a stream whose first byte is at `offset` (0 for a whole document; a later
    /// offset for a part of it read on its own, which must begin on a character).
    init(startingAt offset: Int64 = 0) { seen = offset }

    /// Every byte before this stream offset is known to be UTF-8 (or, when `firstInvalid` is set,
    /// every byte before the fault).
    var checkedThrough: Int64 { firstInvalid ?? seen - Int64(pending.count) }

    /// Checks the next piece of the stream.
    /// - Complexity: O(n), ASCII 32 bytes at a time.
    mutating func check(_ piece: UnsafeBufferPointer<UInt8>) {
        let start = seen
        seen += Int64(piece.count)
        guard firstInvalid == nil, !piece.isEmpty else { return }
        var from = 0
        if let lead = pending.first {
            // Complete the character the last piece ended inside, and check it whole.
            let need = UTF8Check.length(lead: lead)! - pending.count
            let joined = pending + piece.prefix(need)
            let base = start - Int64(pending.count)
            switch joined.withUnsafeBufferPointer({ UTF8Check.scan($0[...], final: false) }) {
            case .invalid(let at):
                firstInvalid = base + Int64(at)
                return
            case .incomplete:
                pending = joined  // the piece was shorter than the rest of the character
                return
            case .valid:
                from = need
                pending = []
            }
        }
        switch UTF8Check.scan(piece[from...], final: false) {
        case .invalid(let at): firstInvalid = start + Int64(at)
        case .incomplete(let at): pending = Array(piece[at...])
        case .valid: break
        }
    }

    /// Ends the stream: a character left incomplete is a fault at its first byte.
    mutating func finish() {
        if firstInvalid == nil, !pending.isEmpty { firstInvalid = seen - Int64(pending.count) }
        pending = []
    }

    /// The index of the first byte of `bytes` that breaks UTF-8, or nil, a character cut short
    /// at the end counting as a fault.
    static func firstInvalid(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if case .invalid(let at) = scan(bytes[...], final: true) { return at }
        return nil
    }

    /// What a scan found.
    enum Verdict: Equatable {
        /// Every byte is UTF-8.
        case valid
        /// The byte at this index (of the base buffer) breaks UTF-8.
        case invalid(Int)
        /// Valid up to a character that starts at this index and is cut short by the end.
        case incomplete(Int)
    }

    /// The bytes of a character that starts with `lead`, or nil for a byte no character starts with.
    static func length(lead c: UInt8) -> Int? {
        switch c {
        case 0..<0x80: return 1
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return nil
        }
    }

    /// Scans `b` (indices are the base buffer's); with `final` false, a character cut short by
    /// the end of `b` whose bytes so far are right is `incomplete`, not a fault.
    static func scan(_ b: Slice<UnsafeBufferPointer<UInt8>>, final: Bool) -> Verdict {
        guard let base = b.base.baseAddress else { return .valid }
        let n = b.endIndex
        var i = b.startIndex
        while i < n {
            if i + 32 <= n {  // four words at a time while they are ASCII
                let raw = UnsafeRawPointer(base + i)
                let any =
                    raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 == 0 {
                    i += 32
                    continue
                }
            }
            if i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let c = base[i]
            if c < 0x80 {
                i += 1
                continue
            }
            guard let length = length(lead: c) else { return .invalid(i) }
            let available = min(length, n - i)
            for k in 1..<max(1, available) where base[i + k] & 0xC0 != 0x80 { return .invalid(i) }
            if available > 1 {
                let second = base[i + 1]
                if c == 0xE0 && second < 0xA0 || c == 0xED && second > 0x9F || c == 0xF0 && second < 0x90
                    || c == 0xF4 && second > 0x8F
                {
                    return .invalid(i)
                }
            }
            guard available == length else { return final ? .invalid(i) : .incomplete(i) }
            i += length
        }
        return .valid
    }
}
