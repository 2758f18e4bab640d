#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every byte of `bytes` to `fd`, retrying short writes and interruptions; returns 0,
/// or the `errno` of the write that failed. The one write loop of flow's outputs.
public func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var done = 0
    while done < bytes.count {
        let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return n == 0 ? EIO : errno }
        done += n
    }
    return 0
}
