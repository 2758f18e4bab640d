import FlowFeatures
import FlowInference
import FlowTraining
import XCTest

@testable import FlowCommandLine

/// The line saying which labels a fit used and which it skipped, and why.
final class LabelInputTests: XCTestCase {
    func testUsedAndSkipped() {
        var labels = LabelledDays(days: [])
        labels.target = TargetScale(name: "readiness", lo: 0, hi: 10, direction: .higherIsBetter)
        XCTAssertEqual(LabelInput.line(labels), "labels: readiness 0:10 higher-is-better, 0 usable days\n")
        (labels.blank, labels.outsideScale, labels.replacedDuplicates, labels.withoutUsableRow) = (2, 1, 3, 4)
        XCTAssertEqual(
            LabelInput.line(labels),
            "labels: readiness 0:10 higher-is-better, 0 usable days; skipped 2 blank, 1 outside the scale, "
                + "3 earlier reports of a day reported again, 4 on dates without a scorable row (outside the "
                + "history, or no night measured)\n")
        XCTAssertEqual(num(0.3), "0.3")
        XCTAssertEqual(num(3), "3")
    }
}
