import FlowFeatures
import FlowInference
import FlowRecords
import FlowStatistics
import FlowTestSupport
import Foundation
import XCTest

/// A model's prediction: the intercept plus each weight times its standardised feature, plus the
/// flags' weights (moved here from the file suite, unchanged).
final class RecoveryModelTests: XCTestCase {
    func testPredictionIsTheInterceptPlusWeightedStandardisedFeatures() {
        var values: [Feature: Double] = [:]
        values[.sleepHours] = 7.9
        values[.hrvRatio] = 0.21
        let row = FeatureRow(
            day: CalendarDay(ordinal: 0), values: Feature.allCases.map { values[$0] ?? 0 },
            provenance: Array(repeating: .observed, count: 19),
            flags: MissingFlag.allCases.map { $0 == .stepsMissing })
        // 2.91 − 0.21·(0.8/0.8) − 0.13·(0.2/0.2) + 0.3 = 2.87
        XCTAssertEqual(RecoveryModelFileTests.model.predict(row), 2.87, accuracy: 1e-12)
    }
}
