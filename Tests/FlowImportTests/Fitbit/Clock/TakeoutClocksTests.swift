import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Takeouts of people who travel or move (`TakeoutTraveller`: sleep logs on the wall clock of
/// each stay, heart rate and SpO2 in true UTC), read as a person hands them over.
final class TakeoutClocksTests: FolderTestCase {
    private func read(
        _ t: TakeoutTraveller, _ name: String = "t", clock: ClockSetting? = nil
    ) throws
        -> (RecordHistory, ImportReport, FeatureTable)
    {
        try t.write(to: folder.appendingPathComponent(name))
        let (history, report) = try FitbitExport.read(ExportFiles(path: path(name)), clock: clock)
        return (history, report, FeatureTable(history: history))
    }

    /// Each morning's sleeping heart rate, by the wake's date (nil when not observed).
    private func sleepingHR(_ table: FeatureTable) -> [String: Double?] {
        Dictionary(
            uniqueKeysWithValues: table.rows.map {
                ($0.day.description, $0.isObserved(.sleepingHR) ? $0[.sleepingHR] : nil)
            })
    }

    /// Eight nights in Chicago across the 2026-03-08 clock change, then eight in Bangkok, the
    /// profile's zone: two periods, Chicago's zone named (its change explains its nights), and
    /// every night's sleeping heart rate the 52 bpm the person slept at. Read on the profile's
    /// zone alone, Chicago's nights lie 12-13 hours off and read the 72 bpm of the day.
    func testAMoverIsReadOnTheClocksLivedOn() throws {
        let t = TakeoutTraveller(
            [.init("America/Chicago", nights: 8), .init("Asia/Bangkok", nights: 8)], firstWake: "2026-03-04",
            profile: "Asia/Bangkok")
        let (history, report, table) = try read(t)
        XCTAssertEqual(
            report.clockLines.map { $0.components(separatedBy: ":").first! },
            ["clock 2026-03-02 to 2026-03-11", "clock 2026-03-11 to 2026-03-20"])
        let said = report.clockLines.joined(separator: "\n")
        for line in [
            "America/Chicago (UTC\u{2212}6/\u{2212}5), inferred: 8 of 8 nights",
            "\nclock 2026-03-11 to 2026-03-20: Asia/Bangkok (UTC+7), from Takeout/Fitbit/Your Profile/Profile.csv: 8 of 8",
        ] { XCTAssertTrue(said.contains(line), said) }
        XCTAssertNil(report.clock)
        for (n, zone) in t.zones.enumerated() {
            let wake = t.night(n).wakeDay
            XCTAssertEqual(sleepingHR(table)[wake], 52, "\(wake) \(zone)")
        }
        // The nights' own records: the first bed, 23:00 in Chicago on 03-03, is 05:00 UTC on 03-04.
        let first = try XCTUnwrap(history.sleep.min { $0.start.instant < $1.start.instant })
        XCTAssertEqual(first.start.instant, t.night(0).bed.timeIntervalSince1970)
        XCTAssertEqual(first.start.offsetSeconds, -21_600)
        // Heart rate keeps its instants and takes its period's offsets.
        let offsets = Set(history.heartRate.map(\.start.offsetSeconds))
        XCTAssertEqual(offsets, [-21_600, -18_000, 25_200])
        // On the profile's zone alone, as before: Chicago's nights read the day's heart rate.
        let (_, _, old) = try read(t, "o", clock: ClockSetting(zone: "Asia/Bangkok"))
        let chicago = t.night(2).wakeDay
        XCTAssertNotEqual(sleepingHR(old)[chicago] ?? nil, 52)
    }

    /// The same person who never left Bangkok: exactly the table the profile's zone gives,
    /// byte for byte, and today's one clock line with its count.
    func testSomeoneWhoNeverMovedKeepsTheProfilesReading() throws {
        let t = TakeoutTraveller([.init("Asia/Bangkok", nights: 10)], firstWake: "2026-03-04", profile: "Asia/Bangkok")
        let (_, report, table) = try read(t)
        let (_, given, byZone) = try read(t, "z", clock: ClockSetting(zone: "Asia/Bangkok"))
        XCTAssertEqual(table.csv(), byZone.csv())
        XCTAssertEqual(
            report.clock,
            "Asia/Bangkok, from Takeout/Fitbit/Your Profile/Profile.csv: 10 of 10 nights with evidence fit it")
        XCTAssertEqual(report.clockLines, [])
        XCTAssertEqual(given.clock, "Asia/Bangkok, the zone given")
    }

    /// A three-night trip is not followed (its nights fit another clock, said so); four are.
    func testTripsOfThreeAndFourNights() throws {
        let three = TakeoutTraveller(
            [.init("Asia/Bangkok", nights: 6), .init("Europe/Paris", nights: 3), .init("Asia/Bangkok", nights: 6)],
            firstWake: "2026-01-10", profile: "Asia/Bangkok")
        let (_, r3, _) = try read(three, "three")
        XCTAssertEqual(r3.clockLines.count, 1)
        XCTAssertTrue(r3.clockLines[0].hasPrefix("clock: 3 nights fit another clock"), "\(r3.clockLines)")
        // One clock for all: its line first, as it was always said, then the nights that fit another.
        XCTAssertEqual(
            r3.clock, "Asia/Bangkok, from Takeout/Fitbit/Your Profile/Profile.csv: 12 of 15 nights with evidence fit it"
        )
        XCTAssertTrue(r3.text.contains("  clock: Asia/Bangkok, from "), r3.text)
        let four = TakeoutTraveller(
            [.init("Asia/Bangkok", nights: 6), .init("Europe/Paris", nights: 4), .init("Asia/Bangkok", nights: 6)],
            firstWake: "2026-01-10", profile: "Asia/Bangkok")
        let (_, r4, t4) = try read(four, "four")
        XCTAssertEqual(r4.clockLines.count, 3, "\(r4.clockLines)")
        XCTAssertTrue(r4.clockLines[1].contains(": UTC+1, inferred: 4 of 4"), "\(r4.clockLines)")
        XCTAssertEqual(sleepingHR(t4)[four.night(7).wakeDay], 52)
    }

    /// Naps are read on the clock of the main sleep before them; nights without the watch give no
    /// evidence and stay in their period. Heart rate only: the watch off for a day either side of
    /// nights 3 and 8 leaves nights 2-4 and 7-9 without any (SpO2 of a neighbouring night could
    /// otherwise place an empty night a day off, as the rule allows).
    func testNapsAndNightsWithoutEvidence() throws {
        var t = TakeoutTraveller(
            [.init("America/Chicago", nights: 8), .init("Asia/Bangkok", nights: 6)], firstWake: "2026-01-10",
            profile: "Asia/Bangkok")
        t.naps = [2]
        t.unworn = [3, 9]
        t.spo2 = { _ in false }
        let (history, report, _) = try read(t)
        // Chicago: nights 2-4 have no heart rate of their own and stay in Chicago's period; nights
        // 8-10 have none either and stay in it too, so the change comes at night 11. (A night next
        // to a day without the watch may borrow a neighbour's dip at an offset far off: the report
        // then counts it as a night that fits another clock.)
        XCTAssertEqual(
            report.clockLines.prefix(2).map { $0.prefix { $0 != "," } },
            ["clock 2026-01-08 to 2026-01-20: UTC\u{2212}6", "clock 2026-01-20 to 2026-01-24: Asia/Bangkok (UTC+7)"])
        XCTAssertTrue(report.clockLines[0].contains(", inferred: ") && report.clockLines[1].contains(", from "))
        let bangkok = try XCTUnwrap(history.sleep.first { $0.start.instant == t.night(11).bed.timeIntervalSince1970 })
        XCTAssertEqual(bangkok.start.offsetSeconds, 25_200)
        // The nap at 14:00 in Chicago (−6) on the wake day of night 2 is 20:00 UTC.
        let nap = try XCTUnwrap(history.sleep.first { $0.stage == .asleep })
        XCTAssertEqual(nap.start.offsetSeconds, -21_600)
        XCTAssertEqual(nap.start.instant, t.night(2).wake.timeIntervalSince1970 + 7 * 3600)
    }

    /// Without a profile: four nights with evidence or more are read on their clocks (a fixed
    /// offset before any zone); fewer ask for the zone, as before.
    func testWithoutAProfile() throws {
        let t = TakeoutTraveller([.init("Asia/Bangkok", nights: 5)], firstWake: "2026-01-10", profile: nil)
        let (_, report, table) = try read(t)
        XCTAssertEqual(report.clock, "UTC+7, inferred: 5 of 5 nights with evidence fit it")
        XCTAssertEqual(sleepingHR(table)[t.night(1).wakeDay], 52)
        let few = TakeoutTraveller([.init("Asia/Bangkok", nights: 3)], firstWake: "2026-01-10", profile: nil)
        XCTAssertThrowsError(try read(few, "few")) { error in
            XCTAssertEqual((error as? FlowError)?.remedy, .zone)
            XCTAssertTrue("\(error)".contains("fewer than 4 nights say where they were lived"), "\(error)")
        }
    }

    /// Zones given by date switch the inference off: each from 00:00 of its date on its own clock;
    /// a date after the history is refused as a request to change.
    func testZonesGivenByDate() throws {
        let t = TakeoutTraveller(
            [.init("America/Chicago", nights: 6), .init("Asia/Bangkok", nights: 6)], firstWake: "2026-01-10",
            profile: "Asia/Bangkok")
        let moved = CalendarDay(iso: t.night(6).wakeDay)!.adding(days: -1)
        let setting = ClockSetting(zone: "America/Chicago", dated: [.init(zone: "Asia/Bangkok", from: moved)])
        let (_, report, table) = try read(t, clock: setting)
        XCTAssertEqual(
            report.clockLines,
            [
                "clock until \(moved.adding(days: -1)): America/Chicago, the zone given",
                "clock from \(moved): Asia/Bangkok, the zone given",
            ])
        XCTAssertEqual(sleepingHR(table)[t.night(1).wakeDay], 52)
        XCTAssertEqual(sleepingHR(table)[t.night(8).wakeDay], 52)
        let late = ClockSetting(zone: nil, dated: [.init(zone: "Asia/Bangkok", from: CalendarDay(iso: "2027-01-01")!)])
        XCTAssertThrowsError(try read(t, "late", clock: late)) { XCTAssertEqual(($0 as? FlowError)?.kind, .request) }
    }
}

/// A half-hour zone: SpO2 counted to the minute fits a night's neighbouring whole hours too (30
/// minutes change the count by less than the 30 minutes of slack), so a tie between +5:30 and
/// +5 or +6 goes to the profile's half-hour zone, and without a profile to the whole hour.
final class TakeoutClocksHalfHourTests: FolderTestCase {
    func testTheProfilesHalfHourZoneWinsItsTies() throws {
        let t = TakeoutTraveller([.init("Asia/Kolkata", nights: 5)], firstWake: "2026-01-10", profile: "Asia/Kolkata")
        try t.write(to: folder.appendingPathComponent("k"))
        let (history, report) = try FitbitExport.read(ExportFiles(path: path("k")))
        XCTAssertEqual(
            report.clock,
            "Asia/Kolkata, from Takeout/Fitbit/Your Profile/Profile.csv: 5 of 5 nights with evidence fit it")
        XCTAssertEqual(Set(history.heartRate.map(\.start.offsetSeconds)), [19_800])
    }
}
