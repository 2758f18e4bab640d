import FlowRecords
import XCTest

/// The record kinds' names, plausible ranges (SPEC 1 and 19) and the one kind that may be negative.
final class RecordKindTests: XCTestCase {
    func testNamesRangesAndSigns() {
        XCTAssertEqual(RecordKind(rawValue: "wrist_temp_delta"), .wristTemperatureDelta)
        XCTAssertEqual(RecordKind(rawValue: "sleep_minutes"), .sleepMinutes)
        XCTAssertNil(RecordKind(rawValue: "mood"))
        XCTAssertEqual(RecordKind.heartRate.plausible, 25...250)
        XCTAssertEqual(RecordKind.spo2.plausible, 50...100)
        XCTAssertEqual(RecordKind.wristTemperatureDelta.plausible, -5...5)
        XCTAssertEqual(RecordKind.sleepMinutes.plausible, 0...1440)
        for score in RecordKind.deviceScores { XCTAssertEqual(score.plausible, 0...100, "\(score)") }
        // Counts and durations have no upper bound of their own.
        XCTAssertNil(RecordKind.steps.plausible)
        XCTAssertNil(RecordKind.hrvSDNN.plausible)
        XCTAssertEqual(RecordKind.allCases.filter(\.allowsNegative), [.wristTemperatureDelta])
    }

    func testEveryMeasuredKindHasAListOfItsOwn() {
        // Heart rate, sleep and sleep totals have lists of their own shape; every other kind one list.
        let withList = RecordKind.allCases.filter { RecordHistory.list(of: $0) != nil }
        XCTAssertEqual(Set(RecordKind.allCases).subtracting(withList), [.heartRate, .sleep, .sleepMinutes])
        var history = RecordHistory()
        let m = Measurement(
            start: Timestamp(instant: 0, offsetSeconds: 0), end: Timestamp(instant: 0, offsetSeconds: 0), value: 61,
            source: 0)
        for kind in withList { history[keyPath: RecordHistory.list(of: kind)!].append(m) }
        for kind in withList { XCTAssertEqual(history.measurements(of: kind), [m], "\(kind)") }
        XCTAssertEqual(history.count, withList.count)
    }

    /// Each kind's position is its place in `allCases`, and each numeric kind's append goes to
    /// the list `measurements(of:)` reads (heart rate, sleep and totals have lists of their own).
    func testPositionsAndAppendsFollowTheDeclaration() {
        XCTAssertEqual(RecordKind.allCases.map(\.position), Array(0..<RecordKind.allCases.count))
        let m = Measurement(
            start: Timestamp(instant: 0, offsetSeconds: 0), end: Timestamp(instant: 60, offsetSeconds: 0), value: 7,
            source: 0)
        for kind in RecordKind.allCases {
            var history = RecordHistory()
            history.append(m, to: kind)
            let listed = RecordHistory.list(of: kind) != nil
            XCTAssertEqual(history.measurements(of: kind), listed ? [m] : [], "\(kind)")
            XCTAssertEqual(history.count, listed ? 1 : 0, "\(kind)")
        }
    }
}
