import FlowApp
import FlowTestSupport
import Foundation
import XCTest

/// Every byte written, or the error of the write that failed.
final class WriteAllTests: FolderTestCase {
    func testAllBytesOrTheError() throws {
        let file = path("out.bin")
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        let bytes = [UInt8](repeating: 7, count: 300_000) + Array("end".utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { writeAll(fd, $0) }, 0)
        close(fd)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), Data(bytes))
        // A descriptor that is closed: the write's own error.
        XCTAssertEqual(bytes.withUnsafeBytes { writeAll(fd, $0) }, EBADF)
    }
}
