import FlowRecords
import XCTest

/// The one error every library throws for an output: the file, and the reason it could not be written.
final class FlowErrorTests: XCTestCase {
    func testAnOutputError() {
        let error: FlowError = OutputError.cannotWrite(file: "m.json", reason: "No space left on device")
        XCTAssertEqual(error.kind, .output)
        XCTAssertEqual(error.place, .file("m.json"))
        XCTAssertEqual(error.description, "m.json: cannot be written: No space left on device")
    }
}
