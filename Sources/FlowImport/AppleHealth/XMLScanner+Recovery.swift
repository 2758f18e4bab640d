#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A start tag that is not well formed, at a buffer position; `namesWriter` adds the writer
/// the tag names to the message.
struct MalformedTag: Error {
    var at: Int
    var problem: String
    var namesWriter = false
    /// The element's name, when it was read before the fault.
    var name: Range<Int>?
}

/// Recovery from malformed tags: the tag is skipped and counted by problem, and the application that wrote it is named.
extension XMLScanner {
    /// "; the record names its writer, X" when the tag starting at `start` has one of the
    /// writer attributes before its end or the scanned bytes, else "": a malformed tag is
    /// usually one application's doing, and naming it tells the user whom to ask.
    func writer(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> String {
        writerName(b, n, from: start).map { "; the record names its writer, " + $0 } ?? ""
    }

    /// The first writer attribute's value in the tag starting at `start`, up to 80 bytes.
    func writerName(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> String? {
        let tag = Array(UnsafeBufferPointer(start: b + start, count: n - start).prefix { $0 != 62 })  // up to '>'
        for key in writerKeys where tag.count > key.count {
            guard let at = (0...(tag.count - key.count)).first(where: { tag[$0..<($0 + key.count)].elementsEqual(key) })
            else { continue }
            let value = tag[(at + key.count)...].prefix { $0 != 34 }
            guard !value.isEmpty else { continue }
            return String(decoding: value.prefix(80), as: UTF8.self)
        }
        return nil
    }

    /// Skips a malformed start tag to its '>' (nil while that is not yet in the buffer), and
    /// its content when it is not empty, counting it by problem.
    mutating func skip(_ m: MalformedTag, _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int? {
        let from = max(m.at, start + 1)
        guard from < n, let gt = memchr(b + from, 62, n - from) else { return nil }
        let end = b.distance(to: gt.assumingMemoryBound(to: UInt8.self))
        let offset = consumedBytes + Int64(start)
        if let k = skipped.firstIndex(where: { $0.problem == m.problem }) {
            skipped[k].count += 1
        } else {
            skipped.append((m.problem, 1, offset, writerName(b, n, from: start) ?? ""))
        }
        if b[end - 1] != 47, let name = m.name {  // not '/>': its content and end tag go too
            if skipping == nil { skipping = openLengths.count }
            openNames.append(contentsOf: UnsafeBufferPointer(start: b + name.lowerBound, count: name.count))
            openLengths.append(name.count)
        }
        return end + 1
    }
}
