import FlowRecords

/// How a Fitbit export's times, which carry no offset, become timestamps.
///
/// The layout with one file per type (PMData) writes every time on the wearer's wall clock,
/// and no zone is known: such times are read as local time with offset +00:00, which keeps
/// local dates and hours right. Google Takeout writes heart rate and steps in UTC and sleep
/// on the wall clock; with the person's zone both become true instants with the zone's
/// offset at that instant.
struct FitbitClock {
    /// The zone's name, or nil for the wall-clock reading.
    let zone: String?
    private var offsets = ZoneOffsets()

    /// The wall-clock reading (no zone known).
    static let wallClock = FitbitClock(zone: nil)

    /// A clock for a zone the tz database knows.
    init(zone: String?) { self.zone = zone }

    /// A time written on the wearer's wall clock (`parsed` as if it were UTC).
    mutating func local(_ parsed: Timestamp) -> Timestamp {
        guard let zone, let t = offsets.timestamp(zone: zone, wallClock: parsed.instant) else { return parsed }
        return Timestamp(instant: t.instant, offsetSeconds: t.offset)
    }

    /// A time written in UTC, given the zone's offset at that instant.
    mutating func utc(_ parsed: Timestamp) -> Timestamp {
        guard let zone, let offset = offsets.offset(zone: zone, at: parsed.instant) else { return parsed }
        return Timestamp(instant: parsed.instant, offsetSeconds: offset)
    }

    /// `seconds` after `start`, on the zone's offset at that instant (the wall-clock reading
    /// keeps +00:00).
    mutating func adding(_ seconds: Double, to start: Timestamp) -> Timestamp {
        utc(Timestamp(instant: start.instant + seconds, offsetSeconds: start.offsetSeconds))
    }
}
