import FlowApp
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

/// An input read where it is, or copied once when it is a pipe: the copy has its bytes, errors
/// about it name the input as given, and it is gone afterwards.
final class InputSpoolTests: FolderTestCase {
    func testAFileIsReadWhereItIs() throws {
        let file = try write("kind,start\n", "r.csv")
        let spool = try InputSpool(file)
        XCTAssertEqual(spool.path, file)
        XCTAssertFalse(spool.isStream)
        XCTAssertThrowsError(try InputSpool(path("none"))) {
            XCTAssertEqual($0 as? InputError, .missing(file: path("none")))
        }
    }

    func testAPipeIsCopiedAndErrorsNameItAsGiven() throws {
        let fifo = path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // A writer on another thread: the spool's copy reads until it closes.
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            _ = "PK\u{3}\u{4} not really a zip".withCString { Glibc.write(fd, $0, strlen($0)) }
            close(fd)
        }
        writer.start()
        var copy = ""
        XCTAssertThrowsError(
            try InputSpool.reading(fifo) { spool in
                copy = spool.path
                XCTAssertTrue(spool.isStream)
                XCTAssertNotEqual(spool.path, fifo)
                XCTAssertEqual(TextFile.prefix(path: spool.path, count: 2), Array("PK".utf8))
                try spool.refuseStreamedZip()
            }
        ) {
            XCTAssertEqual("\($0)", "\(fifo): this is a zip, and a zip must be a file: save it and give its path")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy), "the copy is removed")
    }
}
