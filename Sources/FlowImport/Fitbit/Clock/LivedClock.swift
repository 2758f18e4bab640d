import Foundation

/// A clock a person may have lived on: a zone of the tz database (its daylight saving
/// included) or a fixed offset, with its offsets over a span of time worked out once from the
/// zone's transitions, so an offset at an instant or at a wall-clock time is a binary search.
struct LivedClock: Sendable {
    /// The zone's name (`Europe/Berlin`), or the offset's (`UTC−5`).
    let name: String
    /// The zone's name when it is one (nil for a fixed offset).
    let zone: String?
    /// Each stretch of one offset: from its first instant on (the first from minus infinity).
    private let stretches: [(from: Double, offset: Int32)]

    /// A fixed offset (seconds east of UTC).
    init(fixed offset: Int32) {
        (name, zone, stretches) = (CandidateOffsets.name(offset), nil, [(-.infinity, offset)])
    }

    /// A zone's offsets from `span`'s lower bound to its upper (a day either side read too); nil
    /// for a zone the tz database does not know.
    init?(zone id: String, over span: ClosedRange<Double>) {
        guard let tz = TimeZone(identifier: id) else { return nil }
        let start = span.lowerBound - 86_400
        var out: [(Double, Int32)] = [(-.infinity, Int32(tz.secondsFromGMT(for: Date(timeIntervalSince1970: start))))]
        var at = Date(timeIntervalSince1970: start)
        while let next = tz.nextDaylightSavingTimeTransition(after: at),
            next.timeIntervalSince1970 <= span.upperBound + 86_400
        {
            let offset = Int32(tz.secondsFromGMT(for: next))
            if offset != out.last!.1 { out.append((next.timeIntervalSince1970, offset)) }
            at = next
        }
        (name, zone, stretches) = (id, id, out)
    }

    /// The offset in force at a UTC instant.
    func offset(atInstant t: Double) -> Int32 {
        var (lo, hi) = (0, stretches.count)  // stretches[lo].from <= t < stretches[hi].from
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if stretches[mid].from <= t { lo = mid } else { hi = mid }
        }
        return stretches[lo].offset
    }

    /// The offset a wall-clock time (seconds since 1970 on this clock) is read on: of a time the
    /// clocks show twice (when they go back), the first; of one they skip (when they go
    /// forward), the offset before the change.
    func offset(atWall w: Double) -> Int32 {
        let guess = offset(atInstant: w - Double(offset(atInstant: w)))
        var candidates: [Int32] = []
        for probe in [w - Double(guess) - 7200, w - Double(guess), w - Double(guess) + 7200] {
            let o = offset(atInstant: probe)
            if !candidates.contains(o) { candidates.append(o) }
        }
        for o in candidates.sorted(by: >) where offset(atInstant: w - Double(o)) == o { return o }
        return offset(atInstant: w - Double(candidates.max()!) - 1)
    }

    /// The clock's stretches of one offset between two instants, the first beginning at `a`.
    func stretches(from a: Double, to b: Double) -> [(from: Double, offset: Int32)] {
        [(a, offset(atInstant: a))] + stretches.filter { $0.from > a && $0.from < b }.map { ($0.from, $0.offset) }
    }

    /// The offsets the clock has between two instants, in the order they come.
    func offsets(from a: Double, to b: Double) -> [Int32] {
        var out = [offset(atInstant: a)]
        for s in stretches where s.from > a && s.from <= b && s.offset != out.last { out.append(s.offset) }
        return out
    }

    /// The zones the clocks are chosen among, by name: every tz zone under the regions people
    /// live in (`Africa/` … `Pacific/`).
    static let regionZones: [String] = TimeZone.knownTimeZoneIdentifiers.filter { id in
        ["Africa/", "America/", "Antarctica/", "Asia/", "Atlantic/", "Australia/", "Europe/", "Indian/", "Pacific/"]
            .contains(where: id.hasPrefix)
    }.sorted()
}
