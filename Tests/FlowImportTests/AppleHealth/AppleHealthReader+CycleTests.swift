import FlowRecords
import Foundation
import XCTest

@testable import FlowImport

/// Apple's cycle records, written by hand from the cycle sheet's layout (§2): both spellings
/// of a flow value and the integer codes, the day a sample stands for, "none" and an unknown
/// value counted, pregnancy and hormonal contraception as pauses, a day after the export's last.
final class AppleHealthCycleTests: XCTestCase {
    private func flow(_ start: String, _ end: String, _ value: String, flag: String = "0") -> String {
        record(
            "CategoryTypeIdentifierMenstrualFlow", start, end, value, source: "Health",
            children: "<MetadataEntry key=\"HKMenstrualCycleStart\" value=\"\(flag)\"/>")
    }

    func testFlowDaysPausesAndWhatIsLeftOut() throws {
        let (h, report) = try importXML(
            export(
                [
                    // 24 h: the day of its midpoint, 2 March; light is 1.
                    flow(
                        "2026-03-02 00:00:00 +0100", "2026-03-03 00:00:00 +0100", "HKCategoryValueVaginalBleedingLight",
                        flag: "1"),
                    // The older spelling, an instant: 3 March, medium 2.
                    flow(
                        "2026-03-03 00:00:00 +0100", "2026-03-03 00:00:00 +0100", "HKCategoryValueMenstrualFlowMedium"),
                    // The integer code 4 (heavy, 3), at 08:00 for ten minutes: the day it starts.
                    flow("2026-03-04 08:00:00 +0100", "2026-03-04 08:10:00 +0100", "4"),
                    // Unspecified is bleeding of an amount not given: 0.
                    flow(
                        "2026-03-05 00:00:00 +0100", "2026-03-05 00:00:00 +0100",
                        "HKCategoryValueVaginalBleedingUnspecified"),
                    // "None" is a day known not to bleed, never a bleeding day, flag or not.
                    flow(
                        "2026-03-06 00:00:00 +0100", "2026-03-06 00:00:00 +0100", "HKCategoryValueVaginalBleedingNone",
                        flag: "1"),
                    // A whole period in one sample, 1 April 00:00 to 5 April 00:00: four days.
                    flow(
                        "2026-04-01 00:00:00 +0200", "2026-04-05 00:00:00 +0200",
                        "HKCategoryValueVaginalBleedingMedium", flag: "1"),
                    // Another app's "none" on a bleeding day: a conflict, reported, bleeding kept.
                    record(
                        "CategoryTypeIdentifierMenstrualFlow", "2026-04-02 00:00:00 +0200", "2026-04-02 00:00:00 +0200",
                        "HKCategoryValueVaginalBleedingNone", source: "Tracker"),
                    // 40 days is no period; a value flow does not know is counted, not guessed.
                    flow(
                        "2026-04-10 00:00:00 +0200", "2026-05-20 00:00:00 +0200", "HKCategoryValueVaginalBleedingLight"),
                    flow(
                        "2026-04-11 00:00:00 +0200", "2026-04-11 00:00:00 +0200",
                        "HKCategoryValueVaginalBleedingSpotting"),
                    // A pregnancy and a pill are pauses; an IUD is not.
                    record(
                        "CategoryTypeIdentifierPregnancy", "2026-05-01 00:00:00 +0200", "2026-06-01 00:00:00 +0200",
                        "HKCategoryValueNotApplicable", source: "Health"),
                    record(
                        "CategoryTypeIdentifierContraceptive", "2026-06-02 00:00:00 +0200", "2026-06-09 00:00:00 +0200",
                        "HKCategoryValueContraceptiveOral", source: "Health"),
                    record(
                        "CategoryTypeIdentifierContraceptive", "2026-06-02 00:00:00 +0200", "2026-06-09 00:00:00 +0200",
                        "HKCategoryValueContraceptiveIntrauterineDevice", source: "Health"),
                    // The export's measurements end on 10 June: a bleeding day on 12 June is not a logged day.
                    heartRate("2026-06-10 08:00:00 +0200", "61", unit: "count/min"),
                    flow(
                        "2026-06-12 00:00:00 +0200", "2026-06-12 00:00:00 +0200", "HKCategoryValueVaginalBleedingLight"),
                ]))
        let days = h.menstrualFlow.map { "\($0.start.localDay)=\(Int($0.value))" }
        XCTAssertEqual(
            days,
            [
                "2026-03-02=1", "2026-03-03=2", "2026-03-04=3", "2026-03-05=0", "2026-04-01=2", "2026-04-02=2",
                "2026-04-03=2", "2026-04-04=2",
            ])
        // Each at its local date's 00:00 on the sample's clock.
        XCTAssertEqual(h.menstrualFlow[0].start.iso8601, "2026-03-02T00:00:00+01:00")
        XCTAssertEqual(h.cyclePause.map(\.value), [1, 3])
        XCTAssertEqual(report.rejected[.cycleCodeUnknown], 1)
        XCTAssertEqual(report.rejected[.periodTooLong], 1)
        XCTAssertEqual(report.rejected[.afterExportDate], 1)
        XCTAssertTrue(
            report.notes.contains(
                "2 days logged as no bleeding (menstrual flow none): not a period; 1 of them also logged as bleeding: "
                    + "kept as bleeding"), "\(report.notes)")
        XCTAssertTrue(report.notes.contains { $0.hasPrefix("1 contraception entry of a kind that does not pause") })
        // Two starts by the 7-day rule: 2 March and 1 April.
        XCTAssertEqual(
            report.cycle,
            "2 period starts, 2026-03-02 to 2026-04-01, from 8 bleeding days; 2 stretches of pregnancy, lactation or hormonal contraception logged"
        )
        XCTAssertEqual(report.accepted[.menstrualFlow], ["Health": 8])
    }

    /// An export that logs nothing of the cycle says nothing of it.
    func testNoCycleNoWord() throws {
        let (_, report) = try importXML(export([heartRate("2026-06-10 08:00:00 +0200", "61", unit: "count/min")]))
        XCTAssertNil(report.cycle)
        XCTAssertFalse(report.text.contains("cycle"))
        XCTAssertFalse(report.text.contains("period"))
    }
}
