import XCTest

@testable import FlowCommandLine

/// Text for a terminal that is not UTF-8, and how the environment's locale is read.
final class PlainTextTests: XCTestCase {
    func testEveryCharacterFlowUsesIsSpeltInASCII() {
        XCTAssertEqual(PlainText.ascii("−0.25 [−0.4, +0.1] · λ ≥ 3 → ▁█"), "-0.25 [-0.4, +0.1] | lambda >= 3 -> _#")
        XCTAssertEqual(PlainText.ascii("plain"), "plain")
        // A character flow never writes becomes a question mark.
        XCTAssertEqual(PlainText.ascii("a☃b"), "a?b")
    }

    func testTheFirstLocaleVariableSetDecides() {
        XCTAssertTrue(PlainText.isUTF8(environment: ["LANG": "en_GB.UTF-8"]))
        XCTAssertTrue(PlainText.isUTF8(environment: ["LC_CTYPE": "C.utf8", "LANG": "C"]))
        XCTAssertFalse(PlainText.isUTF8(environment: ["LC_ALL": "C", "LANG": "en_GB.UTF-8"]))
        // An empty variable is passed over; none at all is the C locale.
        XCTAssertTrue(PlainText.isUTF8(environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"]))
        XCTAssertFalse(PlainText.isUTF8(environment: [:]))
    }
}
