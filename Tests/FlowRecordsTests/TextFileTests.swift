import FlowRecords
import Foundation
import XCTest

final class TextFileTests: XCTestCase {
    func testLinesSpanningReadChunksAreReassembled() throws {
        let body = (0..<500).map {
            "heart_rate,2026-03-01T10:\(String(format: "%02d", $0 % 60)):\(String(format: "%02d", $0 / 60))+00:00,"
                + "2026-03-01T10:00:00+00:00,\(60 + $0 % 50),Watch"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(getpid()).csv")
        try (["kind,start,end,value,source"] + body).joined(separator: "\r\n").write(
            to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var count = 0
        var last = ""
        try TextFile.forEachLine(path: url.path, chunkSize: 37) { line, _ in
            count += 1
            last = String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
        }
        XCTAssertEqual(count, 501)
        XCTAssertEqual(last, body.last)
    }

    /// A line over 16 MiB (a file with no line breaks) is an error naming the line, found
    /// before it takes more memory.
    func testAnEndlessLineIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("endless-\(getpid()).csv")
        var data = Data("kind,start,end,value,source\n".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: TextFile.longestLine + 1))
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var lines = 0
        XCTAssertThrowsError(try TextFile.forEachLine(path: url.path) { _, _ in lines += 1 }) { error in
            guard case InputError.badLine(_, let line, let problem) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(line, 2)
            XCTAssertTrue(problem.contains("longer than 16 MiB"), problem)
        }
        XCTAssertEqual(lines, 1)
    }

    /// The folder of a path: "." for a bare name, "/" at the root, else all before the last "/".
    func testTheFolderOfAPath() {
        XCTAssertEqual(TextFile.folder(of: "table.csv"), ".")
        XCTAssertEqual(TextFile.folder(of: "/table.csv"), "/")
        XCTAssertEqual(TextFile.folder(of: "out/deep/table.csv"), "out/deep")
    }
}
