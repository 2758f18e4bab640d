import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// An import adds only what the library lacks.
final class LibraryImportTests: FolderTestCase {

    /// The same records twice add nothing; an overlapping history adds only what is new.
    func testAddsOnlyWhatItLacks() throws {
        let library = try Library.writing(path("l.sqlite"))
        let a = history(oneNight)
        XCTAssertEqual(try library.add([(a, nil)], importedAt: "t1"), [Library.Added(added: 3, alreadyThere: 0)])
        XCTAssertEqual(try library.add([(a, nil)], importedAt: "t2"), [Library.Added(added: 0, alreadyThere: 3)])
        let b = history(
            Array(oneNight.prefix(2)) + ["heart_rate,2026-03-02T04:00:00+01:00,2026-03-02T04:00:00+01:00,51,Watch"])
        XCTAssertEqual(try library.add([(b, nil)], importedAt: "t3"), [Library.Added(added: 1, alreadyThere: 2)])
        XCTAssertEqual(try library.recordCount(), 4)
    }

}
