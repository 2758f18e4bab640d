/// One main sleep of a Takeout, on the wall clock, and the offsets its UTC streams allow: the
/// offsets that place the night where the minute SpO2 (when the night has a full night of it)
/// or else the heart-rate dip says it was. A night under 3 hours, or one that neither says
/// anything about, gives no evidence and fits every clock.
struct NightEvidence: Equatable, Sendable {
    /// The night's span on its own wall clock (seconds since 1970-01-01 00:00 on that clock).
    var start: Double, end: Double
    /// The plausible offsets (seconds east of UTC), or nil when the night gives no evidence.
    var plausible: Set<Int32>?
    /// The single best offset, for the report and for measuring: the most SpO2 minutes, then
    /// the deepest dip, then whole hours before half and quarter ones, then the nearer to 0.
    var best: Int32?

    /// The shortest night that gives evidence, and the SpO2 night and heart-rate dip thresholds.
    static let shortest = 3.0 * 3600, fullSpO2 = 60, spo2Slack = 30
    static let deepestDip = 3.0, dipSlack = 2.0, judgedOutside = 240
    /// SpO2 is read until 30 minutes after the logged wake: the readings run on past it.
    static let afterWake = 1800.0

    /// A night whose evidence is its stage rows' offset (Google's newer layout): that one offset.
    init(start: Double, end: Double, stageOffset: Int32) {
        (self.start, self.end, plausible, best) = (start, end, [stageOffset], stageOffset)
    }

    /// A night read from the buckets: by SpO2 when its best offset finds 60 or more minutes of
    /// it, else by the heart-rate dip when one is judged and 3 bpm or more, else nothing.
    /// - Complexity: O(40 × SpO2 rows in the night) and 40 lookups of running sums.
    init(start: Double, end: Double, windows: NightWindows) {
        (self.start, self.end, plausible, best) = (start, end, nil, nil)
        guard end - start >= NightEvidence.shortest else { return }
        let offsets = CandidateOffsets.all
        let counts = offsets.map { o -> Int in
            windows.hasSpO2
                ? windows.spo2Minutes(from: start - Double(o), to: end - Double(o) + NightEvidence.afterWake) : 0
        }
        let dips = offsets.map { dip(at: $0, windows) }
        let most = counts.max() ?? 0
        if most >= NightEvidence.fullSpO2 {
            plausible = Set(zip(offsets, counts).filter { $0.1 >= most - NightEvidence.spo2Slack }.map(\.0))
        } else if let deepest = dips.compactMap({ $0 }).max(), deepest >= NightEvidence.deepestDip {
            plausible = Set(
                zip(offsets, dips).filter { ($0.1 ?? -.infinity) >= deepest - NightEvidence.dipSlack }.map(\.0))
        }
        guard plausible != nil else { return }
        best = offsets.indices.min { a, b in
            if counts[a] != counts[b] { return counts[a] > counts[b] }
            let (da, db) = (dips[a] ?? -.infinity, dips[b] ?? -.infinity)
            if da != db { return da > db }
            let (ra, rb) = (CandidateOffsets.rank(offsets[a]), CandidateOffsets.rank(offsets[b]))
            if ra != rb { return ra < rb }
            return offsets[a].magnitude < offsets[b].magnitude
        }.map { offsets[$0] }
    }

    /// The heart-rate dip with the night placed at offset `o`.
    private func dip(at o: Int32, _ windows: NightWindows) -> Double? {
        NightEvidence.dip(start: start - Double(o), end: end - Double(o), windows)
    }

    /// The heart-rate dip of a span of UTC time: the mean of the minutes of the 24 hours centred
    /// on it that lie outside it, less the mean of those inside; nil when not judged (under half
    /// the span's minutes with heart rate, or under 240 minutes outside).
    static func dip(start a: Double, end b: Double, _ windows: NightWindows) -> Double? {
        let middle = (a + b) / 2
        let inside = windows.heartRate(from: a, to: b)
        let window = windows.heartRate(from: middle - 43_200, to: middle + 43_200)
        let outside = (n: window.withRate - inside.withRate, sum: window.sum - inside.sum)
        guard inside.withRate > 0, 2 * inside.withRate >= inside.minutes, outside.n >= judgedOutside else { return nil }
        return outside.sum / Double(outside.n) - inside.sum / Double(inside.withRate)
    }

    /// True when a clock's offsets at the night's start and end fit it: one of them is plausible,
    /// or the night gives no evidence.
    func fits(startOffset: Int32, endOffset: Int32) -> Bool {
        guard let plausible else { return true }
        return plausible.contains(startOffset) || plausible.contains(endOffset)
    }
}
