import FlowRecords
import XCTest

/// Stretches of one offset over time: merged when alike, the first reaching back for ever.
final class OffsetTimelineTests: XCTestCase {
    func testStretchesAndLookups() {
        let t = OffsetTimeline([(from: 500, offset: 3600), (from: 1000, offset: 3600), (from: 2000, offset: 7200)])
        XCTAssertEqual(t.starts, [-.infinity, 2000])
        XCTAssertEqual(t.offsets, [3600, 7200])
        XCTAssertEqual(t.offset(at: -1e12), 3600)
        XCTAssertEqual(t.offset(at: 1999.5), 3600)
        XCTAssertEqual(t.offset(at: 2000), 7200)
        XCTAssertEqual(t.stretch(at: 1e12), 1)
        XCTAssertEqual(OffsetTimeline([]).offset(at: 0), 0)
    }
}
