import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowCommandLine

/// `--model`: the file given, or the reference model without it.
final class ModelInputTests: FolderTestCase {
    func testTheReferenceModelOrTheFile() throws {
        let none = try Arguments([], valued: ["--model"], flags: []).model()
        XCTAssertEqual(none.standardise, .personal)
        XCTAssertThrowsError(try Arguments(["--model", path("none.json")], valued: ["--model"], flags: []).model()) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .missingInput)
        }
    }
}
