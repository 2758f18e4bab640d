import FlowRecords
import Foundation
import XCTest

final class TextFileTests: XCTestCase {
    func testLinesSpanningReadChunksAreReassembled() throws {
        let body = (0..<500).map { "heart_rate,2026-03-01T10:\(String(format: "%02d", $0 % 60)):\(String(format: "%02d", $0 / 60))+00:00,"
            + "2026-03-01T10:00:00+00:00,\(60 + $0 % 50),Watch" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(getpid()).csv")
        try (["kind,start,end,value,source"] + body).joined(separator: "\r\n").write(to: url, atomically: true, encoding: .utf8)
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
}
