import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// A training-load column as a candidate of an anchored model (SPEC 16 and 17): it may be
/// empty on a day, and an empty cell then stands at its column's usual value.
final class AnchoredLoadTests: XCTestCase {
    /// A row whose load columns hold only `sessionLoad` (the others at fixed values).
    private func loadRow(_ k: Int, session: Double?, sleep: Double = 7) -> FeatureRow {
        var r = row(k, [.sleepHours: sleep])
        r.load = LoadColumns(cells: [nil, 0, 0, 0, 0, nil, nil, nil, session])
        return r
    }

    /// Session loads 100, empty, 300 on the three fitted days: the stored mean and sd are those
    /// of the two observed cells (200 and √((100² + 100²) / 1) = 141.42…), and the empty day
    /// stands at the mean, 0 in standard units.
    func testAnEmptyCellStandsAtTheMeanOfTheObservedOnes() throws {
        let anchors: [Double?] = [nil, 1, 2, 3]
        let sessions: [Double?] = [nil, 100, nil, 300]
        let days = (0..<4).map { LabelledDay(row: loadRow($0, session: sessions[$0]), label: Double($0)) }
        let fit = try AnchoredFit.fit(days: days, anchors: anchors, features: [.load(.sessionLoad)], lambda: 0)
        XCTAssertEqual(fit.means, [200])
        XCTAssertEqual(fit.sds[0], (20_000.0).squareRoot(), accuracy: 1e-9)
        // Labels 1, 2, 3 are the anchor exactly; the session column (−1/√2, 0, +1/√2 in standard
        // units) is collinear with it, so least squares may split the weight, but every fitted
        // day is predicted exactly.
        XCTAssertEqual(fit.metrics.rmse, 0, accuracy: 1e-9)
    }

    /// The rolling origin of a candidate with empty cells equals refitting every fold with the
    /// final fit (which stands each empty cell at that fold's own mean) and predicting the day:
    /// the nested run is checked the same way, against a rerun of the whole procedure.
    func testTheRollingOriginOfALoadColumnEqualsARefitPerFold() throws {
        let days = (0..<50).map { k -> LabelledDay in
            // Sessions on most days, none logged on every fifth (outside the file: empty).
            let session: Double? = k % 5 == 0 ? nil : 300 + 200 * sin(Double(k) * 1.7)
            let effect = session.map { ($0 - 300) / 200 } ?? 0
            return LabelledDay(
                row: loadRow(k, session: session, sleep: 7 + cos(Double(k) * 0.9)),
                label: 3 + 0.6 * effect + 0.2 * sin(Double(k) * 2.3))
        }
        let candidates: [Signal] = [.feature(.sleepHours), .load(.sessionLoad)]
        let trained = try AnchoredTrainer.train(
            LabelledDays(days: days), candidates: candidates, kind: .recent, mode: .auto, ridge: .fixed(1),
            target: TargetScale(), settings: FeatureSettings(), toolVersion: "t")
        // The session load carries the signal: it is admitted.
        XCTAssertEqual(trained.model.features.filter { $0.admitted == true }.map(\.feature), [.load(.sessionLoad)])
        XCTAssertEqual(try RecoveryModel(text: trained.model.json.text(), file: "m.json"), trained.model)
        // Scoring it needs the sessions file: a table read without one is refused (exit 64).
        var table = FeatureTable(settings: FeatureSettings(), rows: days.map(\.row))
        XCTAssertThrowsError(try trained.model.check(canScore: table, file: "m.json")) {
            XCTAssertEqual(($0 as? ModelError)?.kind, .request)
            // The library names what is missing; the command line adds the option that gives it.
            XCTAssertEqual(($0 as? ModelError)?.remedy, .sessions)
            XCTAssertTrue("\($0)".contains("session_load"), "\($0)")
        }
        table.sessionsFile = "srpe.csv"
        XCTAssertNoThrow(try trained.model.check(canScore: table, file: "m.json"))
        let nested = try XCTUnwrap(trained.nested)
        XCTAssertEqual(nested.n, 50 - 28)
        try assertNestedEqualsRerun(nested, days: days, candidates: candidates, lambda: 1)
    }

    /// A load column empty on every fitted day is constant: dropped, never admitted.
    func testALoadColumnThatIsAlwaysEmptyIsDropped() throws {
        let anchors: [Double?] = [nil, 1, 2, 4]
        let days = (0..<4).map { LabelledDay(row: loadRow($0, session: nil), label: Double($0)) }
        let fit = try AnchoredFit.fit(days: days, anchors: anchors, features: [.load(.sessionLoad)], lambda: 100)
        XCTAssertEqual(fit.dropped, [.load(.sessionLoad)])
        XCTAssertEqual(fit.weights, [0])
    }
}
