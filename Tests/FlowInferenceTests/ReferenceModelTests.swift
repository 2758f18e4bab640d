import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

/// The reference model (SPEC 10.2): the table of weights written out here by hand, and the
/// Flow it gives on days built by hand.
final class ReferenceModelTests: XCTestCase {
    func testTheBuiltInModelIsSPECsTable() throws {
        let m = try RecoveryModel.reference()
        XCTAssertEqual(m.standardise, .personal)
        XCTAssertEqual(m.target, TargetScale(name: "recovery", lo: 0, hi: 100, direction: .higherIsBetter))
        XCTAssertEqual(m.intercept, 62)
        XCTAssertEqual(m.lambda, 0)
        XCTAssertEqual(m.dropped, [])
        XCTAssertEqual(m.flagWeights, Array(repeating: 0, count: 9))
        XCTAssertTrue(m.isUntrained)
        XCTAssertEqual(m.training, .untrained)
        let table: [(Feature, Double, Double)] = [
            (.sleepHours, 3, 1), (.sleepEfficiency, 1, 0.05), (.deepShare, 0.5, 0.05), (.remShare, 0.5, 0.05),
            (.wakeCount, -0.5, 1.5), (.sleepRegularity, -1, 25), (.steps, 0, 3500), (.activeHours, 0, 3),
            (.rhrDelta, -7.5, 3), (.hrvRatio, 12, 0.25), (.sleepingHR, -1, 6), (.strainLoad, -3, 60),
        ]
        XCTAssertEqual(m.features.map(\.feature), table.map { .feature($0.0) })
        for (f, (feature, weight, sd)) in zip(m.features, table) {
            XCTAssertEqual(f.weight, weight, "\(feature)")
            XCTAssertEqual(f.sd, sd, "\(feature)")
            XCTAssertEqual(
                f.mean, feature.baseline(sleepNeedHours: 8), "\(feature): the stored mean is the imputation baseline")
        }
    }

    func testTheEmbeddedTextIsModelsReferenceJSON() throws {
        let root = TestPaths.packageRoot
        let file = try String(contentsOf: root.appendingPathComponent(RecoveryModel.referencePath), encoding: .utf8)
        XCTAssertEqual(
            RecoveryModel.referenceText + "\n", file, "run Scripts/embed-reference-model.sh after editing the file")
    }

    /// A usual day (every feature at its stored mean, no history) reads 62; HRV one stored
    /// sd (0.25) better and nothing else changed reads 62 + 12 = 74.
    func testAUsualDayIs62AndOneSDBetterHRVIs74WithoutHistory() throws {
        let m = try RecoveryModel.reference()
        let usual = Dictionary(uniqueKeysWithValues: Feature.allCases.map { ($0, $0.baseline(sleepNeedHours: 8)) })
        let scorer = FlowScorer(model: m)
        XCTAssertEqual(try XCTUnwrap(scorer.scoreAlone(scoredRow(0, usual))).flow, 62, accuracy: 1e-12)
        var better = usual
        better[.hrvRatio] = 0.25
        let s = try XCTUnwrap(scorer.scoreAlone(scoredRow(0, better)))
        XCTAssertEqual(s.flow, 74, accuracy: 1e-12)
        XCTAssertEqual(s.state, .steady)
        XCTAssertEqual(s.drivers.map(\.feature), [.feature(.hrvRatio)])
    }

    /// With 28 days of the person's own HRV ratio alternating 0 and 0.2 (mean 0.1, sample sd
    /// 0.1·sqrt(28/27)), a day one of *their* sds above their mean reads 74 too; every other
    /// feature never varies, so it falls back to the stored mean it sits at.
    func testOneSDBetterThanThePersonsOwnHRVIs74() throws {
        let m = try RecoveryModel.reference()
        let usual = Dictionary(uniqueKeysWithValues: Feature.allCases.map { ($0, $0.baseline(sleepNeedHours: 8)) })
        var rows: [FeatureRow] = (0..<28).map { k in
            var v = usual
            v[.hrvRatio] = k % 2 == 0 ? 0 : 0.2
            return scoredRow(k, v)
        }
        var today = usual
        today[.hrvRatio] = 0.1 + 0.1 * (28.0 / 27).squareRoot()
        rows.append(scoredRow(28, today))
        let s = try XCTUnwrap(FlowScorer(model: m).score(rows: rows).last?.score)
        XCTAssertEqual(s.flow, 74, accuracy: 1e-9)
        XCTAssertEqual(s.drivers.first?.usualSource, .personal)
        XCTAssertEqual(s.drivers.first?.usual ?? .nan, 0.1, accuracy: 1e-12)
        XCTAssertEqual(s.phase, .full)
        XCTAssertEqual(s.baselineDays, 28)
    }
}
