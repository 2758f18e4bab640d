import FlowFeatures
import XCTest

/// Every column has words: no feature, load column or device score is shown by its key.
final class ColumnWordsTests: XCTestCase {
    func testEveryFeatureAndLoadColumnHasWordsThatAreNotItsKey() {
        for f in Feature.allCases {
            let words = ColumnWords.feature(f, hrv: .rmssd)
            XCTAssertFalse(words.contains("_"), f.rawValue)
            // Only a key that is already a word (steps) is its own name.
            if f != .steps { XCTAssertNotEqual(words, f.rawValue) }
        }
        for c in LoadColumn.allCases { XCTAssertFalse(ColumnWords.load(c).contains("_"), c.rawValue) }
        XCTAssertEqual(ColumnWords.feature(.hrvSDNN, hrv: .rmssd), "HRV (RMSSD)")
        XCTAssertEqual(ColumnWords.feature(.hrvSDNN, hrv: .sdnn), "HRV (SDNN)")
        XCTAssertEqual(ColumnWords.feature(.restingHR, hrv: .sdnn), "resting heart rate")
    }

    /// A device score by the name its vendor gives it; an unknown vendor's by the kind of score.
    func testDeviceScoresByTheirVendorsNames() {
        XCTAssertEqual(ColumnWords.deviceScore("device_recovery", vendor: "WHOOP"), "WHOOP Recovery")
        XCTAssertEqual(ColumnWords.deviceScore("device_recovery", vendor: "Oura"), "Oura Readiness")
        XCTAssertEqual(ColumnWords.deviceScore("device_sleep", vendor: "Samsung Health"), "Samsung Health sleep score")
        XCTAssertEqual(ColumnWords.deviceScore("device_strain", vendor: "WHOOP"), "WHOOP Day Strain")
        XCTAssertEqual(ColumnWords.deviceScore("device_recovery", vendor: "Ring"), "Ring recovery score")
        XCTAssertEqual(ColumnWords.deviceScore("device_sleep", vendor: nil), "the device's sleep score")
    }
}
