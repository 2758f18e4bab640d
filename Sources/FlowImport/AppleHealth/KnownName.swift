/// An attribute name of up to 16 bytes held in two words, for a comparison without a loop.
struct KnownName {
    private var first: UInt64 = 0, second: UInt64 = 0
    /// Which bits of each word the name's bytes take (worked out once, not at every compare).
    private var keepFirst: UInt64 = 0, keepSecond: UInt64 = 0
    /// Its length in bytes (0: no name, which matches nothing).
    private(set) var length = 0

    /// No name.
    init() {}

    /// The `length` bytes at `bytes`; no name when `length` is 0 or over 16.
    init(_ bytes: UnsafePointer<UInt8>, length: Int) {
        guard length > 0, length <= 16 else { return }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: bytes, byteCount: length) }
        (first, second) = (words.0, words.1)
        self.length = length
        keepFirst = length >= 8 ? ~0 : KnownName.mask(length)
        keepSecond = length <= 8 ? 0 : length == 16 ? ~0 : KnownName.mask(length - 8)
    }

    /// True when the 16 bytes at `bytes` (all readable) start with this name.
    @inline(__always)
    func isAt(_ bytes: UnsafePointer<UInt8>) -> Bool {
        guard length > 0 else { return false }
        let raw = UnsafeRawPointer(bytes)
        let a = raw.loadUnaligned(as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        // The name's bytes: the first `length` bytes in memory order, on either byte order.
        return a & keepFirst == first && b & keepSecond == second
    }

    /// A mask of the first `count` (1 to 7) bytes of a word as it lies in memory.
    @inline(__always)
    private static func mask(_ count: Int) -> UInt64 {
        let low = (UInt64(1) << UInt64(count * 8)) - 1
        return UInt64(littleEndian: low)
    }
}
