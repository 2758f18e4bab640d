#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The UTF-8 hand-off: bytes the reading thread already checked are not checked again.
extension XMLScanner {
    /// Takes what a UTF-8 check of the stream found so far (run where the bytes are read), so the
    /// bytes it covers are not checked again here; a fault it found is reported when the scan
    /// reaches it, as the scanner's own check would.
    mutating func checked(_ check: UTF8Check) {
        checkedThrough = max(checkedThrough, check.checkedThrough)
        knownFault = knownFault ?? check.firstInvalid
    }

    /// Checks the first `count` bytes of the region for UTF-8 (those the caller has not) and
    /// counts their lines, then moves the offset past them.
    mutating func check(_ count: Int) throws {
        guard count > 0 else { return }
        let end = consumedBytes + Int64(count)
        let from = Int(min(max(0, checkedThrough - consumedBytes), Int64(count)))
        var bad: Int?
        if let fault = knownFault, fault < end, fault >= consumedBytes {  // (bytes before were checked here)
            bad = Int(fault - consumedBytes)
        } else if from < count {
            bad = withRegion { UTF8Check.firstInvalid(UnsafeBufferPointer(rebasing: $0[from..<count])) }.map {
                from + $0
            }
        }
        if let bad {
            let byte = withRegion { $0[bad] }
            throw error(at: bad, "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8")
        }
        _ = advanceLine(to: count)
        cursor = 0
        consumedBytes += Int64(count)
    }
}
