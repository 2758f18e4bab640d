import FlowImport
import FlowTestSupport
import Foundation
import XCTest

/// The zip reader's bounds on archives that lie: inflation stops at the declared size, entries
/// sharing data are refused, and 10 GiB of zeros is refused by a reader in bounded memory.
final class ZipArchiveBoundsTests: FolderTestCase {
    /// A deflated member of 1 MiB of text that declares 2,048 bytes: the reader stops as soon
    /// as inflation passes 2,048 (never holding the rest) and names the member.
    func testAMemberInflatingPastItsDeclaredSizeIsRefused() throws {
        let text = Array(String(repeating: "2024-01-01 07:00:00,55\n", count: 45_600).utf8)  // 1,048,800 bytes
        let path = folder.appendingPathComponent("liar.zip").path
        try HostileZip.write(
            path,
            [.init(name: "sleeps.csv", pieces: [(HostileZip.deflated(text), 1)], declaredSize: 2048)])
        let zip = try ZipArchive(path: path)
        var seen = 0
        XCTAssertThrowsError(try zip.forEachChunk(of: zip.entries[0], chunkSize: 4096) { seen += $0.count }) { error in
            guard case ImportError.badZip(let file, _, let problem) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, path)
            XCTAssertTrue(problem.contains("sleeps.csv inflates to more than the 2048 bytes it declares"), problem)
        }
        XCTAssertLessThanOrEqual(seen, 2048)
    }

    /// Two entries whose headers point at the same bytes, and one whose data run into the
    /// next entry's header: both refused when the directory is read, naming both entries.
    func testEntriesSharingDataAreRefused() throws {
        let data = HostileZip.deflated(Array("a,b\n1,2\n".utf8))
        let shared = folder.appendingPathComponent("shared.zip").path
        try HostileZip.write(
            shared,
            [
                .init(name: "a.csv", pieces: [(data, 1)], declaredSize: 8),
                .init(name: "b.csv", pieces: [(data, 1)], declaredSize: 8, sharesDataOf: 0),
            ])
        XCTAssertThrowsError(try ZipArchive(path: shared)) { error in
            XCTAssertTrue("\(error)".contains("a.csv and b.csv overlap"), "\(error)")
        }
        // A thousand entries on one member (the "zip bomb" of overlapping entries): refused at once.
        let many = folder.appendingPathComponent("many.zip").path
        try HostileZip.write(
            many,
            [.init(name: "sleepmodel.csv", pieces: [(data, 1)], declaredSize: 8)]
                + (1..<1000).map {
                    .init(name: "sleepmodel-\($0).csv", pieces: [(data, 1)], declaredSize: 8, sharesDataOf: 0)
                })
        XCTAssertThrowsError(try ZipArchive(path: many)) { error in
            XCTAssertTrue("\(error)".contains("overlap"), "\(error)")
        }
    }

    /// A stored member whose two sizes differ is refused before a byte is handed on.
    func testAStoredMemberWhoseSizesDifferIsRefused() throws {
        let path = folder.appendingPathComponent("stored.zip").path
        try HostileZip.write(
            path, [.init(name: "a.csv", pieces: [(Array("abcdef".utf8), 1)], method: 0, declaredSize: 3)])
        let zip = try ZipArchive(path: path)
        XCTAssertThrowsError(try zip.forEachChunk(of: zip.entries[0]) { _ in }) { error in
            XCTAssertTrue("\(error)".contains("a.csv is stored with 6 bytes but declares 3"), "\(error)")
        }
    }

    /// 10 GiB of zeros in about 10 MB: as WHOOP's cycles file (declared 10 GiB, refused before a
    /// byte is inflated), as the same file declaring 2,048 bytes (inflation stopped there), and
    /// as an Apple export document (streamed, refused at its first byte). Each is exit 65 and
    /// the process's own peak memory stays under 100 MB (measured with `wait4` from a small
    /// python3 parent: see `peakMemory`).
    func testTenGibibytesOfZerosIsRefusedInBoundedMemory() throws {
        let bin = TestPaths.package(".build/debug/flow").path
        guard FileManager.default.isExecutableFile(atPath: bin) else { throw XCTSkip("no flow binary at \(bin)") }
        let piece = HostileZip.zeros(16 << 20)
        let pieces = [(piece, 640), (HostileZip.end, 1)]  // 640 × 16 MiB = 10 GiB
        let tenGiB: UInt64 = 10 << 30
        let cases: [(String, String, UInt64)] = [
            ("declared.zip", "physiological_cycles.csv", tenGiB),
            ("lying.zip", "physiological_cycles.csv", 2048),
            ("apple.zip", "apple_health_export/export.xml", tenGiB),
        ]
        for (file, member, declared) in cases {
            let path = folder.appendingPathComponent(file).path
            try HostileZip.write(path, [.init(name: member, pieces: pieces, declaredSize: declared)])
            XCTAssertLessThan(try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int, 12 << 20)
            guard let (status, peak) = try peakMemory(bin, ["features", "--history", path, "-q"]) else {
                throw XCTSkip("python3 is absent: the peak memory of a child is measured through it")
            }
            XCTAssertEqual(status, 65, file)
            XCTAssertLessThan(peak, 100 << 20, "\(file): peak \(peak >> 20) MB")
        }
    }
}
