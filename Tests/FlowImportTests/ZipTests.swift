import FlowImport
import FlowTestSupport
import Foundation
import XCTest

final class ZipTests: FolderTestCase {
    func testWhatWeZipReadsBackByteForByte() throws {
        var text = ""
        for k in 0..<200_000 { text += "line \(k) of a file that compresses well\n" }
        let file = folder.appendingPathComponent("a.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let small = folder.appendingPathComponent("b.txt")
        try "tiny".write(to: small, atomically: true, encoding: .utf8)
        let archive = folder.appendingPathComponent("x.zip").path
        try ZipWriter.write(archive: archive, files: [("dir/a.txt", file.path), ("b.txt", small.path)])
        let zip = try ZipArchive(path: archive)
        XCTAssertEqual(zip.entries.map(\.name), ["dir/a.txt", "b.txt"])
        var back: [UInt8] = []
        try zip.forEachChunk(of: zip.entries[0], chunkSize: 4096) { back.append(contentsOf: $0) }
        XCTAssertEqual(back.count, text.utf8.count)
        XCTAssertEqual(back, Array(text.utf8))
        XCTAssertEqual(try zip.prefix(of: zip.entries[1], limit: 100), Array("tiny".utf8))
        XCTAssertLessThan(zip.entries[0].compressedSize, zip.entries[0].uncompressedSize / 4)
    }

    func testATruncatedArchiveIsAnErrorWithAnOffset() throws {
        let file = folder.appendingPathComponent("a.txt")
        try String(repeating: "some text\n", count: 10_000).write(to: file, atomically: true, encoding: .utf8)
        let archive = folder.appendingPathComponent("x.zip").path
        try ZipWriter.write(archive: archive, files: [("a.txt", file.path)])
        let data = try Data(contentsOf: URL(fileURLWithPath: archive))
        let cut = folder.appendingPathComponent("cut.zip").path
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: cut))
        XCTAssertThrowsError(try ZipArchive(path: cut)) { error in
            guard case ImportError.badZip(let f, let offset, let problem) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(f, cut)
            XCTAssertEqual(offset, Int64(data.count / 2))
            XCTAssertTrue(problem.contains("truncated"), problem)
        }
        // Damage inside the compressed data: the CRC or zlib catches it.
        var damaged = data
        for i in 100..<140 { damaged[i] ^= 0x5A }
        let bad = folder.appendingPathComponent("bad.zip").path
        try damaged.write(to: URL(fileURLWithPath: bad))
        let zip = try ZipArchive(path: bad)
        XCTAssertThrowsError(try zip.forEachChunk(of: zip.entries[0]) { _ in })
    }
}
