import FlowApp
import FlowTestSupport
import XCTest

/// A sound library passes both checks.
final class CheckLibraryTests: FolderTestCase {
    func testASoundLibrary() throws {
        let (library, records) = try sampleLibrary()
        let result = try CheckLibrary.run(library: library)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.records, records)
    }
}
