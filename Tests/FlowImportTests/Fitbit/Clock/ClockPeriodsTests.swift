import XCTest

@testable import FlowImport

/// Clock periods chosen by hand-made nights: each night 23:00-07:00 on its wall clock, from
/// 2026-01-10, with one plausible offset (as a stage offset gives) or none.
final class ClockPeriodsTests: XCTestCase {
    /// 2026-01-10 23:00 as wall-clock seconds.
    static let firstWall = 1_768_086_000.0

    static func nights(_ offsets: [Int32?], from first: Double = firstWall) -> [NightEvidence] {
        offsets.enumerated().map { k, o in
            let start = first + Double(k) * 86_400
            return o.map { NightEvidence(start: start, end: start + 8 * 3600, stageOffset: $0) }
                ?? NightEvidence(start: start, end: start + 8 * 3600, windows: MinuteEvidence().finished())
        }
    }

    static func hours(_ h: Double, _ n: Int) -> [Int32?] { Array(repeating: Int32(h * 3600), count: n) }

    /// A trip of `away` nights on `offset` hours between two stays of `home` nights in Bangkok
    /// (UTC+7, the profile's zone), inferred.
    private func trip(_ offset: Double, nights away: Int, home: Int) throws -> ClockPeriods {
        let hours = ClockPeriodsTests.hours
        return try XCTUnwrap(infer(hours(7, home) + hours(offset, away) + hours(7, home), profile: "Asia/Bangkok"))
    }

    private func infer(_ offsets: [Int32?], profile: String?) -> ClockPeriods? {
        let n = ClockPeriodsTests.nights(offsets)
        return ClockPeriods.infer(nights: n, profile: profile, span: (n[0].start - 200_000)...(n.last!.end + 200_000))
    }

    /// Four nights on UTC+1 between stays in Bangkok: staying put would cost 4 × 1, two changes
    /// 2 × 1.5 = 3, so the stay is followed. It begins halfway between the last Bangkok night's
    /// end (07:00 on +7, 00:00 UTC on the 20th) and the first UTC+1 night's start (23:00 on +1,
    /// 22:00 UTC on the 20th): 11:00 UTC on the 20th.
    func testAFourNightStayIsFollowed() throws {
        let p = try trip(1, nights: 4, home: 10)
        XCTAssertEqual(p.periods.map(\.clock.name), ["Asia/Bangkok", "UTC+1", "Asia/Bangkok"])
        XCTAssertEqual(p.periods.map(\.first), [0, 10, 14])
        XCTAssertEqual(p.periods.map(\.last), [9, 13, 23])
        XCTAssertEqual(p.periods[1].from, ClockPeriodsTests.firstWall + 9 * 86_400 + 8 * 3600 - 7 * 3600 + 11 * 3600)
        XCTAssertEqual(p.periods.map(\.withEvidence), [10, 4, 10])
        XCTAssertEqual(p.periods.map(\.fitting), [10, 4, 10])
        XCTAssertEqual(p.misfits, 0)
    }

    /// Three nights away: staying costs 3, two changes 3: a tie, and more nights on the profile
    /// zone win. The trip is not followed, and its three nights are said to fit another clock.
    func testAThreeNightTripIsNotFollowed() throws {
        let p = try trip(1, nights: 3, home: 10)
        XCTAssertEqual(p.periods.map(\.clock.name), ["Asia/Bangkok"])
        XCTAssertEqual(p.misfits, 3)
        XCTAssertTrue(p.isSingle)
    }

    /// A move at the end of the history, away from the profile's zone: the last night on another
    /// clock costs a change too, so four nights are needed there as well; the change is placed at
    /// the first night whose evidence excludes the old clock (two nights without evidence stay).
    func testAMoveAtTheEndAndWhereTheChangeGoes() throws {
        let p = try XCTUnwrap(
            infer(ClockPeriodsTests.hours(7, 6) + [nil, nil] + ClockPeriodsTests.hours(-5, 4), profile: "Asia/Bangkok"))
        XCTAssertEqual(p.periods.map(\.clock.name), ["Asia/Bangkok", "UTC\u{2212}5"])
        XCTAssertEqual(p.periods.map(\.first), [0, 8])
        let three = try XCTUnwrap(
            infer(ClockPeriodsTests.hours(7, 6) + ClockPeriodsTests.hours(-5, 3), profile: "Asia/Bangkok"))
        XCTAssertEqual(three.periods.map(\.clock.name), ["Asia/Bangkok"])
    }

    /// Without a profile: fewer than four nights with evidence give nothing (the zone is asked
    /// for); with four, fixed offsets come before zones, and nights before the first night with
    /// evidence take its clock.
    func testWithoutAProfile() throws {
        XCTAssertNil(infer([nil] + ClockPeriodsTests.hours(5, 3), profile: nil))
        let p = try XCTUnwrap(infer([nil] + ClockPeriodsTests.hours(5, 4), profile: nil))
        XCTAssertEqual(p.periods.map(\.clock.name), ["UTC+5"])
        XCTAssertEqual(p.periods[0].first, 0)
        XCTAssertEqual(p.periods[0].withEvidence, 4)
    }

    /// A half-hour zone is a candidate like any other: four nights on +5:30 in Bangkok's history
    /// are followed, named as the fixed offset (it comes before Asia/Kolkata, which gives the same).
    func testAHalfHourStay() throws {
        let p = try trip(5.5, nights: 5, home: 5)
        XCTAssertEqual(p.periods.map(\.clock.name), ["Asia/Bangkok", "UTC+5:30", "Asia/Bangkok"])
    }

    /// The date line: heart rate alone places a night on its neighbour's day as well at −10 as
    /// at +14; the profile's Pacific/Kiritimati (+14) wins the tie, and without a profile the
    /// offset earlier in the order, −10.
    func testTheDateLine() throws {
        let n = ClockPeriodsTests.nights(Array(repeating: nil, count: 6)).map { night -> NightEvidence in
            var n = night
            n.plausible = [-36_000, 50_400]
            return n
        }
        let span = (n[0].start - 200_000)...(n.last!.end + 200_000)
        XCTAssertEqual(
            ClockPeriods.infer(nights: n, profile: "Pacific/Kiritimati", span: span)?.periods.map(\.clock.name),
            ["Pacific/Kiritimati"])
        XCTAssertEqual(
            ClockPeriods.infer(nights: n, profile: nil, span: span)?.periods.map(\.clock.name), ["UTC\u{2212}10"])
    }

    /// A zone's own daylight-saving change costs nothing: Berlin's nights before 2026-03-29 on +1
    /// and after on +2 stay on the profile's zone, in one period; a fixed offset would need a change.
    func testDaylightSavingIsNoChange() throws {
        let first = 1_774_220_400.0  // 2026-03-22 23:00 on the wall clock
        let offsets: [Int32?] = ClockPeriodsTests.hours(1, 7) + ClockPeriodsTests.hours(2, 7)
        let n = ClockPeriodsTests.nights(offsets, from: first)
        let span = (n[0].start - 200_000)...(n.last!.end + 200_000)
        let p = try XCTUnwrap(ClockPeriods.infer(nights: n, profile: "Europe/Berlin", span: span))
        XCTAssertEqual(p.periods.map(\.clock.name), ["Europe/Berlin"])
        XCTAssertEqual(p.periods[0].fitting, 14)
        // Without a profile, the first zone by name whose changes explain it (Africa/Ceuta keeps
        // the European Union's clock changes, and sorts before Europe/Berlin).
        XCTAssertEqual(
            ClockPeriods.infer(nights: n, profile: nil, span: span)?.periods.map(\.clock.name), ["Africa/Ceuta"])
    }
}
