import Foundation

/// UTC offsets of named time zones (the tz database), for records that carry
/// `HKTimeZone`: their local time is read in that zone at that instant.
struct ZoneOffsets {
    private var zones: [String: TimeZone?] = [:]
    private var cache: [String: [Int64: Int32]] = [:]

    /// The offset of `zone` at an instant, or nil for a zone the tz database does not know.
    mutating func offset(zone name: String, at instant: Double) -> Int32? {
        let zone: TimeZone?
        if let known = zones[name] { zone = known } else {
            zone = TimeZone(identifier: name)
            zones[name] = zone
        }
        guard let zone else { return nil }
        // Offsets change on whole quarter hours at most once in a while: cache by quarter hour.
        let key = Int64((instant / 900).rounded(.down))
        if let hit = cache[name]?[key] { return hit }
        let offset = Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        if cache[name, default: [:]].count > 100_000 { cache[name] = [:] }
        cache[name, default: [:]][key] = offset
        return offset
    }
}
