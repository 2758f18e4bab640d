import XCTest

@testable import FlowCommandLine

/// Right alignment that never cuts, and plurals.
final class TextLayoutTests: XCTestCase {
    func testPaddingAndPlurals() {
        XCTAssertEqual(padLeft("42", 5), "   42")
        XCTAssertEqual(padLeft("123456", 3), "123456")
        XCTAssertEqual(plural(1, "day"), "1 day")
        XCTAssertEqual(plural(0, "day"), "0 days")
        XCTAssertEqual(plural(2, "person-target"), "2 person-targets")
    }
}
