import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

/// A model file read from disk: a missing file is a missing input, bytes that are not UTF-8 bad data.
final class RecoveryModelReadingTests: FolderTestCase {
    func testAMissingFileAndOneThatIsNotText() throws {
        XCTAssertThrowsError(try RecoveryModel.read(path: path("none.json"))) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .missingInput)
        }
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: path("m.json")))
        XCTAssertThrowsError(try RecoveryModel.read(path: path("m.json"))) {
            XCTAssertEqual(
                $0 as? ModelError, .invalid(file: path("m.json"), field: "(document)", problem: "is not UTF-8 text"))
            XCTAssertEqual(($0 as? FlowError)?.kind, .data)
        }
    }
}
