/// A document scanned in two parts at once: the later part by a scanner that starts inside the
/// root, between two of its children, and is joined to the earlier one's when both are done.
extension XMLScanner {
    /// A scanner for the bytes of `file` from `offset` on, supposing they start a child of the
    /// open root element `root` (no other element open, nothing pending). Its lines are counted
    /// from 1 at `offset`; its byte offsets are the document's.
    init(file: String, writerAttributes: [String], continuingAt offset: Int64, inside root: [UInt8]) {
        self.init(file: file, writerAttributes: writerAttributes)
        consumedBytes = offset
        sawRoot = true
        openNames = root
        openLengths = [root.count]
    }

    /// The open root element's name when the scanner stands between two of the root's children
    /// with nothing pending (no token cut short, no skipped element open): a scanner begun there
    /// by ``init(file:writerAttributes:continuingAt:inside:)`` sees what this one would. Nil otherwise.
    var rootBetweenChildren: [UInt8]? {
        guard buffer.isEmpty, pendingLength == 0, skipping == nil, sawRoot, !rootClosed, openLengths.count == 1
        else { return nil }
        return openNames
    }

    /// Scans what waits in the buffer now, the bytes fed so far being all that comes before a
    /// part read elsewhere (a token they complete would otherwise wait for more bytes).
    mutating func flush<H: XMLHandler>(_ handler: inout H) throws {
        guard !buffer.isEmpty else { return }
        let used = try scan(&handler, final: false)
        try discard(used)
        waitUntil = 2 * pendingLength
    }

    /// The line the next byte is on (once a part is scanned through: the first line of the next part).
    var nextLine: Int { cursorLine }

    /// Takes on what `later`, begun where this one stopped, found: the malformed elements it
    /// skipped (counted with this one's, the first of each problem kept), where the document
    /// ended and whether it was cut short.
    mutating func absorb(_ later: XMLScanner) {
        takeSkipped(from: later)
        cutShort = later.cutShort
        (openNames, openLengths, rootClosed, consumedBytes) =
            (later.openNames, later.openLengths, later.rootClosed, later.consumedBytes)
    }

    /// Goes on after `part`, begun where this one stopped and stopped between two of the root's
    /// children: takes on the malformed elements it skipped, and its bytes and lines as if they
    /// had been scanned here.
    mutating func continueAfter(_ part: XMLScanner) {
        takeSkipped(from: part)
        consumedBytes = part.consumedBytes
        cursorLine += part.cursorLine - 1
        cursor = 0
    }

    /// The malformed elements `later` skipped, counted with this one's (the first of each problem kept).
    private mutating func takeSkipped(from later: XMLScanner) {
        for s in later.skipped {
            if let k = skipped.firstIndex(where: { $0.problem == s.problem }) {
                skipped[k].count += s.count
            } else {
                skipped.append(s)
            }
        }
    }
}
