import FlowScores
import XCTest

/// A personal baseline: the mean of the observed values in the 30 rows before, from 7 of them.
final class ScoreBaselineTests: XCTestCase {
    func testTheMeanOfTheRowsBefore() {
        // Rows 0-39 hold their index; row 40's baseline is rows 10-39: mean 24.5 over 30 values.
        let values: [Double?] = (0..<41).map(Double.init)
        let b = ScoreBaseline(values, before: 40)
        XCTAssertEqual(b.days, 30)
        XCTAssertEqual(b.mean, 24.5)
        // A shorter window: rows 36-39, mean 37.5, enough with a minimum of 4.
        XCTAssertEqual(ScoreBaseline(values, before: 40, window: 4, minimum: 4).mean, 37.5)
    }

    func testTooFewValuesOrAMeanOfZeroIsNoBaseline() {
        let six: [Double?] = [nil, 1, 2, 3, nil, 4, 5, 6, nil]
        XCTAssertNil(ScoreBaseline(six, before: 9).mean)
        XCTAssertEqual(ScoreBaseline(six, before: 9).days, 6)
        let seven = six + [7, nil]
        // 1 + … + 7 = 28 over 7 values.
        XCTAssertEqual(ScoreBaseline(seven, before: 10).mean, 4)
        let zeros: [Double?] = Array(repeating: 0, count: 8)
        XCTAssertNil(ScoreBaseline(zeros, before: 8).mean)
        XCTAssertEqual(ScoreBaseline(zeros, before: 8).days, 8)
    }
}
