import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// A large export inside a zip, its scanning shared with the inflating thread, gives exactly
/// what one thread gives, wherever the inflater's parts fall.
final class AppleHealthExportZipPartsTests: FolderTestCase {
    private var document: String { partsFixture }

    /// The document in a zip, its scanning shared with the inflating thread (`readZipShared`)
    /// in small chunks, a part begun every `period` bytes and ending `length` bytes on: the same
    /// history and report as one thread's, whatever the part's lines (in the comment or the
    /// correlation a part is not joined and the rest is read again by one thread).
    func testAZipSharedWithTheInflatingThreadGivesWhatOneThreadGives() throws {
        let path = try write(document, "export.xml", in: "src")
        let archive = folder.appendingPathComponent("export.zip").path
        try ZipWriter.write(archive: archive, files: [("apple_health_export/export.xml", path)])
        let whole = try AppleHealthExport.read(path: archive)  // small: one scanning thread
        let zip = try ZipArchive(path: archive)
        let entry = try AppleHealthExport.exportDocument(in: zip)
        let size = entry.uncompressedSize
        var joined = 0
        var givenUp = 0
        for chunkBytes in [64, 333] {
            for period in stride(from: 50, to: Int(size), by: 37) {
                for length in [1, 120] {
                    let shared = try AppleHealthExport.readZipShared(
                        zip, entry, name: "\(archive) (\(entry.name))", size: size,
                        sharing: .init(period: Int64(period), length: Int64(length)), chunkBytes: chunkBytes,
                        progress: nil)
                    assertSameReading(shared.history, shared.report, as: whole, at: period)
                    if let parts = shared.joined { joined += parts } else { givenUp += 1 }
                }
            }
        }
        XCTAssertGreaterThan(joined, 50)
        XCTAssertGreaterThan(givenUp, 0)
    }

    /// A fault after a part begins is the error one thread gives, on the same line.
    func testAFaultInAZipsSharedPartIsNamedAsOneThreadNamesIt() throws {
        let text = partsFixtureLeftOpen
        let path = try write(text, "export.xml", in: "src")
        let archive = folder.appendingPathComponent("export.zip").path
        try ZipWriter.write(archive: archive, files: [("export.xml", path)])
        var oneThread: String?
        XCTAssertThrowsError(try AppleHealthExport.read(path: archive)) { oneThread = "\($0)" }
        XCTAssertTrue(oneThread?.contains("closes <Record>") ?? false, oneThread ?? "")
        let zip = try ZipArchive(path: archive)
        let entry = try AppleHealthExport.exportDocument(in: zip)
        for period in stride(from: 50, to: Int(entry.uncompressedSize), by: 41) {
            XCTAssertThrowsError(
                try AppleHealthExport.readZipShared(
                    zip, entry, name: "\(archive) (\(entry.name))", size: entry.uncompressedSize,
                    sharing: .init(period: Int64(period), length: 200), chunkBytes: 97, progress: nil)
            ) { XCTAssertEqual("\($0)", oneThread, "a part from byte \(period)") }
        }
    }
}
