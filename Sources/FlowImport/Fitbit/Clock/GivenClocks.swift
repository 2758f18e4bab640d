/// The clocks a person gave by hand (`ClockSetting`), as stretches of time: each dated zone from
/// 00:00 of its date on its own clock until the next; before the first, the undated zone, else
/// the profile's, else the first dated zone.
struct GivenClocks: Sendable {
    /// Each stretch: where it begins as a UTC instant and as a wall-clock time, and its clock.
    let stretches: [(instant: Double, wall: Double, clock: LivedClock)]

    /// The stretches of `setting` over `span` (nil when a zone is unknown to the tz database).
    init?(_ setting: ClockSetting, profile: String?, span: ClosedRange<Double>) {
        guard let base = setting.zone ?? profile ?? setting.dated.first?.zone,
            let baseClock = LivedClock(zone: base, over: span)
        else { return nil }
        var out: [(Double, Double, LivedClock)] = [(-.infinity, -.infinity, baseClock)]
        for d in setting.dated {
            guard let clock = LivedClock(zone: d.zone, over: span) else { return nil }
            let wall = Double(d.from.midnightLocalSeconds)
            out.append((wall - Double(clock.offset(atWall: wall)), wall, clock))
        }
        stretches = out
    }

    /// The clock of a UTC instant.
    func clock(atInstant t: Double) -> LivedClock { stretches.last { $0.instant <= t }!.clock }

    /// The clock of a wall-clock time.
    func clock(atWall w: Double) -> LivedClock { stretches.last { $0.wall <= w }!.clock }
}
