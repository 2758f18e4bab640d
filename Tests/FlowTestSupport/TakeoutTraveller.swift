import Foundation

/// A Google Takeout of a person who travels or moves, written as real Takeouts write it
/// (`../shared/formats`, SPEC 19): sleep logs on the wall clock of the zone lived in
/// (`sleep-DATE.json`, `mainSleep` true, 23:00 to 07:00), and heart rate, minute SpO2 and the
/// daily resting heart rate as true UTC streams. Heart rate is one sample a minute, 52 bpm
/// asleep and 72 bpm awake (a dip of 20 bpm); SpO2 one row a minute through each night with a
/// reading, from 15 minutes after bedtime to 20 minutes after the wake. Everything is worked out
/// from the stays, so a test knows where each night truly lay.
public struct TakeoutTraveller {
    /// One stay: a zone and how many nights were slept there.
    public struct Stay {
        public var zone: String, nights: Int
        public init(_ zone: String, nights: Int) { (self.zone, self.nights) = (zone, nights) }
    }

    /// The stays, in order; the first night ends on the morning of `firstWake`.
    public var stays: [Stay]
    public var firstWake: DateComponents
    /// The profile's zone (nil: no `Your Profile/Profile.csv`).
    public var profile: String?
    /// Which nights (0-based) have minute SpO2; the others show only the heart-rate dip.
    public var spo2: (Int) -> Bool = { _ in true }
    /// Which nights have no heart rate or SpO2 at all, nor heart rate a day either side (the
    /// watch off its wrist, or in a drawer).
    public var unworn: Set<Int> = []
    /// Nights (0-based) followed by an afternoon nap of 14:00-14:40 on the wake's day.
    public var naps: Set<Int> = []

    public init(_ stays: [Stay], firstWake: String, profile: String?) {
        self.stays = stays
        let p = firstWake.split(separator: "-").map { Int($0)! }
        self.firstWake = DateComponents(year: p[0], month: p[1], day: p[2])
        self.profile = profile
    }

    /// Each night's zone, in order.
    public var zones: [String] { stays.flatMap { Array(repeating: $0.zone, count: $0.nights) } }

    /// Night `n`'s bed and wake as UTC instants, and its wake's local date.
    public func night(_ n: Int) -> (bed: Date, wake: Date, wakeDay: String) {
        let zone = TimeZone(identifier: zones[n])!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let wakeDay = calendar.date(byAdding: .day, value: n, to: calendar.date(from: firstWake)!)!
        let wake = calendar.date(bySettingHour: 7, minute: 0, second: 0, of: wakeDay)!
        let bedDay = calendar.date(byAdding: .day, value: -1, to: wakeDay)!
        let bed = calendar.date(bySettingHour: 23, minute: 0, second: 0, of: bedDay)!
        return (bed, wake, Self.format(wakeDay, "yyyy-MM-dd", zone))
    }

    /// A date written by a pattern on a zone's clock (a formatter kept for each pattern and zone:
    /// making one for each of thousands of samples was most of a test's time).
    static func format(_ date: Date, _ pattern: String, _ zone: TimeZone) -> String {
        let key = pattern + "|" + zone.identifier
        if let f = formatters.withLock({ $0[key] }) { return f.string(from: date) }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = zone
        f.dateFormat = pattern
        formatters.withLock { $0[key] = f }
        return f.string(from: date)
    }

    private static let formatters = Guarded<[String: DateFormatter]>([:])

    /// Writes the Takeout under `folder` (its `Takeout/Fitbit/…`).
    public func write(to folder: URL) throws {
        let data = folder.appendingPathComponent("Takeout/Fitbit/Global Export Data")
        let spo2Folder = folder.appendingPathComponent("Takeout/Fitbit/Oxygen Saturation (SpO2)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: spo2Folder, withIntermediateDirectories: true)
        if let profile {
            let p = folder.appendingPathComponent("Takeout/Fitbit/Your Profile")
            try FileManager.default.createDirectory(at: p, withIntermediateDirectories: true)
            try "id,full_name,timezone\nA,Pat Doe,\(profile)\n".write(
                to: p.appendingPathComponent("Profile.csv"), atomically: false, encoding: .utf8)
        }
        let utc = TimeZone(identifier: "UTC")!
        var logs: [String] = []
        var asleep: [(Date, Date)] = []
        var rhr: [String] = []
        for n in zones.indices {
            let (bed, wake, wakeDay) = night(n)
            let zone = TimeZone(identifier: zones[n])!
            let wall = "yyyy-MM-dd'T'HH:mm:ss.SSS"
            logs.append(
                "{\"logId\": \(1000 + n), \"dateOfSleep\": \"\(wakeDay)\", \"startTime\": \"\(Self.format(bed, wall, zone))\", "
                    + "\"endTime\": \"\(Self.format(wake, wall, zone))\", \"type\": \"stages\", \"mainSleep\": true, "
                    + "\"levels\": {\"data\": [{\"dateTime\": \"\(Self.format(bed, wall, zone))\", \"level\": \"light\", "
                    + "\"seconds\": \(Int(wake.timeIntervalSince(bed)))}]}}")
            if naps.contains(n) {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = zone
                let napStart = calendar.date(bySettingHour: 14, minute: 0, second: 0, of: wake)!
                logs.append(
                    "{\"logId\": \(5000 + n), \"dateOfSleep\": \"\(wakeDay)\", \"startTime\": \"\(Self.format(napStart, wall, zone))\", "
                        + "\"endTime\": \"\(Self.format(napStart.addingTimeInterval(2400), wall, zone))\", \"type\": \"classic\", "
                        + "\"mainSleep\": false, \"levels\": {\"data\": [{\"dateTime\": \"\(Self.format(napStart, wall, zone))\", "
                        + "\"level\": \"asleep\", \"seconds\": 2400}]}}")
            }
            if !unworn.contains(n) { asleep.append((bed, wake)) }
            rhr.append(
                "{\"dateTime\": \"\(Self.format(wake, "MM/dd/yy 00:00:00", zone))\", \"value\": {\"date\": "
                    + "\"\(Self.format(wake, "MM/dd/yy", zone))\", \"value\": 55.0, \"error\": 5.0}}")
            if spo2(n), !unworn.contains(n) {
                var rows = ["timestamp,value"]
                var t = bed.addingTimeInterval(900)
                while t < wake.addingTimeInterval(1200) {
                    rows.append("\(Self.format(t, "yyyy-MM-dd'T'HH:mm:ss'Z'", utc)),\(rows.count % 97 == 0 ? 50 : 95)")
                    t = t.addingTimeInterval(60)
                }
                try (rows.joined(separator: "\n") + "\n").write(
                    to: spo2Folder.appendingPathComponent("Minute SpO2 - \(wakeDay).csv"), atomically: false,
                    encoding: .utf8)
            }
        }
        try ("[" + logs.joined(separator: ",\n") + "]").write(
            to: data.appendingPathComponent("sleep-2026-01-01.json"), atomically: false, encoding: .utf8)
        try ("[" + rhr.joined(separator: ",\n") + "]").write(
            to: data.appendingPathComponent("resting_heart_rate-2026-01-01.json"), atomically: false, encoding: .utf8)
        // Heart rate, a sample a minute in UTC over the whole stay, a file a UTC day; none on unworn nights.
        guard let first = asleep.first?.0, let last = asleep.last?.1 else { return }
        // An unworn night: no heart rate from a day before its bed to a day after its wake, so no
        // placement of it finds any.
        let unwornSpans = unworn.map { night($0) }.map {
            ($0.bed.addingTimeInterval(-86_400), $0.wake.addingTimeInterval(86_400))
        }
        var t = first.addingTimeInterval(-86_400)
        var day = ""
        var samples: [String] = []
        func flush() throws {
            guard !samples.isEmpty else { return }
            try ("[" + samples.joined(separator: ",\n") + "]").write(
                to: data.appendingPathComponent("heart_rate-\(day).json"), atomically: false, encoding: .utf8)
            samples = []
        }
        var k = 0
        while t < last.addingTimeInterval(86_400) {
            let d = Self.format(t, "yyyy-MM-dd", utc)
            if d != day {
                try flush()
                day = d
            }
            if !unwornSpans.contains(where: { $0.0 <= t && t < $0.1 }) {
                while k < asleep.count, asleep[k].1 <= t { k += 1 }
                let sleeping = k < asleep.count && asleep[k].0 <= t && t < asleep[k].1
                let bpm = sleeping ? 52 : 72 + (Int(t.timeIntervalSince1970 / 60) % 5)
                samples.append(
                    "{\"dateTime\": \"\(Self.format(t, "MM/dd/yy HH:mm:ss", utc))\", \"value\": {\"bpm\": \(bpm), \"confidence\": 2}}"
                )
            }
            t = t.addingTimeInterval(60)
        }
        try flush()
    }
}

/// A value behind a lock, for a cache that tests running at once share.
final class Guarded<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
