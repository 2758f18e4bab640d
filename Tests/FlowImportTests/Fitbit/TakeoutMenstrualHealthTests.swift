import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// A Takeout's `Menstrual Health/` folder written by hand from the cycle sheet's layout (§4):
/// `manual` starts read, `computed` rows (Fitbit's forecast) counted as left out, ovulation and
/// fertile columns never read, the symptoms' flow, spotting apart, the typed-in cycle length,
/// a pill from its start to the day before the next event.
final class TakeoutMenstrualHealthTests: FolderTestCase {
    static let folder = "Takeout/Fitbit/Menstrual Health"

    func testLoggedStartsOnlyNeverTheForecast() throws {
        try write(
            "id,full_name,timezone\nABC,Pat Doe,Europe/Berlin\n", "Profile.csv", in: "Takeout/Fitbit/Your Profile")
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: TakeoutExportTests.data)
        // The last manual row's cycle end lies after the export: only its start is the person's.
        try write(
            """
            id,cycle_start_date,cycle_end_date,ovulation_start_date,ovulation_end_date,ovulation_source,period_start_date,period_end_date,period_source,fertile_start_date,fertile_end_date,fertile_source
            101,2025-06-20,2025-07-17,2025-07-03,2025-07-03,computed,2025-06-20,2025-06-24,manual,2025-06-28,2025-07-04,computed
            102,2025-07-18,2025-08-25,null,null,null,2025-07-18,2025-07-22,manual,null,null,null
            1,2025-08-26,2025-09-22,2025-09-08,2025-09-08,computed,2025-08-26,2025-08-30,computed,2025-09-03,2025-09-09,computed
            2,2025-09-23,2025-10-20,null,null,null,2025-09-23,2025-09-27,computed,null,null,null
            """ + "\n", "menstrual_health_cycles.csv", in: Self.folder)
        // Newest first; no final newline, as one real file ends.
        try write(
            """
            timestamp,fluids,flow,conditions,sex,ovulation_test,cycle_altering_event,mood
            2025-07-19,null,medium,cramps & bloated,null,null,null,null
            2025-07-18,null,heavy,null,null,null,null,null
            2025-07-10,null,spotting,null,null,null,null,null
            2025-06-21,null,light,null,null,null,null,fatigued
            2025-06-20,null,gushing,null,null,null,null,null
            """, "menstrual_health_symptoms.csv", in: Self.folder)
        try write(
            "pregnancy_history,birth_control_history,avg_period_days,avg_cycle_days\nnull,null,5,29\n",
            "menstrual_health_settings.csv", in: Self.folder)
        try write(
            "birth_control_type,event_date,has_started\nPill,2025-01-01,true\nNone,2025-05-01,true\n",
            "menstrual_health_birth_control.csv", in: Self.folder)
        let (h, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(h.periodStart.map(\.start.iso8601), ["2025-06-20T00:00:00+02:00", "2025-07-18T00:00:00+02:00"])
        XCTAssertEqual(h.menstrualFlow.map(\.value).sorted(), [1, 2, 3])
        XCTAssertEqual(report.rejected[.forecast], 2)
        XCTAssertEqual(report.rejected[.cycleCodeUnknown], 1)  // "gushing"
        XCTAssertTrue(report.notes.contains("1 day of spotting: not a period"), "\(report.notes)")
        XCTAssertEqual(h.statedCycleDays?.days, 29)
        // The pill from 1 January to 30 April (the day before the next event), as whole days.
        XCTAssertEqual(h.cyclePause.map(\.start.iso8601), ["2025-01-01T00:00:00+01:00"])
        XCTAssertEqual(h.cyclePause.map(\.end.iso8601), ["2025-05-01T00:00:00+02:00"])
        XCTAssertEqual(
            report.cycle,
            "2 period starts, 2025-06-20 to 2025-07-18, from 3 bleeding days and 2 logged starts; 1 stretch of pregnancy, lactation or hormonal "
                + "contraception logged; a stated cycle "
                + "length of 29 days (Takeout/Fitbit/Menstrual Health/menstrual_health_settings.csv)")
        XCTAssertFalse(report.notRead.contains { $0.hasPrefix("Menstrual Health") }, "\(report.notRead)")
    }
}
