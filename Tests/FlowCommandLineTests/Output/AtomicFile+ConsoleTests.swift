import FlowApp
import FlowTestSupport
import XCTest

@testable import FlowCommandLine

/// `--out -` writes to standard output, any other path a file.
final class AtomicFileConsoleTests: FolderTestCase {
    func testStandardOutputOrAFile() throws {
        let t = Transcript()
        XCTAssertTrue(try AtomicFile.write("a,b\n", to: "-", console: t.console))
        XCTAssertEqual(t.out, "a,b\n")
        XCTAssertFalse(try AtomicFile.write("c,d\n", to: path("t.csv"), console: t.console))
        XCTAssertEqual(try String(contentsOfFile: path("t.csv"), encoding: .utf8), "c,d\n")
        XCTAssertEqual(t.out, "a,b\n")
    }
}
