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

    /// Standard error on a terminal folds whole lines to its width; a progress line drawn over
    /// with a carriage return, and anything written to a file (no width), stay as they are.
    func testNotesFoldOnATerminalOnly() {
        let line = "  p.csv, read as records CSV: 418,140 added, 0 already there\n"  // 62 columns
        XCTAssertEqual(
            StandardStreams.note(line, width: 40), "  p.csv, read as records CSV: 418,140\n  added, 0 already there\n")
        XCTAssertEqual(StandardStreams.note(line, width: nil), line)
        let progress = "\rreading 12 of 598 MB (2 %), 80 MB/s, 7 s left   "
        XCTAssertEqual(StandardStreams.note(progress, width: 20), progress)
    }
}
