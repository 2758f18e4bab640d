import FlowRecords
import XCTest

@testable import FlowCommandLine

/// Each kind of fault and its exit status, as SPEC 8 gives them (BSD sysexits).
final class ExitCodeTests: XCTestCase {
    func testEachKind() {
        XCTAssertEqual(ExitCode(.request).rawValue, 64)
        XCTAssertEqual(ExitCode(.data).rawValue, 65)
        XCTAssertEqual(ExitCode(.missingInput).rawValue, 66)
        XCTAssertEqual(ExitCode(.machine).rawValue, 70)
        XCTAssertEqual(ExitCode(.output).rawValue, 73)
        XCTAssertEqual(ExitCode.success.rawValue, 0)
    }
}
