import XCTest

@testable import FlowScores

/// Parts combined: present ones with their weights scaled to sum to 1, parts clamped when asked,
/// no score when every required part is missing.
final class ScoreCombiningTests: XCTestCase {
    func testWeightsScaledUpOverThePartsPresent() throws {
        let parts = [
            Part(name: "a", weight: 0.5, value: 80), Part(name: "b", weight: 0.25, value: 120),
            Part(name: "c", weight: 0.25, value: nil, why: "not measured"),
        ]
        let s = Score.combine(.sleep, parts, required: ["a"], clampParts: true, baselineDays: [])
        // a and b weigh 0.5 / 0.75 and 0.25 / 0.75; b clamped to 100: 80 · 2/3 + 100 · 1/3 = 86.67.
        XCTAssertEqual(try XCTUnwrap(s.value), 80 * 2 / 3 + 100.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(s.components.map(\.weight), [0.5 / 0.75, 0.25 / 0.75])
        XCTAssertEqual(s.components[1].details.first?.1, 120)
        XCTAssertEqual(s.missing.map(\.name), ["c"])
        let unclamped = Score.combine(.sleep, parts, required: ["a"], clampParts: false, baselineDays: [])
        XCTAssertEqual(try XCTUnwrap(unclamped.value), 80 * 2 / 3 + 120.0 / 3, accuracy: 1e-12)
    }

    func testNoRequiredPartNoScore() {
        let parts = [
            Part(name: "hrv", weight: 0.4, value: nil, why: "no observed hrv_sdnn"),
            Part(name: "rhr", weight: 0.25, value: nil, why: "no observed resting_hr"),
            Part(name: "sleep", weight: 0.25, value: 70),
        ]
        let s = Score.combine(.recovery, parts, required: ["hrv", "rhr"], clampParts: true, baselineDays: [])
        XCTAssertNil(s.value)
        XCTAssertEqual(
            s.reason,
            "Recovery not given: hrv and rhr are both missing (hrv: no observed hrv_sdnn; rhr: no observed resting_hr)")
    }
}
