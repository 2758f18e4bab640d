import FlowApp
import FlowTestSupport
import XCTest

/// A file's size and SHA-256, hashed beside the import; a folder or standard input has none.
final class FileFingerprintTests: FolderTestCase {
    func testAFileAndThingsThatAreNot() throws {
        // SHA-256 of "abc" (FIPS 180-2's first example).
        let file = try write("abc", "abc.txt")
        let print = try XCTUnwrap(FileFingerprint(path: file).wait())
        XCTAssertEqual(print.size, 3)
        XCTAssertEqual(print.sha256, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertNil(FileFingerprint(path: folder.path).wait())
        XCTAssertNil(FileFingerprint(path: "-").wait())
        XCTAssertNil(FileFingerprint(path: path("none")).wait())
        // Waiting twice gives the same answer.
        let twice = FileFingerprint(path: file)
        XCTAssertEqual(twice.wait()?.sha256, twice.wait()?.sha256)
    }
}
