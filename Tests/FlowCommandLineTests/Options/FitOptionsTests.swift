import FlowApp
import FlowInference
import FlowTraining
import XCTest

@testable import FlowCommandLine

/// What to fit, from its options: each value read, each malformed one refused naming its option.
final class FitOptionsTests: XCTestCase {
    private func plan(_ words: [String]) throws -> FitPlan {
        let valued = Set(FitOptions.all.flatMap(\.names))
        return try FitOptions.plan(try Arguments(words, valued: valued, flags: []))
    }

    func testValues() throws {
        let p = try plan([
            "--target", "readiness", "--scale", "0:10", "--direction", "higher-is-better", "--ridge", "2.5",
            "--anchor", "mean", "--select", "all", "--features", "sleep_hours, resting_hr",
        ])
        XCTAssertEqual(p.targetName, "readiness")
        XCTAssertEqual(p.scale?.lo, 0)
        XCTAssertEqual(p.scale?.hi, 10)
        XCTAssertEqual(p.direction, .higherIsBetter)
        XCTAssertEqual(p.ridgeGiven, .fixed(2.5))
        XCTAssertEqual(p.anchor, .mean)
        XCTAssertEqual(p.select, .all)
        XCTAssertEqual(p.featuresGiven, [.feature(.sleepHours), .feature(.restingHR)])
        XCTAssertEqual(try plan(["--ridge", "auto"]).ridgeGiven, .auto)
        XCTAssertEqual(try plan([]).anchor, .recent)
    }

    func testRefusals() {
        for (words, start) in [
            (["--scale", "5:1"], "--scale 5:1: lo must be below hi"),
            (["--scale", "1-5"], "--scale takes lo:hi, such as 1:5, not '1-5'"),
            (["--direction", "up"], "--direction is higher-is-worse or higher-is-better, not 'up'"),
            (["--ridge", "-1"], "--ridge takes auto or a penalty of 0 or more, not '-1'"),
            (["--anchor", "median"], "--anchor is recent, mean or none, not 'median'"),
            (["--anchor", "none"], "--anchor none --select auto cannot work"),
            (["--features", "sleep_hours,mood"], "--features: 'mood' is not a feature"),
            (["--features", "steps,steps"], "--features: 'steps' is listed twice"),
        ] {
            XCTAssertThrowsError(try plan(words), "\(words)") {
                XCTAssertTrue("\($0)".hasPrefix(start), "\($0)")
                XCTAssertEqual(($0 as? CommandError)?.kind, .request)
            }
        }
    }
}
