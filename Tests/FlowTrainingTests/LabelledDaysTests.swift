import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTestSupport
import FlowTraining
import XCTest

/// Which labelled days a model learns from (SPEC 5, 10.3, 11).
final class LabelledDaysTests: XCTestCase {
    /// A table of `n` fully measured rows from 2026-01-01, with `stepsOnly` rows measuring steps alone.
    func table(_ n: Int, stepsOnly: Set<Int> = []) -> FeatureTable {
        let noNight: Set<MissingFlag> = Set(MissingFlag.dataFlags).subtracting([.stepsMissing])
        return FeatureTable(
            settings: FeatureSettings(), rows: (0..<n).map { row($0, flags: stepsOnly.contains($0) ? noNight : []) })
    }

    func labels(_ values: [Double?]) throws -> LabelTable {
        let lines = values.enumerated().map { k, v in
            "\(CalendarDay(year: 2026, month: 1, day: 1)!.adding(days: k)),\(v.map { NumberFormat.shortest($0) } ?? "")"
        }
        return try LabelTable.parse("date,stress\n" + lines.joined(separator: "\n") + "\n")
    }

    /// A day with steps but no night measurement is never trained on.
    func testAStepsOnlyDayIsNotTrainedOn() throws {
        let days = try LabelledDays(
            table: table(5, stepsOnly: [2]), labels: labels([3, 3, 4, 2, 3]), target: TargetScale())
        XCTAssertEqual(
            days.days.map(\.row.day.ordinal),
            [0, 1, 3, 4].map { CalendarDay(year: 2026, month: 1, day: 1)!.ordinal + $0 })
        XCTAssertEqual(days.withoutUsableRow, 1)
    }

    /// 2 of 10 non-blank labels off the 1:5 scale is 20 %: accepted (and counted); 3 of 10 is
    /// refused with the observed range and a scale that holds it. Blank labels do not count.
    func testTheTwentyPercentRule() throws {
        let twenty: [Double?] = [3, 3, 4, 2, 3, 9, 0, 2, 3, 4, nil, nil]
        let ok = try LabelledDays(table: table(12), labels: labels(twenty), target: TargetScale())
        XCTAssertEqual(ok.outsideScale, 2)
        XCTAssertEqual(ok.days.count, 8)
        var thirty = twenty
        thirty[0] = 7
        XCTAssertThrowsError(
            try LabelledDays(table: table(12), labels: labels(thirty), target: TargetScale(), file: "l.csv")
        ) { error in
            XCTAssertEqual(
                error as? TrainingError,
                .labelsOffScale(
                    file: "l.csv", target: "stress", outside: 3, total: 10, lowest: 0,
                    highest: 9, scale: "1:5"))
            XCTAssertEqual((error as? TrainingError)?.remedy, .scale("0:9"))
        }
    }

    func testPMSysItemsHaveTheirOwnScales() {
        XCTAssertEqual(
            PMSysItems.scale(of: "readiness"), TargetScale(name: "readiness", lo: 0, hi: 10, direction: .higherIsBetter)
        )
        for item in ["fatigue", "mood", "sleep_quality", "soreness", "stress"] {
            XCTAssertEqual(
                PMSysItems.scale(of: item), TargetScale(name: item, lo: 1, hi: 5, direction: .higherIsBetter))
        }
        XCTAssertNil(PMSysItems.scale(of: "sleep_duration_h"))
        XCTAssertTrue(PMSysItems.notRatings.contains("sleep_duration_h"))
    }
}
