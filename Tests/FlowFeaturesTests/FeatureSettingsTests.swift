import FlowFeatures
import XCTest

/// The settings line a table starts with, read back; a line with a key missing, a value out of
/// range or a window smaller than the observations it needs is no settings line.
final class FeatureSettingsTests: XCTestCase {
    func testTheLineReadsBack() {
        XCTAssertEqual(
            FeatureSettings().commentLine,
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=14 min_observations=5")
        let mine = FeatureSettings(maxHR: 181.5, sleepNeedHours: 7.25, windowDays: 28, minObservations: 10)
        XCTAssertEqual(FeatureSettings(commentLine: mine.commentLine), mine)
        // Anything may stand before the first key (a table's own words), and other keys are ignored.
        XCTAssertEqual(
            FeatureSettings(commentLine: "# flow features: hrv=rmssd " + mine.words + " sex=female"), mine)
        // Tanaka: 208 − 0.7 · 40 = 180.
        XCTAssertEqual(FeatureSettings.maxHR(forAge: 40), 180)
    }

    func testLinesThatAreRefused() {
        for line in [
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=14",
            "# flow features: max_hr=260 sleep_need_hours=8 window_days=14 min_observations=5",
            "# flow features: max_hr=190 sleep_need_hours=2 window_days=14 min_observations=5",
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=14.5 min_observations=5",
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=400 min_observations=5",
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=4 min_observations=5",
            "# flow features: max_hr=190 sleep_need_hours=8 window_days=14 min_observations=0",
            "# flow features: max_hr=0x10 sleep_need_hours=8 window_days=14 min_observations=5",
        ] {
            XCTAssertNil(FeatureSettings(commentLine: line), line)
        }
    }
}
