import FlowInference
import FlowRecords
import XCTest

/// The anchors of a list of labels: the recent level and the mean of the labels before each day
/// (moved here from the trainer's suite, unchanged).
final class ModelAnchorTests: XCTestCase {
    /// Labels 2, 4, 3: recent anchors –, 2, 0.3·4 + 0.7·2 = 2.6; mean anchors –, 2, 3.
    func testAnchorsOfThreeLabels() {
        let recent = AnchorKind.recent.anchors([2, 4, 3])
        XCTAssertNil(recent[0])
        XCTAssertEqual(recent[1], 2)
        XCTAssertEqual(recent[2] ?? 0, 2.6, accuracy: 1e-12)
        XCTAssertEqual(AnchorKind.mean.anchors([2, 4, 3]), [nil, 2, 3])
        XCTAssertEqual(AnchorKind.recent.level(after: [2, 4, 3]) ?? 0, 0.3 * 3 + 0.7 * 2.6, accuracy: 1e-12)
    }

    /// An anchor's part of ŷ: weight × (a − mean) / sd, and 0 when the fit left it out.
    func testTheAnchorsPart() {
        let day = CalendarDay(year: 2026, month: 3, day: 1)!
        let anchor = ModelAnchor(kind: .recent, mean: 3, sd: 0.5, weight: 0.4, level: 3.2, labels: 40, asOf: day)
        // 0.4 × (3.5 − 3) / 0.5 = 0.4.
        XCTAssertEqual(anchor.part(3.5), 0.4, accuracy: 1e-12)
        var none = anchor
        none.weight = 0
        XCTAssertEqual(none.part(3.5), 0)
        none.weight = 0.4
        none.sd = 0
        XCTAssertEqual(none.part(3.5), 0)
    }
}
