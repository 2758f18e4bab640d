import FlowRecords
import XCTest

@testable import FlowInference

/// Each morning's anchor from the labels dated before it, or the model's level after its last
/// label, or the reason there is none.
final class MorningAnchorsTests: XCTestCase {
    private let d = CalendarDay(year: 2026, month: 3, day: 1)!

    private func anchor(_ kind: AnchorKind, level: Double = 9) -> ModelAnchor {
        ModelAnchor(kind: kind, mean: 3, sd: 1, weight: 0.5, level: level, labels: 3, asOf: d.adding(days: 4))
    }

    func testTheMeanOfTheLabelsBeforeEachMorning() {
        // Labels 2, 4, 6 on days 0, 2, 4: after one label 2, after two 3, after three 4.
        let labels = [(day: d.adding(days: 4), label: 6.0), (d, 2), (d.adding(days: 2), 4)]
        let anchors = MorningAnchors(anchor: anchor(.mean), labels: labels)
        XCTAssertEqual(anchors.value(on: d), .missing(.noEarlierLabel))
        XCTAssertEqual(anchors.value(on: d.adding(days: 1)), .anchor(2))
        // A label on the morning itself is not before it.
        XCTAssertEqual(anchors.value(on: d.adding(days: 2)), .anchor(2))
        XCTAssertEqual(anchors.value(on: d.adding(days: 3)), .anchor(3))
        XCTAssertEqual(anchors.value(on: d.adding(days: 9)), .anchor(4))
    }

    func testTheRecentLevelWeighsTheLatestLabelByThreeTenths() {
        // After 2 then 4: 0.3 · 4 + 0.7 · 2 = 2.6.
        let anchors = MorningAnchors(anchor: anchor(.recent), labels: [(d, 2), (d.adding(days: 1), 4)])
        guard case .anchor(let a) = anchors.value(on: d.adding(days: 2)) else { return XCTFail() }
        XCTAssertEqual(a, 2.6, accuracy: 1e-12)
    }

    func testWithoutLabelsOnlyMorningsAfterTheModelsLastLabelHaveItsLevel() {
        let anchors = MorningAnchors(anchor: anchor(.recent, level: 3.5), labels: nil)
        XCTAssertEqual(anchors.value(on: d.adding(days: 4)), .missing(.noRecentLevel))
        XCTAssertEqual(anchors.value(on: d.adding(days: 5)), .anchor(3.5))
    }
}
