import FlowFeatures
import FlowInference
import FlowRecords
import FlowStatistics
import FlowTestSupport
import Foundation
import XCTest

final class RecoveryModelFileTests: XCTestCase {
    static let model = RecoveryModel(
        toolVersion: "0.1.0", target: TargetScale(name: "stress", lo: 1, hi: 5, direction: .higherIsWorse),
        intercept: 2.91, lambda: 3,
        features: [
            ModelFeature(feature: .sleepHours, mean: 7.1, sd: 0.8, weight: -0.21),
            ModelFeature(feature: .hrvRatio, mean: 0.01, sd: 0.2, weight: -0.13),
        ],
        flagWeights: [0.12, 0, 0, 0.3, 0, 0, 0, 0, 0.1], dropped: ["stages_missing"],
        settings: FeatureSettings(),
        training: TrainingSummary(
            days: 180, first: CalendarDay(iso: "2026-01-02")!, last: CalendarDay(iso: "2026-06-30")!,
            r2: 0.41, rmse: 0.52, mae: 0.41, cvRMSE: 0.58))

    func testARoundTripKeepsEveryNumber() throws {
        let text = RecoveryModelFileTests.model.json.text()
        XCTAssertEqual(try RecoveryModel(text: text, file: "m.json"), RecoveryModelFileTests.model)
        var noCV = RecoveryModelFileTests.model
        noCV.training.cvRMSE = nil
        XCTAssertEqual(try RecoveryModel(text: noCV.json.text(), file: "m.json"), noCV)
    }

    /// A trained model says which HRV measure it needs; one written before the key existed
    /// was fitted to SDNN; the reference model (no labels) takes either; another word is refused.
    func testTheHRVMeasureRoundTripsAndDefaultsToSDNN() throws {
        var rmssd = RecoveryModelFileTests.model
        rmssd.hrv = .rmssd
        let text = rmssd.json.text()
        XCTAssertTrue(text.contains("\"hrv\": \"rmssd\""), text)
        XCTAssertEqual(try RecoveryModel(text: text, file: "m.json").hrv, .rmssd)
        let json = rmssd.json
        let settings = try XCTUnwrap(json["settings"])
        let old = json.setting("settings", settings.removing("hrv"))
        XCTAssertEqual(try RecoveryModel(json: old, file: "m.json").hrv, .sdnn)
        XCTAssertNil(try RecoveryModel.reference().hrv)
        let bad = json.setting("settings", settings.setting("hrv", .string("pnn50")))
        XCTAssertThrowsError(try RecoveryModel(json: bad, file: "m.json")) { error in
            XCTAssertEqual((error as? ModelError)?.place, .field(file: "m.json", field: "settings.hrv"))
        }
    }

    /// Edits the model's JSON text and expects an error naming a field.
    func assertRejected(
        _ edit: (inout JSONValue) -> Void, _ expected: ModelError, file: StaticString = #filePath, line: UInt = #line
    ) {
        var json = RecoveryModelFileTests.model.json
        edit(&json)
        XCTAssertThrowsError(try RecoveryModel(text: json.text(), file: "m.json"), file: file, line: line) { error in
            XCTAssertEqual(error as? ModelError, expected, file: file, line: line)
        }
    }

    func testEveryBrokenFieldIsNamed() {
        assertRejected({ $0 = $0.removing("intercept") }, .missing(file: "m.json", field: "intercept"))
        assertRejected(
            { $0 = $0.setting("lambda", .null) }, .invalid(file: "m.json", field: "lambda", problem: "is not a number"))
        assertRejected(
            { $0 = $0.setting("version", .number(3)) }, .newerVersion(file: "m.json", found: 3, supported: 2))
        assertRejected(
            { $0 = $0.setting("flags", .array([])) },
            .wrongLength(file: "m.json", field: "flags", expected: 9, found: 0))
        assertRejected(
            { $0 = $0.setting("features", .array([feature("mood", sd: 1, weight: 0)])) },
            .unknownName(file: "m.json", field: "features[0].name", name: "mood"))
        assertRejected(
            { $0 = $0.setting("features", .array([feature("steps", sd: 0, weight: 0.5)])) },
            .invalid(file: "m.json", field: "features[0].sd", problem: "is 0 while the weight is not"))
        assertRejected(
            { $0 = $0.setting("training", ($0["training"] ?? .null).removing("rmse")) },
            .missing(file: "m.json", field: "training.rmse"))
    }

    func testEachMissingFieldIsNamed() {
        guard case .object(let pairs) = RecoveryModelFileTests.model.json else { return XCTFail("not an object") }
        for (key, _) in pairs where key != "standardise" {  // absent means "training" (below)
            assertRejected({ $0 = $0.removing(key) }, .missing(file: "m.json", field: key))
        }
        for key in ["name", "lo", "hi", "direction"] {
            assertRejected(
                { $0 = $0.setting("target", ($0["target"] ?? .null).removing(key)) },
                .missing(file: "m.json", field: "target.\(key)"))
        }
        for key in ["max_hr", "sleep_need_hours", "window_days", "min_observations", "clamps", "baselines"] {
            assertRejected(
                { $0 = $0.setting("settings", ($0["settings"] ?? .null).removing(key)) },
                .missing(file: "m.json", field: "settings.\(key)"))
        }
        assertRejected(
            {
                $0 = $0.setting(
                    "features",
                    .array([.object([("name", .string("steps")), ("mean", .number(0)), ("sd", .number(1))])]))
            },
            .missing(file: "m.json", field: "features[0].weight"))
    }

    /// `standardise` absent (a file from before it existed) means training; training and
    /// personal are read as written; anything else names the field.
    func testStandardiseAbsentTrainingPersonalAndUnknown() throws {
        let absent = try RecoveryModel(
            text: RecoveryModelFileTests.model.json.removing("standardise").text(), file: "m.json")
        XCTAssertEqual(absent.standardise, .training)
        for mode in [Standardisation.training, .personal] {
            let text = RecoveryModelFileTests.model.json.setting("standardise", .string(mode.rawValue)).text()
            XCTAssertEqual(try RecoveryModel(text: text, file: "m.json").standardise, mode)
        }
        assertRejected(
            { $0 = $0.setting("standardise", .string("z-score")) },
            .invalid(
                file: "m.json", field: "standardise", problem: "is \"z-score\", expected \"training\" or \"personal\""))
        assertRejected(
            { $0 = $0.setting("standardise", .number(1)) },
            .invalid(file: "m.json", field: "standardise", problem: "is 1, expected \"training\" or \"personal\""))
    }

    /// A trained model's statistics are required as numbers; the verdict survives a round
    /// trip, is optional in an older file, and cannot come without its day count.
    func testTheTrainingBlockAndItsVerdict() throws {
        let training = { (json: JSONValue) in json["training"] ?? .null }
        assertRejected(
            { $0 = $0.setting("training", training($0).setting("rmse", .null)) },
            .invalid(file: "m.json", field: "training.rmse", problem: "is not a number"))
        assertRejected(
            { $0 = $0.setting("training", training($0).setting("first", .null)) },
            .invalid(file: "m.json", field: "training.first", problem: "is not a string"))
        assertRejected(
            { $0 = $0.setting("training", training($0).setting("days", .number(-3))) },
            .invalid(file: "m.json", field: "training.days", problem: "is negative"))
        assertRejected(
            { $0 = $0.setting("training", training($0).setting("skill_vs_mean", .number(0.2))) },
            .invalid(file: "m.json", field: "training.skill_vs_mean", problem: "is given while training.cv_days is not")
        )
        var judged = RecoveryModelFileTests.model
        judged.training.verdict = Verdict(
            days: 99, meanRMSE: 0.66, persistenceRMSE: 0.9, recentRMSE: 0.7, skillVsMean: 0.71,
            skillVsPersistence: nil, skillVsRecent: -0.2)
        XCTAssertEqual(try RecoveryModel(text: judged.json.text(), file: "m.json"), judged)
        let reference = try RecoveryModel.reference()
        XCTAssertEqual(try RecoveryModel(text: reference.json.text(), file: "r.json"), reference)
    }

    /// The skills' 90 % intervals (SPEC 10.6) survive a round trip; a file without them (written
    /// before they existed) loads with them null; a malformed one is refused naming the field.
    func testTheVerdictsIntervals() throws {
        var judged = RecoveryModelFileTests.model
        judged.training.verdict = Verdict(
            days: 99, meanRMSE: 0.66, persistenceRMSE: 0.9, recentRMSE: 0.7, skillVsMean: 0.37,
            skillVsPersistence: 0.66, skillVsRecent: nil, meanInterval: SkillInterval(lo: 0.18, hi: 0.57),
            persistenceInterval: SkillInterval(lo: 0.41, hi: 0.92), recentInterval: nil)
        XCTAssertEqual(try RecoveryModel(text: judged.json.text(), file: "m.json"), judged)
        let training = try XCTUnwrap(judged.json["training"])
        XCTAssertEqual(training["skill_vs_mean_interval"], .array([.number(0.18), .number(0.57)]))
        XCTAssertEqual(training["skill_vs_recent_interval"], .null)

        var old = judged.json
        var block = training
        for key in ["skill_vs_mean_interval", "skill_vs_persistence_interval", "skill_vs_recent_interval"] {
            block = block.removing(key)
        }
        old = old.setting("training", block)
        let loaded = try RecoveryModel(text: old.text(), file: "old.json")
        XCTAssertNil(loaded.training.verdict?.meanInterval)
        XCTAssertNil(loaded.training.verdict?.persistenceInterval)
        XCTAssertEqual(loaded.training.verdict?.skillVsMean, 0.37)

        let field = "training.skill_vs_mean_interval"
        for (bad, problem) in [
            (JSONValue.number(0.2), "is not a list of two numbers [lo, hi]"),
            (.array([.number(0.2)]), "is not a list of two numbers [lo, hi]"),
            (.array([.number(0.1), .number(0.2), .number(0.3)]), "is not a list of two numbers [lo, hi]"),
            (.array([.string("0.1"), .number(0.2)]), "is not a list of two numbers [lo, hi]"),
            (.array([.number(0.5), .number(0.2)]), "has its lower end above its upper end"),
        ] {
            let json = judged.json.setting("training", training.setting("skill_vs_mean_interval", bad))
            XCTAssertThrowsError(try RecoveryModel(text: json.text(), file: "m.json")) { error in
                XCTAssertEqual(error as? ModelError, .invalid(file: "m.json", field: field, problem: problem))
            }
        }
        // A number too large for a double reads as infinite.
        let marked = judged.json.setting(
            "training", training.setting("skill_vs_mean_interval", .array([.number(0.123456), .number(0.57)])))
        let infinite = marked.text().replacingOccurrences(of: "0.123456", with: "-1e999")
        XCTAssertTrue(infinite.contains("-1e999"))
        XCTAssertThrowsError(try RecoveryModel(text: infinite, file: "m.json")) { error in
            XCTAssertEqual(error as? ModelError, .invalid(file: "m.json", field: field, problem: "is not finite"))
        }
        // An interval without the verdict's day count, like a skill without it.
        assertRejected(
            {
                $0 = $0.setting(
                    "training",
                    ($0["training"] ?? .null).setting("skill_vs_mean_interval", .array([.number(0.1), .number(0.2)])))
            },
            .invalid(file: "m.json", field: field, problem: "is given while training.cv_days is not"))
    }

    /// A reference-style model edited to carry a λ and a flag weight is read as the file says:
    /// the flag then counts, its weight in Flow points on the 0-100 scale.
    func testAPersonalModelWithALambdaAndAFlagWeightIsReadAsWritten() throws {
        var json = try RecoveryModel.reference().json.setting("lambda", .number(3))
        guard case .array(var flags)? = json["flags"] else { return XCTFail("no flags") }
        flags[0] = .object([("name", .string("sleep_missing")), ("weight", .number(-5))])
        json = json.setting("flags", .array(flags))
        let m = try RecoveryModel(text: json.text(), file: "r.json")
        XCTAssertEqual(m.lambda, 3)
        XCTAssertEqual(m.flagWeights[0], -5)
        let usual = Dictionary(uniqueKeysWithValues: Feature.allCases.map { ($0, $0.baseline(sleepNeedHours: 8)) })
        // Three usual nights before, so the morning is past calibrating; every feature at its usual.
        let rows = (0..<4).map { scoredRow($0, usual, flags: $0 == 3 ? [.sleepMissing] : []) }
        let s = try XCTUnwrap(FlowScorer(model: m).score(rows: rows).last?.score)
        XCTAssertEqual(s.flow, 62 - 5, accuracy: 1e-12)  // 100/(100 − 0) points per unit: the weight in points
        XCTAssertEqual(s.missingData, -5, accuracy: 1e-12)
    }

    func testADroppedColumnMustHaveNoWeight() {
        assertRejected(
            { $0 = $0.setting("dropped", .array([.string("sleep_missing")])) },
            .invalid(file: "m.json", field: "dropped[0]", problem: "names 'sleep_missing', whose weight is not 0"))
    }

    func testNonFiniteAndMalformedTextAreErrors() {
        let text = RecoveryModelFileTests.model.json.text().replacingOccurrences(
            of: "\"intercept\": 2.91", with: "\"intercept\": NaN")
        XCTAssertThrowsError(try RecoveryModel(text: text, file: "m.json")) { error in
            guard case ModelError.syntax(let file, let e) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "m.json")
            XCTAssertGreaterThan(e.offset, 0)
        }
        let huge = RecoveryModelFileTests.model.json.text().replacingOccurrences(
            of: "\"intercept\": 2.91", with: "\"intercept\": 1e999")
        XCTAssertThrowsError(try RecoveryModel(text: huge, file: "m.json")) { error in
            XCTAssertEqual(error as? ModelError, .invalid(file: "m.json", field: "intercept", problem: "is not finite"))
        }
        XCTAssertThrowsError(try RecoveryModel(text: "{\"format\": \"flow-model\"", file: "m.json"))
    }
}

/// One entry of a model file's `features` list, with a mean of 0.
private func feature(_ name: String, sd: Double, weight: Double) -> JSONValue {
    .object([("name", .string(name)), ("mean", .number(0)), ("sd", .number(sd)), ("weight", .number(weight))])
}
