import CZlib
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a zip archive of files, deflating each one in chunks (the simulator's
/// `export.zip`). Entries above 4 GiB are refused: this writer does not emit ZIP64.
///
/// Every write, seek and the final close are checked: a full disk found at any of them is an
/// `OutputError` (exit 73), and the caller, which writes to a temporary name, never renames
/// a partial archive into place.
public enum ZipWriter {
    /// Zips `files` (archive name, path on disk) into `archive`, creating it.
    public static func write(archive: String, files: [(name: String, path: String)]) throws {
        let fd = open(archive, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw OutputError.cannotWrite(file: archive, reason: String(cString: strerror(errno))) }
        try write(archive: archive, descriptor: fd, files: files)
    }

    /// Zips `files` into the open descriptor `descriptor` (a temporary file the caller created
    /// exclusively), which it owns and closes; `archive` names it in errors.
    public static func write(archive: String, descriptor: Int32, files: [(name: String, path: String)]) throws {
        guard let out = fdopen(descriptor, "wb") else {
            close(descriptor)
            throw OutputError.cannotWrite(file: archive, reason: String(cString: strerror(errno)))
        }
        var closed = false
        defer { if !closed { fclose(out) } }
        func failure(_ what: String) -> OutputError {
            OutputError.cannotWrite(file: archive, reason: "\(what) failed: \(String(cString: strerror(errno)))")
        }
        var central: [UInt8] = []
        var offset: UInt32 = 0
        func put(_ bytes: [UInt8]) throws {
            guard fwrite(bytes, 1, bytes.count, out) == bytes.count else { throw failure("writing") }
        }
        func seek(_ position: Int, _ whence: Int32) throws {
            guard fseek(out, position, whence) == 0 else { throw failure("seeking") }
        }
        for (name, path) in files {
            guard let input = fopen(path, "rb") else {
                throw InputError.unreadable(file: path, reason: String(cString: strerror(errno)))
            }
            defer { fclose(input) }
            let nameBytes = Array(name.utf8)
            let headerAt = offset
            // Local header with placeholders for CRC and sizes, patched after the data.
            var header = le(0x0403_4B50, 4) + le(20, 2) + le(0, 2) + le(8, 2) + le(0, 2) + le(0x21, 2)
            header += le(0, 4) + le(0, 4) + le(0, 4) + le(UInt64(nameBytes.count), 2) + le(0, 2) + nameBytes
            try put(header)
            var stream = z_stream()
            guard flow_deflate_init_raw(&stream, 6) == Z_OK else {
                throw OutputError.cannotWrite(file: archive, reason: "zlib could not start deflating")
            }
            defer { deflateEnd(&stream) }
            var inBuf = [UInt8](repeating: 0, count: 1 << 20)
            var outBuf = [UInt8](repeating: 0, count: 1 << 20)
            var crc = crc32(0, nil, 0)
            var inSize: UInt64 = 0
            var outSize: UInt64 = 0
            var done = false
            while !done {
                let got = fread(&inBuf, 1, inBuf.count, input)
                // A short read is the end of the file only when the stream says so.
                if got < inBuf.count && ferror(input) != 0 {
                    throw InputError.unreadable(
                        file: path, reason: "reading failed: \(String(cString: strerror(errno)))")
                }
                let flush = got < inBuf.count ? Z_FINISH : Z_NO_FLUSH
                inSize += UInt64(got)
                crc = inBuf.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt(got)) }
                try inBuf.withUnsafeMutableBufferPointer { inPtr in
                    stream.next_in = inPtr.baseAddress
                    stream.avail_in = uInt(got)
                    repeat {
                        var status = Z_OK
                        let produced = outBuf.withUnsafeMutableBufferPointer { outPtr -> Int in
                            stream.next_out = outPtr.baseAddress
                            stream.avail_out = uInt(outPtr.count)
                            status = deflate(&stream, flush)
                            return outPtr.count - Int(stream.avail_out)
                        }
                        if status == Z_STREAM_END { done = true }
                        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                            throw OutputError.cannotWrite(
                                file: archive, reason: "zlib could not deflate \(name) (status \(status))")
                        }
                        try put(Array(outBuf[0..<produced]))
                        outSize += UInt64(produced)
                    } while stream.avail_out == 0
                }
            }
            guard inSize < 0xFFFF_FFFF, outSize < 0xFFFF_FFFF, UInt64(offset) + outSize + 30 < 0xFFFF_FFFF else {
                throw OutputError.cannotWrite(
                    file: archive, reason: "\(name) is over 4 GiB; this writer does not emit ZIP64")
            }
            let patch = le(UInt64(crc), 4) + le(outSize, 4) + le(inSize, 4)
            try seek(Int(headerAt) + 14, SEEK_SET)
            try put(patch)
            try seek(0, SEEK_END)
            offset = headerAt + 30 + UInt32(nameBytes.count) + UInt32(outSize)
            central += le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(0, 2) + le(8, 2) + le(0, 2) + le(0x21, 2) + patch
            central += le(UInt64(nameBytes.count), 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4)
            central += le(UInt64(headerAt), 4) + nameBytes
        }
        try put(central)
        try put(
            le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(UInt64(files.count), 2) + le(UInt64(files.count), 2)
                + le(UInt64(central.count), 4) + le(UInt64(offset), 4) + le(0, 2))
        // The last buffered bytes reach the disk here: a full disk shows up at this close.
        closed = true
        guard fflush(out) == 0, ferror(out) == 0, fclose(out) == 0 else { throw failure("closing") }
    }

    private static func le(_ v: UInt64, _ n: Int) -> [UInt8] {
        (0..<n).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) }
    }
}
