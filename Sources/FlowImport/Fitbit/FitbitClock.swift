import FlowRecords

/// How a Fitbit export's times, which carry no offset, become timestamps.
///
/// The layout with one file per type (PMData) writes every time on the wearer's wall clock,
/// and no zone is known: such times are read as local time with offset +00:00, which keeps
/// local dates and hours right. Google Takeout writes heart rate and steps in UTC and sleep
/// on the wall clock: with one zone both become true instants with the zone's offset at that
/// instant; with the clocks the person lived on (`ClockPeriods`, or zones given by date), a
/// UTC time is read on its period's clock and a wall-clock time on its night's.
struct FitbitClock {
    /// Which clock the times are read on.
    enum Mode: Sendable {
        /// The wall clock, as +00:00 (no zone known).
        case wallClock
        /// One tz zone for the whole history.
        case zone(String)
        /// The clocks worked out night by night.
        case periods(ClockPeriods)
        /// Zones given by date.
        case given(GivenClocks)
    }

    /// The clock the times are read on.
    var mode: Mode
    private var offsets = ZoneOffsets()

    /// The wall-clock reading (no zone known).
    static let wallClock = FitbitClock(zone: nil)

    /// One zone for every time (nil: the wall-clock reading).
    init(zone: String?) { mode = zone.map { .zone($0) } ?? .wallClock }

    /// A clock of another mode.
    init(_ mode: Mode) { self.mode = mode }

    /// A time written on the wearer's wall clock (`parsed` as if it were UTC).
    mutating func local(_ parsed: Timestamp) -> Timestamp {
        let w = parsed.instant
        switch mode {
        case .wallClock: return parsed
        case .zone(let zone):
            guard let t = offsets.timestamp(zone: zone, wallClock: w) else { return parsed }
            return Timestamp(instant: t.instant, offsetSeconds: t.offset)
        case .periods(let p): return FitbitClock.reading(w, on: p.clock(atWall: w))
        case .given(let g): return FitbitClock.reading(w, on: g.clock(atWall: w))
        }
    }

    /// A time written in UTC, given the offset of its clock at that instant.
    mutating func utc(_ parsed: Timestamp) -> Timestamp {
        let t = parsed.instant
        switch mode {
        case .wallClock: return parsed
        case .zone(let zone):
            guard let offset = offsets.offset(zone: zone, at: t) else { return parsed }
            return Timestamp(instant: t, offsetSeconds: offset)
        case .periods(let p): return Timestamp(instant: t, offsetSeconds: p.offset(atInstant: t))
        case .given(let g): return Timestamp(instant: t, offsetSeconds: g.clock(atInstant: t).offset(atInstant: t))
        }
    }

    /// `seconds` after `start`, on the clock's offset at that instant (the wall-clock reading
    /// keeps +00:00).
    mutating func adding(_ seconds: Double, to start: Timestamp) -> Timestamp {
        utc(Timestamp(instant: start.instant + seconds, offsetSeconds: start.offsetSeconds))
    }

    /// A wall-clock time read on one clock.
    private static func reading(_ w: Double, on clock: LivedClock) -> Timestamp {
        let o = clock.offset(atWall: w)
        return Timestamp(instant: w - Double(o), offsetSeconds: o)
    }
}
