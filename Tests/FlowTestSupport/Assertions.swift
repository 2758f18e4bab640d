import XCTest

/// |a − b| ≤ relative · max(1, |b|), or both nil.
public func assertClose(_ a: Double?, _ b: Double?, relative: Double, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line) {
    guard let a, let b else {
        return XCTAssertTrue(a == nil && b == nil, "\(what): \(String(describing: a)) vs \(String(describing: b))", file: file, line: line)
    }
    XCTAssertLessThanOrEqual(abs(a - b), relative * max(1, abs(b)), "\(what): \(a) vs \(b)", file: file, line: line)
}
