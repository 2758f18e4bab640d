import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// The final fit of an anchored model worked by hand: the calibrated anchor on four days, a noisy
/// constant anchor left out (moved here from the trainer's suite, unchanged).
final class AnchoredFitTests: XCTestCase {
    /// Four fitted days whose label is 2 + anchor. With z the standardised anchor (sample sd),
    /// Σz² = n − 1 = 3 and Σz(y − ȳ) = s_a·Σz², so b = s_a·3 / (3 + 1) and c = ȳ.
    func testTheCalibratedAnchorOnFourDays() throws {
        let anchors: [Double?] = [nil, 1, 2, 4, 5]
        let labels = [0.0] + anchors.dropFirst().map { 2 + ($0 ?? 0) }
        let days = labels.enumerated().map { LabelledDay(row: row($0.offset), label: $0.element) }
        let fit = try AnchoredFit.fit(days: days, anchors: anchors, features: [], lambda: 100)
        let squares: Double = 4 + 1 + 1 + 4  // (1 − 3)², (2 − 3)², (4 − 3)², (5 − 3)²
        let sd = (squares / 3).squareRoot()
        XCTAssertEqual(fit.anchorMean, 3, accuracy: 1e-12)
        XCTAssertEqual(fit.anchorSD, sd, accuracy: 1e-12)
        XCTAssertEqual(fit.intercept, 5, accuracy: 1e-9)  // the labels 3, 4, 6, 7
        XCTAssertEqual(fit.anchorWeight, sd * 3 / 4, accuracy: 1e-9)
    }

    /// An anchor that varies by floating-point noise only is left out: b = 0.
    func testANoisyConstantAnchorIsLeftOut() throws {
        let anchors: [Double?] = [nil, 2, 2 + 1e-12, 2, 2 - 1e-12]
        let days = [1.0, 2, 3, 2, 1].enumerated().map { LabelledDay(row: row($0.offset), label: $0.element) }
        let fit = try AnchoredFit.fit(days: days, anchors: anchors, features: [], lambda: 100)
        XCTAssertEqual(fit.anchorWeight, 0)
        XCTAssertEqual(fit.intercept, 2, accuracy: 1e-9)
    }
}
