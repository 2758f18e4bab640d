import FlowRecords
import Foundation
import XCTest

final class ReadableFileTests: XCTestCase {
    /// 20 bytes read 7 at a time: 7, 7, then the last 6, then 0 at the end; the size is known
    /// from the open file.
    func testReadsFillTheBufferUntilTheEnd() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readable-\(getpid()).txt")
        try Data("abcdefghijklmnopqrst".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try ReadableFile(url.path)
        XCTAssertEqual(file.size, 20)
        var buffer = [UInt8](repeating: 0, count: 7)
        var pieces: [String] = []
        while true {
            let got = try buffer.withUnsafeMutableBytes { try file.read(into: $0) }
            pieces.append(String(decoding: buffer.prefix(got), as: UTF8.self))
            if got == 0 { break }
        }
        XCTAssertEqual(pieces, ["abcdefg", "hijklmn", "opqrst", ""])
    }

    /// Reading at an offset fills from that byte (short at the end of the file) and leaves the
    /// sequential reads where they were: two threads may each read their own part.
    func testReadsAtAnOffsetLeaveTheSequentialPositionAlone() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readable-at-\(getpid()).txt")
        try Data("abcdefghijklmnopqrst".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try ReadableFile(url.path)
        var buffer = [UInt8](repeating: 0, count: 7)
        var got = try buffer.withUnsafeMutableBytes { try file.read(into: $0) }
        XCTAssertEqual(String(decoding: buffer.prefix(got), as: UTF8.self), "abcdefg")
        got = try buffer.withUnsafeMutableBytes { try file.read(into: $0, at: 16) }
        XCTAssertEqual(String(decoding: buffer.prefix(got), as: UTF8.self), "qrst")
        got = try buffer.withUnsafeMutableBytes { try file.read(into: $0) }
        XCTAssertEqual(String(decoding: buffer.prefix(got), as: UTF8.self), "hijklmn")
    }

    /// A missing file is `missing` (exit 66) naming it; a folder opens but cannot be read.
    func testAMissingFileOrAFolderIsAnError() throws {
        XCTAssertThrowsError(try ReadableFile("/nonexistent/flow-test")) { error in
            XCTAssertEqual(error as? InputError, .missing(file: "/nonexistent/flow-test"))
        }
        let folder = try ReadableFile(FileManager.default.temporaryDirectory.path)
        var buffer = [UInt8](repeating: 0, count: 4)
        XCTAssertThrowsError(try buffer.withUnsafeMutableBytes { try folder.read(into: $0) }) { error in
            XCTAssertTrue("\(error)".contains("Is a directory"), "\(error)")
        }
    }
}
