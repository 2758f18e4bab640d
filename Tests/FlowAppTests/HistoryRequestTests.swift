import FlowApp
import XCTest

/// A history request's paths, the first one first.
final class HistoryRequestTests: XCTestCase {
    func testPathsInOrder() {
        var request = HistoryRequest(path: "ring.zip", zone: "Europe/Oslo")
        XCTAssertEqual(request.paths, ["ring.zip"])
        request.morePaths = ["watch.zip", "scale.csv"]
        XCTAssertEqual(request.paths, ["ring.zip", "watch.zip", "scale.csv"])
        XCTAssertEqual(request.zone, "Europe/Oslo")
        XCTAssertNil(request.sessions)
    }
}
