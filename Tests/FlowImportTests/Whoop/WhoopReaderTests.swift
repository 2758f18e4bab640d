import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// How WHOOP's files become records: nights from their totals, scores on their rows, naps, flights
/// and the open cycle, the journal as check-ins, the cycles when there are no sleeps, bad cells
/// counted (moved here from the export suite, unchanged).
final class WhoopReaderTests: FolderTestCase {
    func testACyclesNightGivesItsSpanTotalsSharesAndMidpoint() throws {
        let (_, _, table) = try readWhoop()
        // 2024-05-01 22:51 to 05-02 06:40 at UTC-04:00: a bed span of 7 h 49 min = 469 min;
        // asleep 402 min; light 214, deep 88, REM 100 (402 staged minutes).
        let r = try row(table, "2024-05-02")
        assertSummaryNight(r, asleep: 402, inBed: 469, deep: 88, rem: 100, perHour: 60)
        // Midpoint: 22:51 + 234.5 min = 02:45:30 on the wake's day.
        XCTAssertEqual(r[.sleepMidpoint], 2 + 45.5 / 60, accuracy: 1e-12)
        // Wake-ups and the sleeping HR are not in the totals: filled in, the sleep group measured.
        XCTAssertFalse(r[.sleepMissing])
        XCTAssertFalse(r.isObserved(.wakeCount))
        XCTAssertTrue(r[.sleepingHRMissing])
        // The night's values: RMSSD 41 ms, resting HR 58 (dated 05-01, so on row 05-02), the vitals.
        XCTAssertEqual(r[.hrvSDNN], 41)
        XCTAssertEqual(r.hrvRMSSD, 41)
        XCTAssertEqual(r[.restingHR], 58)
        XCTAssertEqual(r.respiratoryRate, 15.6)
        XCTAssertEqual(r.spo2, 95.87)
        XCTAssertEqual(r.wristTemperature, 33.02)
        XCTAssertEqual(table.hrv, .rmssd)
    }

    /// WHOOP's resting HR is a night's: every one comes from a source marked nightly, so the
    /// insights read it on the row after the evening (lag 1); a records CSV's is a day's.
    func testTheRestingHRIsANights() throws {
        let (history, _, _) = try readWhoop()
        XCTAssertFalse(history.restingHR.isEmpty)
        XCTAssertTrue(history.restingHRIsNightly)
        let (csv, _) = try RecordsCSV.parse(
            RecordsCSV.header + "\nresting_hr,2026-03-01T00:00:00+01:00,2026-03-01T00:00:00+01:00,52,Ring\n")
        XCTAssertFalse(csv.restingHRIsNightly)
        // Pooled with a watch's day-dated resting HR, the history is no longer all nightly.
        let (pooled, _) = try RecordHistory.pooled([history, csv], file: "both")
        XCTAssertEqual(pooled.nightlyRestingHRSources, history.nightlyRestingHRSources)
        XCTAssertFalse(pooled.restingHRIsNightly)
    }

    func testWhoopsScoresSitOnTheirRows() throws {
        let (history, _, table) = try readWhoop()
        // Recovery and sleep performance at each wake: 60/85 on 04-29, 44/79 on 05-02, 71/88 on 05-03.
        XCTAssertEqual(try row(table, "2024-04-29").deviceRecovery, 60)
        XCTAssertEqual(try row(table, "2024-05-02").deviceRecovery, 44)
        XCTAssertEqual(try row(table, "2024-05-02").deviceSleep, 79)
        XCTAssertEqual(try row(table, "2024-05-03").deviceRecovery, 71)
        XCTAssertEqual(try row(table, "2024-05-03").deviceSleep, 88)
        // Day Strain describes the day of the wake opening its cycle, and row D carries D−1's:
        // 10.0 (wake 04-29) on 04-30; 8.4 (no sleep: its start, 04-30) on 05-01; 12.8 (wake
        // 05-02) on 05-03; the open cycle has none.
        XCTAssertEqual(try row(table, "2024-04-30").deviceStrain, 10)
        XCTAssertEqual(try row(table, "2024-05-01").deviceStrain, 8.4)
        XCTAssertNil(try row(table, "2024-05-02").deviceStrain)
        XCTAssertEqual(try row(table, "2024-05-03").deviceStrain, 12.8)
        XCTAssertEqual(history.deviceStrain.count, 3)
        XCTAssertTrue(table.hasDeviceColumns)
        // Never features: the 19 values of a row do not hold them.
        XCTAssertEqual(try row(table, "2024-05-02").values.count, Feature.allCases.count)
    }

    func testTheNapAndTheFlightAndTheOpenCycle() throws {
        let (history, _, table) = try readWhoop()
        // The nap (14:05-14:48, 38 min asleep) lies between Main(05-02) and Main(05-03): row 05-03.
        XCTAssertEqual(try row(table, "2024-05-03")[.napMinutes], 38)
        // Before the flight, UTC+01:00: 23:30-07:30 is 8 h in bed, 420 min asleep, midpoint 03:30.
        let before = try row(table, "2024-04-29")
        XCTAssertEqual(before[.sleepHours], 7)
        XCTAssertEqual(before[.inBedHours], 8)
        XCTAssertEqual(before[.sleepMidpoint], 3.5)
        // The open cycle's night (23:10-06:58, 421 min asleep) is read for what it holds.
        XCTAssertEqual(try row(table, "2024-05-03")[.sleepHours], 421.0 / 60, accuracy: 1e-12)
        // Four nights (three main, one nap), each an in_bed record and five totals.
        XCTAssertEqual(history.sleep.count, 4)
        XCTAssertEqual(history.sleep.filter { $0.stage == .inBed }.count, 4)
        XCTAssertEqual(history.sleepTotals.count, 20)
        XCTAssertEqual(history.sources, ["WHOOP"])
    }

    func testTheJournalIsCheckinsDatedTheEveningBeforeTheWake() throws {
        let (history, report, _) = try readWhoop()
        let checkins = try XCTUnwrap(history.checkins)
        // Behaviours slugged and sorted; the trailing space and brackets dropped.
        XCTAssertEqual(checkins.behaviours, ["have_any_alcoholic_drinks", "read_in_bed"])
        // Each behaviour keeps its question as asked (its trailing space trimmed), for the words.
        XCTAssertEqual(
            checkins.questions,
            ["have_any_alcoholic_drinks": "Have any alcoholic drinks?", "read_in_bed": "Read (in bed)"])
        // Cycle 05-01 22:51 wakes 05-02: its answers are the evening of 05-01; the open cycle
        // wakes 05-03: 05-02, where "Read (in bed)" was not asked and stays unlogged.
        XCTAssertEqual(
            checkins.days,
            [
                CheckinDay(day: CalendarDay(iso: "2024-05-01")!, values: [1, 0], stress: nil),
                CheckinDay(day: CalendarDay(iso: "2024-05-02")!, values: [0, nil], stress: nil),
            ])
        // The cycle without a sleep has no date, and "maybe" is no answer: both counted.
        XCTAssertEqual(report.rejected[.noSleepForJournal], 1)
        XCTAssertEqual(report.rejected[.notYesOrNo], 1)
        XCTAssertTrue(report.notRead.contains("workouts.csv (1 workouts)"), "\(report.notRead)")
    }

    /// "Menstruating" answered yes is a bleeding day on the evening its answers are kept for
    /// (SPEC 18.1), never a check-in; a no is no record (the cycle sheet, §5).
    func testMenstruatingIsTheCycleNotACheckin() throws {
        try WhoopFixture.write(to: path("my_whoop_data_2024_05_03"))
        let journal =
            WhoopFixture.journal
            + "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,Menstruating,true,\n"
            + "2024-05-02 23:10:00,,UTC-04:00,Menstruating,false,\n"
        try journal.write(
            toFile: path("my_whoop_data_2024_05_03/journal_entries.csv"), atomically: false, encoding: .utf8)
        let (history, report) = try HistoryFormat.whoop.records(OpenedHistory(path: path("my_whoop_data_2024_05_03")))
        XCTAssertEqual(history.menstrualFlow.map(\.start.iso8601), ["2024-05-01T00:00:00-04:00"])
        XCTAssertEqual(history.checkins?.behaviours, ["have_any_alcoholic_drinks", "read_in_bed"])
        XCTAssertEqual(report.cycle, "1 period start, 2024-05-01, from 1 bleeding day")
    }

    func testWithoutSleepsTheCyclesGiveTheNights() throws {
        let (history, _, table) = try readWhoop(cyclesOnly: true)
        // Three cycles with a night; no nap without sleeps.csv.
        XCTAssertEqual(history.sleep.count, 3)
        XCTAssertEqual(try row(table, "2024-05-02")[.sleepHours], 402.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(try row(table, "2024-05-03")[.napMinutes], 0)
        XCTAssertNil(history.checkins)
    }

    func testBadCellsAreRejectedAndCounted() throws {
        // A strain of 22 is outside WHOOP's 0-21; an HRV of "x" is not a number; a zone that is no offset.
        let bad = WhoopFixture.cycles
            .replacingOccurrences(of: ",12.8,", with: ",22,")
            .replacingOccurrences(of: "UTC-04:00,44,58,41,", with: "UTC-04:00,44,58,x,")
            .replacingOccurrences(
                of: "2024-04-30 09:00:00,2024-05-01 22:51:00,UTC-04:00",
                with: "2024-04-30 09:00:00,2024-05-01 22:51:00,EST")
        try write(bad, "physiological_cycles.csv", in: "c")
        let (history, report) = try WhoopExport.read(path: path("c"))
        XCTAssertEqual(report.rejected[.deviceScoreOutOfRange], 1)
        XCTAssertEqual(report.rejected[.nonNumeric], 1)
        XCTAssertEqual(report.rejected[.unparseableTime], 1)
        XCTAssertEqual(history.hrvRMSSD.count, 2)
    }
}

/// WHOOP's current cycle has no end when the export is written: its Day Strain so far is a day
/// not over; a closed cycle's is its day's.
final class WhoopReaderOpenCycleTests: FolderTestCase {
    func testTheOpenCyclesStrainIsNoDaysStrain() throws {
        let open = WhoopFixture.cycles.replacingOccurrences(
            of: "2024-05-02 23:10:00,,UTC-04:00,71,54,62,33.41,96.20,,",
            with: "2024-05-02 23:10:00,,UTC-04:00,71,54,62,33.41,96.20,4.1,")
        XCTAssertNotEqual(open, WhoopFixture.cycles)
        let file = try write(open, "physiological_cycles.csv", in: "w")
        let (history, report) = try WhoopExport.read(path: file)
        // The three closed cycles' strains (10.0, 8.4, 12.8); the open one's 4.1 left out, counted.
        XCTAssertEqual(history.deviceStrain.map(\.value).sorted(), [8.4, 10, 12.8])
        XCTAssertEqual(report.rejected[.dayNotOver], 1)
        // Its night, resting HR and scores are the night's, whole, and kept.
        XCTAssertTrue(history.restingHR.contains { $0.value == 54 })
        XCTAssertTrue(history.deviceRecovery.contains { $0.value == 71 })
    }
}
