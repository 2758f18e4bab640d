import XCTest

@testable import FlowCommandLine

/// Progress is for a terminal only: with standard error not one (as under the test runner,
/// whose output is captured), there is no meter, so nothing is printed.
final class ProgressMeterTests: XCTestCase {
    func testNoMeterOffATerminal() throws {
        try XCTSkipIf(isatty(2) == 1, "standard error is a terminal here")
        XCTAssertNil(ProgressMeter(console: Transcript().console))
    }
}
