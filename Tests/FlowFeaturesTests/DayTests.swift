import FlowImport
import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

final class DayTests: XCTestCase {
    func testStepsAreSplitAcrossHoursAndDeduplicatedAsTheMaximumOverSources() throws {
        let t = table([
            record("steps", "01T10:50", "01T11:10", 200, "Watch"),   // 100 to 10:00, 100 to 11:00
            record("steps", "01T10:55", "01T11:05", 150, "Phone"),   // 75 and 75: the watch's count wins
            record("steps", "01T11:00", "01T11:10", 300, "Phone"),   // phone hour 11 = 375: it wins
            record("heart_rate", "02T09:00", nil, 60),
        ])
        let row = try XCTUnwrap(t.row(2))
        XCTAssertEqual(row[.steps], 475, accuracy: 1e-9)
        XCTAssertEqual(row[.activeHours], 1)
        let p = [100.0 / 475, 375.0 / 475]
        XCTAssertEqual(row[.movementSpread], -(p[0] * log(p[0]) + p[1] * log(p[1])) / log(24), accuracy: 1e-12)
    }

    func testAnExactDuplicateIsCountedNotSummed() throws {
        let (h, report) = try RecordsCSV.parse([
            RecordsCSV.header,
            record("steps", "01T10:00", "01T10:10", 300),
            record("steps", "01T10:00", "01T10:10", 300),
            "steps,2026-03-01 10:00:00 +0000,2026-03-01 10:10:00 +0000,300.0,Watch",  // the same, spelt otherwise
            record("steps", "01T10:00", "01T10:10", 300, "Phone"),                     // another source: kept
            record("heart_rate", "02T09:00", nil, 60),
        ].joined(separator: "\n"))
        XCTAssertEqual(report.rejected[.exactDuplicate], 2)
        XCTAssertEqual(h.steps.count, 2)
        let row = try XCTUnwrap(FeatureTable(history: h).row(2))
        XCTAssertEqual(row[.steps], 300)
    }

    func testStrainZonesPutABoundaryValueInTheHigherZone() {
        // Max HR 190: 50 % = 95, 60 % = 114, 90 % = 171.
        XCTAssertNil(StrainZones.weight(mean: 94.5, maxHR: 190))
        XCTAssertEqual(StrainZones.weight(mean: 95, maxHR: 190), 0)
        XCTAssertEqual(StrainZones.weight(mean: 113.5, maxHR: 190), 0)
        XCTAssertEqual(StrainZones.weight(mean: 114, maxHR: 190), 1)
        XCTAssertEqual(StrainZones.weight(mean: 170.5, maxHR: 190), 3)
        XCTAssertEqual(StrainZones.weight(mean: 171, maxHR: 190), 4)
    }

    func testStrainCapsEachPairAtOneMinute() throws {
        // Eleven samples a minute apart at exactly 60 % of 190, then one five minutes later:
        // ten pairs of 1 min and one capped at 1 min, all weight 1 = 11 zone-minutes.
        var lines = (0...10).map { record("heart_rate", "01T10:\(String(format: "%02d", $0))", nil, 114) }
        lines.append(record("heart_rate", "01T10:15", nil, 114))
        lines.append(record("heart_rate", "02T09:00", nil, 60))
        let row = try XCTUnwrap(table(lines).row(2))
        XCTAssertFalse(row[.strainMissing])
        XCTAssertEqual(row[.strainLoad], 11, accuracy: 1e-12)
        // With max HR 208 - 0.7 · 30 = 187, 114 bpm is 61 % of it: still weight 1.
        XCTAssertEqual(FeatureSettings.maxHR(forAge: 30), 187, accuracy: 1e-12)
        // With max HR 200, 114 bpm is 57 %: weight 0.
        let low = FeatureTable(history: history(lines), settings: FeatureSettings(maxHR: 200))
        XCTAssertEqual(low.row(2)?[.strainLoad], 0)
    }

    func testHeartRateSamplesAtOneInstantAreAveraged() throws {
        var lines: [String] = [sleep("01T23:00", "02T07:00", "core")]
        for minute in [0, 10, 20, 30, 40] {
            lines.append(record("heart_rate", "02T01:\(minute == 0 ? "00" : String(minute))", nil, 50, "Watch"))
            lines.append(record("heart_rate", "02T01:\(minute == 0 ? "00" : String(minute))", nil, 60, "Strap"))
        }
        let row = try XCTUnwrap(table(lines).row(2))
        XCTAssertEqual(row[.sleepingHR], 55, accuracy: 1e-12)
        XCTAssertFalse(row[.sleepingHRMissing])
    }

    func testTheChainTakesTheMedianOfFiveAndTheBaselineBelowFive() {
        let chain = ImputationChain(settings: FeatureSettings())
        let five: [Double?] = [70] + Array(repeating: nil, count: 9) + [60, 68, 62, 66, 64, nil]
        // Row 15's window is rows 1-14: 60, 68, 62, 66, 64 (row 0's 70 is 15 days back).
        XCTAssertEqual(chain.windowMedian(five, before: 15), 64)
        let filled = chain.fill(five, baseline: 58)
        XCTAssertEqual(filled.values[15], 64)
        XCTAssertEqual(filled.provenance[15], .median)
        XCTAssertEqual(filled.provenance[14], .observed)
        // Row 14's window (rows 0-13) has 70, 60, 68, 62, 66: median 66.
        XCTAssertEqual(chain.windowMedian(five, before: 14), 66)
        let four: [Double?] = Array(repeating: nil, count: 10) + [60, 68, 62, 66, nil]
        XCTAssertNil(chain.windowMedian(four, before: 14))
        XCTAssertEqual(chain.fill(four, baseline: 58).values[14], 58)
        XCTAssertEqual(chain.fill(four, baseline: 58).provenance[14], .baseline)
        // An even count takes the mean of the middle two: 60, 62, 64, 66, 68, 70 -> 65.
        XCTAssertEqual(ImputationChain.median([70, 60, 68, 62, 66, 64]), 65)
    }

    func testEveryFlagAndANoDataDay() throws {
        var lines = [
            record("steps", "01T10:00", "01T10:30", 3000),
            record("resting_hr", "01T19:00", nil, 55),
            record("hrv_sdnn", "01T14:00", nil, 50),
            "sleep,2026-03-01T23:00:00+00:00,2026-03-02T07:00:00+00:00,asleep,App",
        ]
        lines += (0..<12).map { record("heart_rate", "01T12:\(String(format: "%02d", $0))", nil, 70) }
        lines += (0..<5).map { record("heart_rate", "02T0\($0 + 1):00", nil, 52) }
        let t = table(lines)
        XCTAssertEqual(t.rows.count, 2)
        let first = try XCTUnwrap(t.row(1))
        XCTAssertEqual(first.flags, Array(repeating: true, count: 9))
        XCTAssertTrue(first.isNoData)
        XCTAssertEqual(first.coverage, 0)
        XCTAssertEqual(first.provenance, Array(repeating: .baseline, count: 19))
        XCTAssertEqual(first[.sleepDebt], 3)  // 3 · min(2, 8 - 7)
        let second = try XCTUnwrap(t.row(2))
        let expected: [MissingFlag: Bool] = [
            .sleepMissing: false, .stagesMissing: true, .historyMissing: true, .stepsMissing: false,
            .rhrMissing: false, .hrvMissing: false, .sleepingHRMissing: false, .strainMissing: false,
            .baselineMissing: true,
        ]
        for (flag, value) in expected { XCTAssertEqual(second[flag], value, flag.rawValue) }
        XCTAssertFalse(second.isNoData)
        XCTAssertEqual(second.coverage, 6)
        XCTAssertEqual(second[.hrvSDNN], 50)             // D-1's sample outside every main span
        XCTAssertEqual(second[.hrvRatio], log(50.0 / 45), accuracy: 1e-12)
        XCTAssertEqual(second[.rhrDelta], -5)            // against the fixed 60 bpm
        XCTAssertEqual(second[.sleepingHR], 52)
        XCTAssertEqual(second[.strainLoad], 0)           // 70 bpm is below 50 % of 190
        XCTAssertEqual(second[.steps], 3000)
        // 8 h asleep tonight, the baseline 7 h for the two nights before: 0 + 1 + 1.
        XCTAssertEqual(second[.sleepDebt], 2)
        XCTAssertEqual(second.provenance[Feature.deepShare.index], .baseline)
        XCTAssertEqual(second[.deepShare], 0.15)
    }

    func testPersonalReferencesNeedFiveObservedDaysInTheWindow() throws {
        // Resting HR dated March 1-5 (rows 2-6): 50, 52, 54, 56, 58; HRV the same days at noon.
        var lines: [String] = []
        for (k, v) in [50.0, 52, 54, 56, 58, 70].enumerated() {
            lines.append(record("resting_hr", "0\(k + 1)T19:00", nil, v))
            lines.append(record("hrv_sdnn", "0\(k + 1)T12:00", nil, v))
        }
        lines.append(record("steps", "07T10:00", nil, 10))
        let t = table(lines)
        let sixth = try XCTUnwrap(t.row(6))   // window rows 1-5 hold 4 observed cells
        XCTAssertTrue(sixth[.baselineMissing])
        XCTAssertEqual(sixth[.rhrDelta], 58 - 60)
        let seventh = try XCTUnwrap(t.row(7))  // rows 2-6 hold 5: median 54
        XCTAssertFalse(seventh[.baselineMissing])
        XCTAssertEqual(seventh[.restingHR], 70)
        XCTAssertEqual(seventh[.rhrDelta], 70 - 54)
        XCTAssertEqual(seventh[.hrvRatio], log(70.0 / 54), accuracy: 1e-12)
        XCTAssertEqual(seventh.provenance[Feature.rhrDelta.index], .observed)
    }

    func testHRVInsideMainSleepIsPreferredToTheDayBefore() throws {
        let t = table([
            record("hrv_sdnn", "01T12:00", nil, 80),               // D-1, outside any main sleep
            sleep("01T23:00", "02T07:00", "core"),
            record("hrv_sdnn", "02T02:00", nil, 40),
            record("hrv_sdnn", "02T04:00", nil, 50),
            record("hrv_sdnn", "02T12:00", nil, 90),               // D=3's fallback
            record("steps", "03T10:00", nil, 10),
        ])
        XCTAssertEqual(t.row(2)?[.hrvSDNN], 45)
        XCTAssertEqual(t.row(3)?[.hrvSDNN], 90)
        XCTAssertEqual(t.row(1)?[.hrvMissing], true)
    }
}

final class FeatureOrderTests: XCTestCase {
    func testIndicesFollowTableOrder() {
        XCTAssertEqual(Feature.allCases.map(\.index), Array(0..<19))
        XCTAssertEqual(MissingFlag.allCases.map(\.index), Array(0..<9))
    }
}
