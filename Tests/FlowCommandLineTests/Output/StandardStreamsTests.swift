import Foundation
import XCTest

@testable import FlowCommandLine

/// Standard output that cannot take a write: remembered as an output error (exit 73 at the
/// end), and nothing more written to it.
final class StandardStreamsTests: XCTestCase {
    func testAFullDeviceIsRememberedAndStopsTheOutput() throws {
        let full = open("/dev/full", O_WRONLY)
        try XCTSkipIf(full < 0, "no /dev/full here")
        let saved = dup(1)
        fflush(nil)
        dup2(full, 1)
        let streams = StandardStreams()
        streams.write("a line\n", to: 1)
        streams.write("another\n", to: 1)
        dup2(saved, 1)
        close(saved)
        close(full)
        XCTAssertEqual(
            streams.outputError,
            .cannotWrite(file: "standard output", reason: String(cString: strerror(ENOSPC))))
        XCTAssertNil(StandardStreams().outputError)
    }
}
