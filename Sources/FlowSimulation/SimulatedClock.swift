import FlowRecords

/// The simulated person's clocks: a home zone at UTC+1 with European daylight saving
/// (UTC+2 from the last Sunday of March to the last Sunday of October, switching at
/// 01:00 UTC), and trips to UTC-5.
struct SimulatedClock {
    /// Trips as [depart, return) instants.
    var trips: [(Double, Double)] = []

    static let homeStandard = 3600
    static let tripOffset = -5 * 3600
    /// tz database names with exactly these rules (for the export's `HKTimeZone`).
    static let homeZone = "Europe/Berlin", tripZone = "America/Bogota"

    /// The tz name of the zone in force at an instant.
    func zoneName(at instant: Double) -> String {
        for (a, b) in trips where instant >= a && instant < b { return SimulatedClock.tripZone }
        return SimulatedClock.homeZone
    }

    /// The UTC offset in force at an instant.
    func offset(at instant: Double) -> Int {
        for (a, b) in trips where instant >= a && instant < b { return SimulatedClock.tripOffset }
        return SimulatedClock.homeOffset(at: instant)
    }

    static func homeOffset(at instant: Double) -> Int {
        let day = CalendarDay(ordinal: Int((instant / 86_400).rounded(.down)))
        let year = day.components.year
        let start = Double(lastSunday(year: year, month: 3).ordinal) * 86_400 + 3600
        let end = Double(lastSunday(year: year, month: 10).ordinal) * 86_400 + 3600
        return instant >= start && instant < end ? 7200 : 3600
    }

    static func lastSunday(year: Int, month: Int) -> CalendarDay {
        let last = CalendarDay(year: year, month: month, day: CalendarDay.daysIn(month: month, year: year))!
        let weekday = ((last.ordinal + 4) % 7 + 7) % 7  // 0 = Sunday; 1970-01-01 was a Thursday
        return last.adding(days: -weekday)
    }

    /// The instant at which the local clock shows `localSeconds`.
    func instant(local localSeconds: Double) -> Double {
        let guess = localSeconds - Double(offset(at: localSeconds - Double(SimulatedClock.homeStandard)))
        return localSeconds - Double(offset(at: guess))
    }

    /// ISO 8601 with the offset in force (`2026-03-01T23:10:00+01:00`), or Apple's
    /// spelling (`2026-03-01 23:10:00 +0100`).
    func stamp(_ instant: Double, apple: Bool = false) -> String {
        stamp(instant, offset: offset(at: instant), apple: apple)
    }

    /// The same with a chosen offset (an export writes sleep in the home zone's offset).
    func stamp(_ instant: Double, offset: Int, apple: Bool) -> String {
        let local = Int((instant + Double(offset)).rounded(.down))
        let day = CalendarDay(ordinal: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let secs = local - day.ordinal * 86_400
        let clock = "\(two(secs / 3600)):\(two(secs / 60 % 60)):\(two(secs % 60))"
        let sign = offset < 0 ? "-" : "+"
        let oh = two(abs(offset) / 3600)
        let om = two(abs(offset) / 60 % 60)
        return apple ? "\(day) \(clock) \(sign)\(oh)\(om)" : "\(day)T\(clock)\(sign)\(oh):\(om)"
    }

    private func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
}
