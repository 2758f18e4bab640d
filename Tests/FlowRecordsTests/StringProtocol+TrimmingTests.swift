import FlowRecords
import XCTest

final class StringProtocolTrimmingTests: XCTestCase {
    /// Spaces and tabs at either end go; those inside, and other characters, stay.
    func testSpacesAndTabsAtTheEnds() {
        XCTAssertEqual(" \tsat, sun \t".trimmingSpaces, "sat, sun")
        XCTAssertEqual("fri"[...].trimmingSpaces, "fri")
        XCTAssertEqual("\nx\n".trimmingSpaces, "\nx\n")
        XCTAssertEqual("  ".trimmingSpaces, "")
    }
}
