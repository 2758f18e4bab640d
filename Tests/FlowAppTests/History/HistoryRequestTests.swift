import FlowApp
import FlowImport
import XCTest

/// A history request's paths, the first one first.
final class HistoryRequestTests: XCTestCase {
    func testPathsInOrder() {
        var request = HistoryRequest(path: "ring.zip", zone: ClockSetting(zone: "Europe/Oslo"))
        XCTAssertEqual(request.paths, ["ring.zip"])
        request.morePaths = ["watch.zip", "scale.csv"]
        XCTAssertEqual(request.paths, ["ring.zip", "watch.zip", "scale.csv"])
        XCTAssertEqual(request.zone?.zone, "Europe/Oslo")
        XCTAssertNil(request.sessions)
    }

    /// One name for the history in every message: `-` is standard input, several are joined.
    func testTheNameMessagesUse() {
        XCTAssertEqual(HistoryRequest(path: "-").name, "standard input")
        var pooled = HistoryRequest(path: "ring.csv")
        pooled.morePaths = ["-"]
        XCTAssertEqual(pooled.name, "ring.csv + standard input")
        XCTAssertEqual(HistoryRequest.displayName("export.zip"), "export.zip")
    }
}
