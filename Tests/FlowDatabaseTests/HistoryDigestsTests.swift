import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// The digest of each history an import added: the same records read again are known without
/// being merged one by one; records in another order are the same records.
final class HistoryDigestsTests: FolderTestCase {
    func testTheSameRecordsAreKnown() throws {
        let library = try Library.writing(path("l.sqlite"))
        let a = history(oneNight)
        XCTAssertEqual(a.digest, history(oneNight.reversed()).digest)
        XCTAssertNotEqual(a.digest, history(Array(oneNight.prefix(2))).digest)
        XCTAssertNil(try library.imported(digest: a.digest))
        var entry = ImportEntry(
            importedAt: "2026-12-07T10:00:00+00:00", file: "folder", size: nil, sha256: nil,
            report: ImportReport(file: "folder"), flowVersion: "test")
        entry.digest = a.digest
        _ = try library.add([(a, entry)], importedAt: "2026-12-07T10:00:00+00:00")
        XCTAssertEqual(try library.imported(digest: a.digest), "2026-12-07T10:00:00+00:00")
        XCTAssertNil(try library.imported(digest: history(Array(oneNight.prefix(2))).digest))
    }
}
