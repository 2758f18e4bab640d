import Foundation

/// UTC offsets of named time zones (the tz database, daylight saving included): for Apple
/// records that carry `HKTimeZone`, and for Fitbit exports whose files carry no offset.
struct ZoneOffsets {
    private var zones: [String: TimeZone?] = [:]
    private var cache: [String: [Int64: Int32]] = [:]
    /// The last answer: samples come in time order, so most lookups repeat it.
    private var last: (name: String, key: Int64, offset: Int32)?

    /// True when the tz database knows the zone (an IANA name such as `Europe/Oslo`).
    static func isKnown(_ name: String) -> Bool { !name.isEmpty && TimeZone(identifier: name) != nil }

    /// The offset of `zone` at an instant, or nil for a zone the tz database does not know.
    mutating func offset(zone name: String, at instant: Double) -> Int32? {
        // The quarter hour's number, converted exactly (a non-finite or vast instant has none).
        guard let key = Int64(exactly: (instant / 900).rounded(.down)) else { return nil }
        if let last, last.key == key, last.name == name { return last.offset }
        let zone: TimeZone?
        if let known = zones[name] {
            zone = known
        } else {
            zone = TimeZone(identifier: name)
            zones[name] = zone
        }
        guard let zone else { return nil }
        // Offsets change on whole quarter hours at most once in a while: cache by quarter hour.
        if let hit = cache[name]?[key] {
            last = (name, key, hit)
            return hit
        }
        let offset = Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        if cache[name, default: [:]].count > 100_000 { cache[name] = [:] }
        cache[name, default: [:]][key] = offset
        last = (name, key, offset)
        return offset
    }

    /// The instant a wall-clock reading in `zone` names (`wall`: the local time as seconds
    /// since 1970-01-01 00:00 on that clock), with its offset. A time that occurs twice (the
    /// hour the clocks go back) is read as the first; one skipped when they go forward is read
    /// on the offset before the change. Nil for an unknown zone.
    mutating func timestamp(zone name: String, wallClock wall: Double) -> (instant: Double, offset: Int32)? {
        guard let guess = offset(zone: name, at: wall) else { return nil }
        // The offsets in force an hour either side of the guess: the earlier matching one wins.
        var candidates: [Int32] = []
        for probe in [wall - Double(guess) - 7200, wall - Double(guess), wall - Double(guess) + 7200] {
            if let o = offset(zone: name, at: probe), !candidates.contains(o) { candidates.append(o) }
        }
        for o in candidates {
            let instant = wall - Double(o)
            if offset(zone: name, at: instant) == o { return (instant, o) }
        }
        let before = candidates[0]
        return (wall - Double(before), before)
    }
}
