import CZlib
import FlowImport
import FlowTestSupport
import Foundation
import XCTest

final class ZipArchiveTests: FolderTestCase {
    func testWhatWeZipReadsBackByteForByte() throws {
        var text = ""
        for k in 0..<200_000 { text += "line \(k) of a file that compresses well\n" }
        let file = folder.appendingPathComponent("a.txt")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let small = folder.appendingPathComponent("b.txt")
        try "tiny".write(to: small, atomically: false, encoding: .utf8)
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
        // Inflated into the caller's buffers, three of different sizes in turn (the inflater keeps
        // its own history, so a back-reference into the last buffer still resolves): the same bytes.
        let buffers = [700, 4096, 33_000].map { UnsafeMutableBufferPointer<UInt8>.allocate(capacity: $0) }
        defer { for buffer in buffers { buffer.deallocate() } }
        var turn = 0
        var pieces: [UInt8] = []
        for entry in zip.entries {
            pieces = []
            try zip.forEachChunk(
                of: entry, chunkSize: 1000,
                into: {
                    turn += 1
                    return buffers[turn % 3]
                },
                filled: { count in pieces.append(contentsOf: buffers[turn % 3][0..<count]) })
            XCTAssertEqual(pieces, entry.name == "b.txt" ? Array("tiny".utf8) : Array(text.utf8), entry.name)
        }
        XCTAssertGreaterThan(turn, 1000)
    }

    func testATruncatedArchiveIsAnErrorWithAnOffset() throws {
        let file = folder.appendingPathComponent("a.txt")
        try String(repeating: "some text\n", count: 10_000).write(to: file, atomically: false, encoding: .utf8)
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

    /// Archives written by another tool, Python's `zipfile` (skipped without python3): stored
    /// and deflated entries, and ZIP64 records forced on small files.
    func testArchivesWrittenByPythonsZipfile() throws {
        guard
            let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(
                where: FileManager.default.isExecutableFile)
        else {
            throw XCTSkip("python3 is absent")
        }
        let script = """
            import sys, zipfile
            out, zip64 = sys.argv[1], sys.argv[2] == "1"
            if zip64:
                zipfile.ZIP64_LIMIT = 1  # every size and offset then goes into ZIP64 records
            entries = [("stored.txt", b"plain bytes\\n" * 100, zipfile.ZIP_STORED),
                       ("deep/deflated.txt", "".join("line %d\\n" % k for k in range(5000)).encode(), zipfile.ZIP_DEFLATED),
                       ("empty.txt", b"", zipfile.ZIP_DEFLATED)]
            with zipfile.ZipFile(out, "w", allowZip64=True) as z:
                for name, data, method in entries:
                    info = zipfile.ZipInfo(name)
                    info.compress_type = method
                    with z.open(info, "w", force_zip64=zip64) as f:
                        f.write(data)
            """
        let scriptPath = try write(script, "make.py")
        for zip64 in [false, true] {
            let archive = path("python-\(zip64).zip")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [scriptPath, archive, zip64 ? "1" : "0"]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            let zip = try ZipArchive(path: archive)
            XCTAssertEqual(zip.entries.map(\.name), ["stored.txt", "deep/deflated.txt", "empty.txt"])
            XCTAssertEqual(zip.entries.map(\.method), [0, 8, 8])
            guard zip.entries.count == 3 else { return XCTFail("zip64 \(zip64): \(zip.entries.map(\.name))") }
            func content(_ k: Int) throws -> [UInt8] {
                var out: [UInt8] = []
                try zip.forEachChunk(of: zip.entries[k], chunkSize: 1000) { out.append(contentsOf: $0) }
                return out
            }
            XCTAssertEqual(try content(0), Array(String(repeating: "plain bytes\n", count: 100).utf8), "zip64 \(zip64)")
            XCTAssertEqual(try content(1), Array((0..<5000).map { "line \($0)\n" }.joined().utf8), "zip64 \(zip64)")
            XCTAssertEqual(try content(2), [])
            // ISA-L, which flow inflates with, gives the bytes zlib gives.
            for k in [1, 2] {
                XCTAssertEqual(try content(k), try zlibInflate(archive, zip.entries[k]), "zip64 \(zip64)")
            }
        }
    }

    /// The entry's compressed bytes inflated by zlib (raw deflate), the reference for ISA-L.
    private func zlibInflate(_ archive: String, _ entry: ZipArchive.Entry) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
        let at = Int(entry.localHeaderOffset)
        let start =
            at + 30 + Int(bytes[at + 26]) + Int(bytes[at + 27]) << 8 + Int(bytes[at + 28]) + Int(bytes[at + 29]) << 8
        var input = Array(bytes[start..<(start + Int(entry.compressedSize))])
        var output = [UInt8](repeating: 0, count: Int(entry.uncompressedSize) + 1)
        var stream = z_stream()
        XCTAssertEqual(flow_inflate_init_raw(&stream), Z_OK)
        defer { inflateEnd(&stream) }
        let status = input.withUnsafeMutableBufferPointer { inBuf in
            output.withUnsafeMutableBufferPointer { outBuf -> Int32 in
                stream.next_in = inBuf.baseAddress
                stream.avail_in = uInt(inBuf.count)
                stream.next_out = outBuf.baseAddress
                stream.avail_out = uInt(outBuf.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        XCTAssertEqual(status, Z_STREAM_END)
        return Array(output.prefix(Int(stream.total_out)))
    }
}
