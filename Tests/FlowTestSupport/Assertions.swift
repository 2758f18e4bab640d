import FlowRecords
import XCTest

/// |a − b| ≤ relative · max(1, |b|), or both nil.
public func assertClose(
    _ a: Double?, _ b: Double?, relative: Double, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let a, let b else {
        return XCTAssertTrue(
            a == nil && b == nil, "\(what): \(String(describing: a)) vs \(String(describing: b))", file: file,
            line: line)
    }
    XCTAssertLessThanOrEqual(abs(a - b), relative * max(1, abs(b)), "\(what): \(a) vs \(b)", file: file, line: line)
}

/// Checks `ours` against a golden document: every key the golden object has is present
/// (extra keys of ours are allowed), numbers agree within `relative` (or `absolute`), and
/// strings, booleans, nulls and array lengths are equal. `skip` names keys not compared
/// (informative ones such as sentences).
public func assertMatchesGolden(
    _ ours: JSONValue, _ golden: JSONValue, relative: Double = 1e-6, absolute: Double = 1e-9,
    skip: Set<String> = [], at path: String = "$", file: StaticString = #filePath, line: UInt = #line
) {
    switch golden {
    case .object(let pairs):
        guard case .object = ours else {
            return XCTFail("\(path): not an object: \(ours.text())", file: file, line: line)
        }
        for (key, value) in pairs where !skip.contains(key) {
            guard let mine = ours[key] else {
                XCTFail("\(path).\(key) is missing", file: file, line: line)
                continue
            }
            assertMatchesGolden(
                mine, value, relative: relative, absolute: absolute, skip: skip, at: "\(path).\(key)", file: file,
                line: line)
        }
    case .array(let items):
        guard let mine = ours.array, mine.count == items.count else {
            return XCTFail("\(path): \(ours.array?.count ?? -1) items, golden \(items.count)", file: file, line: line)
        }
        for (i, (a, b)) in zip(mine, items).enumerated() {
            assertMatchesGolden(
                a, b, relative: relative, absolute: absolute, skip: skip, at: "\(path)[\(i)]", file: file, line: line)
        }
    case .number(let b):
        guard let a = ours.number else {
            return XCTFail("\(path): \(ours.text()) is not a number (golden \(b))", file: file, line: line)
        }
        XCTAssertTrue(
            abs(a - b) <= max(absolute, relative * abs(b)), "\(path): \(a) vs golden \(b)", file: file, line: line)
    default:
        XCTAssertEqual(ours, golden, path, file: file, line: line)
    }
}

/// Text with every run of white space (line breaks included) made one space: what a person
/// reads, however the text was folded to the terminal's width.
public func squeezed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}

/// A command's lines with each day's line made whole again: a line folded under its date (its
/// continuation indented twelve spaces) joined back onto it.
public func dayLines(_ text: String) -> [String] {
    var out: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line.hasPrefix(String(repeating: " ", count: 12)), !out.isEmpty {
            out[out.count - 1] += " " + line.drop { $0 == " " }
        } else {
            out.append(line)
        }
    }
    if out.last == "" { out.removeLast() }
    return out
}
