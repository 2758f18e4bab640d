import FlowApp
import FlowRecords
import XCTest

/// The command line's own refusals: a usage error is the request's fault, an input error
/// carries the kind it is given; neither has a place (the message quotes the words).
final class CommandErrorTests: XCTestCase {
    func testKindsAndMessages() {
        XCTAssertEqual(CommandError.usage("--jobs takes 1 to 256").kind, .request)
        XCTAssertEqual(CommandError.input("no day could be scored", kind: .data).kind, .data)
        XCTAssertEqual(CommandError.input("x", kind: .missingInput).kind, .missingInput)
        XCTAssertNil(CommandError.usage("x").place)
        XCTAssertEqual(CommandError.input("no day could be scored", kind: .data).description, "no day could be scored")
    }
}
