import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// PMSys wellness reports as labels.
final class PMSysWellnessTests: FolderTestCase {
    func testPMSysLabelsAreDatedInLocalTimeAndTheLastReportOfADayWins() throws {
        let text = """
            effective_time_frame,fatigue,mood,readiness,sleep_duration_h,sleep_quality,soreness,soreness_area,stress
            2026-03-01T07:30:00.000Z,3,3,7,7,3,2,[12921003],4
            2026-03-01T23:30:00.000Z,3,3,7,7,3,2,"[12921003, 12921004]",2
            2026-03-02T06:00:00.000Z,3,3,7,7,3,2,[],0
            2026-03-02T21:00:00.000Z,3,3,7,7,3,2,[],5

            """
        // At UTC+1 the 23:30 report is on March 2, with the 06:00 one; the 21:00 one is the last of March 2.
        let labels = try LabelTable.parse(text, file: "wellness.csv", utcOffsetSeconds: 3600)
        XCTAssertEqual(labels.replacedDuplicates, 2)
        XCTAssertEqual(
            labels.values(of: "stress"),
            [CalendarDay(year: 2026, month: 3, day: 1)!: 4, CalendarDay(year: 2026, month: 3, day: 2)!: 5])
        XCTAssertEqual(labels.values(of: "readiness")?.count, 2)
        XCTAssertEqual(labels.unusableCells, 4)  // soreness_area is not a number
        // In UTC the 23:30 report is March 1's last.
        let utc = try LabelTable.parse(text, file: "wellness.csv", utcOffsetSeconds: 0)
        XCTAssertEqual(utc.values(of: "stress")?[CalendarDay(year: 2026, month: 3, day: 1)!], 2)
        XCTAssertThrowsError(try LabelTable.parse("effective_time_frame,stress\n2026-03-01,3\n", file: "w.csv")) {
            error in
            XCTAssertEqual((error as? InputError)?.kind, .data)
        }
    }
}
