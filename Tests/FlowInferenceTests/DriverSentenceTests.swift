import FlowFeatures
import XCTest

@testable import FlowInference

/// A driver in words: the label, the value in its unit, whose usual value, and for the relative
/// heart measures the reference the value is measured from.
final class DriverSentenceTests: XCTestCase {
    func testValuesInTheirUnits() {
        XCTAssertEqual(DriverSentence.format(.feature(.sleepHours), 7.86), "7.9 h")
        XCTAssertEqual(DriverSentence.format(.feature(.deepShare), 0.184), "18 %")
        // 23.75 h is 23:45; −0.5 h wraps to 23:30.
        XCTAssertEqual(DriverSentence.format(.feature(.sleepMidpoint), 23.75), "23:45")
        XCTAssertEqual(DriverSentence.format(.feature(.sleepMidpoint), -0.5), "23:30")
        XCTAssertEqual(DriverSentence.format(.feature(.rhrDelta), -3.2), "3 bpm below")
        // ln ratio 0.1: e^0.1 − 1 = 10.5 % above.
        XCTAssertEqual(DriverSentence.format(.feature(.hrvRatio), 0.1), "11 % above")
        XCTAssertEqual(DriverSentence.format(.load(.form), 12.4), "+12 TRIMP")
        XCTAssertEqual(DriverSentence.format(.feature(.wakeCount), 2.5), "2.5")
    }

    func testTheSentenceSaysWhoseUsualAndWhichReference() {
        XCTAssertEqual(
            DriverSentence.sentence(
                .feature(.sleepHours), value: 7.9, usual: 7.2, source: .personal, points: 3, most: true),
            "Sleep duration is lifting today's flow most: 7.9 h against your usual 7.2 h.")
        XCTAssertEqual(
            DriverSentence.sentence(
                .feature(.rhrDelta), value: 4, usual: 0.4, source: .model, points: -2, most: false,
                fixedReference: true),
            "Resting heart rate is weighing on today's flow: 4 bpm above the fixed 60 bpm (too few readings of "
                + "your own in the 14 days before), where the model's usual is 0 bpm above.")
        XCTAssertEqual(
            DriverSentence.short(.feature(.hrvRatio), value: -0.2, usual: 0, source: .personal),
            "HRV 18 % below your 14-day median, usual 0 % above")
    }

    /// A personal model's resting HR and HRV are stated as themselves; whole numbers unless two
    /// different values would then read the same.
    func testTheRelativeFeaturesInTheirBaseUnits() {
        XCTAssertEqual(
            DriverSentence.sentence(
                .feature(.rhrDelta), quantity: .feature(.restingHR), value: 58, usual: 54.2, source: .personal,
                points: -4, most: true),
            "Resting heart rate is weighing on today's flow most: 58 bpm against your usual 54 bpm.")
        XCTAssertEqual(
            DriverSentence.short(
                .feature(.hrvRatio), quantity: .feature(.hrvSDNN), value: 54.4, usual: 54.1, source: .personal),
            "HRV 54.4 ms, usual 54.1 ms")
    }
}
