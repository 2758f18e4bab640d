import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// Where the default library lives.
final class LibraryLocationTests: FolderTestCase {
    func testTheDefaultPlace() {
        XCTAssertEqual(LibraryLocation.path(environment: ["FLOW_LIBRARY": "/a/l.sqlite", "HOME": "/h"]), "/a/l.sqlite")
        XCTAssertEqual(
            LibraryLocation.path(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]), "/d/flow/library.sqlite")
        XCTAssertEqual(
            LibraryLocation.path(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]),
            "/h/.local/share/flow/library.sqlite")
        XCTAssertNil(LibraryLocation.path(environment: [:]))
    }

}
