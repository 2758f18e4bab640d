/// `s` right-aligned in `width` characters (never cut).
func padLeft(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }

/// "1 day", "2 days".
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

/// The columns a run of UTF-8 bytes takes on a terminal: one a character, counted as the bytes
/// that start one (flow's text has no combining marks), so no line is walked character by character.
func columns(_ bytes: some Collection<UInt8>) -> Int { bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }

/// The marks that open a bullet or a driver's line; its continuation lines hang under the text after them.
let hangingMarks = ["• ", "+ ", "- ", "\u{2212} ", "* "].map { Array($0.utf8) }

/// Whether `s` opens with a date and two spaces, as a line a day does ("2026-06-29  Recovery …").
private func startsWithDate(_ s: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard s.count >= 12 else { return false }
    return s.prefix(12).enumerated().allSatisfy { i, c in
        switch i {
        case 4, 7: c == UInt8(ascii: "-")
        case 10, 11: c == UInt8(ascii: " ")
        default: (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
        }
    }
}

/// `prefix` then `body`, folded to `width` columns with every continuation line indented by
/// `indent` columns (by default `prefix`'s width): a synopsis under its command's name, an
/// option's meaning under its first column.
func hanging(_ prefix: String, _ body: String, width: Int, indent: Int? = nil) -> String {
    let indent = indent ?? prefix.count
    let first = fitted(body, width: max(10, width - prefix.count)).split(separator: "\n", maxSplits: 1)
    guard first.count == 2 else { return prefix + (first.first ?? "") }
    let rest = fitted(String(first[1]), width: max(10, width - indent)).split(separator: "\n")
    let margin = String(repeating: " ", count: indent)
    return prefix + first[0] + rest.map { "\n" + margin + $0 }.joined()
}

/// `text`'s paragraphs as single lines, to be folded anew: lines are joined with a space
/// within a paragraph, except a line that opens with a space or a bullet, which keeps its own.
func reflowed(_ text: String) -> String {
    var lines: [Substring] = []
    var joinable = false  // whether the last line is plain prose a next line may join
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let own = line.isEmpty || line.first == " " || hangingMarks.contains { line.utf8.starts(with: $0) }
        if !own, joinable {
            lines[lines.count - 1] += " " + line
        } else {
            lines.append(line)
        }
        joinable = !own
    }
    return lines.joined(separator: "\n")
}

/// Where the text after a label starts in a line laid out in columns ("cycle       each morning's
/// day", "Ayurvedic timing  a traditional"): past the first run of two or more spaces, when
/// that is within the first half of `width`; else 0 (the line is prose).
private func labelEnd(_ body: Slice<UnsafeBufferPointer<UInt8>>, _ width: Int) -> Int {
    var k = body.startIndex
    while k + 1 < body.endIndex, k - body.startIndex < width / 2 {
        if body[k] == 32, body[k + 1] == 32, k > body.startIndex {
            var text = k
            while text < body.endIndex, body[text] == 32 { text += 1 }
            let end = text - body.startIndex
            return text < body.endIndex && end <= width / 2 ? end : 0
        }
        k += 1
    }
    return 0
}

/// `text` fitted to `width` columns: a line that fits stays as it is; a longer one is folded at
/// its spaces, its continuation lines indented under the text after its leading spaces and any
/// bullet, driver sign, a line a day's date or a column's label (a hanging indent), and a leader of dots between
/// a driver and its points gives way first. A word longer than the line stands alone on its line.
/// - Complexity: O(bytes), one pass over the text's UTF-8 bytes with no copy of a word.
func fitted(_ text: String, width: Int) -> String {
    var text = text
    return text.withUTF8 { bytes in
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            fit(bytes, lineStart, lineEnd, width: width, into: &out)
            if lineEnd < bytes.count { out.append(10) }
            lineStart = lineEnd + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// The line `bytes[start..<end]` fitted, appended to `out` (its continuation lines joined by line feeds).
private func fit(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, width: Int, into out: inout [UInt8]) {
    let line = bytes[start..<end]
    guard end - start > width, columns(line) > width else { return out.append(contentsOf: line) }
    var i = start
    while i < end, bytes[i] == 32 { i += 1 }
    let body = bytes[i..<end]
    let mark =
        hangingMarks.first { body.starts(with: $0) }.map(\.count) ?? (startsWithDate(body) ? 12 : labelEnd(body, width))
    let hangEnd = i + mark
    let hang = columns(bytes[start..<hangEnd])
    let room = max(1, width - hang)
    out.append(contentsOf: bytes[start..<hangEnd])
    var length = 0
    var at = hangEnd
    while at < end {
        while at < end, bytes[at] == 32 { at += 1 }
        guard at < end else { break }
        var wordEnd = at
        var dots = true
        while wordEnd < end, bytes[wordEnd] != 32 {
            dots = dots && bytes[wordEnd] == 46
            wordEnd += 1
        }
        if dots, wordEnd - at > 1 {  // a leader of dots gives way
            at = wordEnd
            continue
        }
        // A number and its `%` stay on one line: "85 %" is one word to the fold; so does a
        // number and its unit, "58.0 bpm", "7 h 39", "50 min".
        if wordEnd + 2 <= end, bytes[wordEnd + 1] == 37, wordEnd + 2 == end || bytes[wordEnd + 2] == 32 {
            wordEnd += 2
        } else if isNumber(bytes[at..<wordEnd]) {
            wordEnd = unitEnd(bytes, wordEnd, end)
        }
        let word = bytes[at..<wordEnd]
        let count = columns(word)
        if length > 0, length + 1 + count > room {
            out.append(10)
            out.append(contentsOf: repeatElement(32, count: hang))
            length = 0
        }
        if length > 0 {
            out.append(32)
            length += 1
        }
        out.append(contentsOf: word)
        length += count
        at = wordEnd
    }
}

/// True for a number as flow writes one: digits with `,` and `.` among them, a sign before.
private func isNumber(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var w = word
    if w.first == 43 || w.first == 45 { w = w.dropFirst() }
    if w.starts(with: [0xE2, 0x88, 0x92]) { w = w.dropFirst(3) }  // −
    guard let first = w.first, (48...57).contains(first) else { return false }
    return w.allSatisfy { (48...57).contains($0) || $0 == 44 || $0 == 46 }
}

/// The units that stay with their number.
private let units = ["h", "min", "bpm", "ms", "kcal", "kg", "steps", "°C"].map { Array($0.utf8) }

/// Where a number that ends at `numberEnd` ends with its unit: past " bpm", " min", " h" and
/// its two-digit minutes ("7 h 39"), with any punctuation after them ("50 min,"); `numberEnd`
/// when no unit follows.
private func unitEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ numberEnd: Int, _ end: Int) -> Int {
    /// The end of the token at `k` (the next space) when it is `unit` with nothing but
    /// punctuation after it, else nil.
    func token(_ k: Int, _ unit: [UInt8]) -> Int? {
        var e = k
        while e < end, bytes[e] != 32 { e += 1 }
        guard e - k >= unit.count, bytes[k..<(k + unit.count)].elementsEqual(unit),
            bytes[(k + unit.count)..<e].allSatisfy({ ",.;:)".utf8.contains($0) })
        else { return nil }
        return e
    }
    guard numberEnd < end, bytes[numberEnd] == 32,
        let (unit, e) = units.lazy.compactMap({ u in token(numberEnd + 1, u).map { (u, $0) } }).first
    else { return numberEnd }
    // Hours with their minutes after them: "7 h 39".
    guard unit == [UInt8(ascii: "h")], e == numberEnd + 2, e < end, bytes[e] == 32, e + 3 <= end,
        (48...57).contains(bytes[e + 1]), (48...57).contains(bytes[e + 2])
    else { return e }
    var m = e + 3
    while m < end, bytes[m] != 32 { m += 1 }
    return bytes[(e + 3)..<m].allSatisfy({ ",.;:)".utf8.contains($0) }) ? m : e
}

/// `text` folded into lines of at most `width` characters at its spaces (a longer word stands
/// alone on its line), as `fitted` folds a line: for a help's paragraphs.
func folded(_ text: String, width: Int) -> [String] {
    text.isEmpty ? [] : fitted(text, width: width).split(separator: "\n").map(String.init)
}
