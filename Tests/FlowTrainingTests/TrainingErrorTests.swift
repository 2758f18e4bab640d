import FlowRecords
import XCTest

@testable import FlowTraining

/// Why training cannot go on, said so a person can act on it.
final class TrainingErrorTests: XCTestCase {
    func testMessages() {
        XCTAssertEqual(
            TrainingError.noSuchTarget(file: "l.csv", target: "mood", available: ["stress", "readiness"]).description,
            "l.csv: no labels column 'mood' (the header has stress, readiness)")
        XCTAssertEqual(
            TrainingError.tooFewDays(needed: 14, have: 1, why: "a fit").description,
            "too few usable labelled days: a fit needs at least 14, there is 1")
        XCTAssertEqual(
            TrainingError.labelsNeverVary(value: 3, days: 20).description,
            "the labels never vary (all 20 usable days are 3.0): there is nothing to learn")
        // 12 of 40 labels between 0 and 9.5 on a 1-5 scale: the hint rounds out to 0:10.
        let off = TrainingError.labelsOffScale(
            file: "l.csv", target: "stress", outside: 12, total: 40, lowest: 0, highest: 9.5, scale: "1-5")
        XCTAssertEqual(
            off.description,
            "l.csv: 12 of 40 stress labels lie outside the scale 1-5 (more than 20 %); they range from 0 to 9.5")
        XCTAssertEqual(off.remedy, .scale("0:10"))
        XCTAssertEqual(off.place, .file("l.csv"))
        XCTAssertNil(TrainingError.labelsNeverVary(value: 3, days: 20).place)
        XCTAssertEqual(TrainingError.untrainedModel(file: "m.json").kind, .data)
    }
}
