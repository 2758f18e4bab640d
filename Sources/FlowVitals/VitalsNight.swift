import FlowFeatures
import FlowRecords

/// One vital on one night: its value, the person's range and where the value lies in it.
public struct VitalReading: Equatable, Sendable {
    /// Which vital.
    public var sign: VitalSign
    /// Row D's value (nil when none was measured; HRV as a natural log).
    public var value: Double?
    /// The usual range from the 28 nights before (nil with fewer than 14 values there).
    public var range: VitalRange?
    /// The spreads a value must reach in the direction worth noting to lie outside the range: 2,
    /// or 3 for resting and sleeping heart rate, HRV and wrist temperature in the days before an
    /// expected period (SPEC 18.1).
    public var threshold = VitalRange.outsideZ

    /// How many spreads from the median (nil without a value or a range).
    public var z: Double? {
        guard let value, let range else { return nil }
        return range.z(value)
    }

    /// True when z reaches the threshold in the direction worth noting (up, or down for HRV and SpO2).
    public var isOutside: Bool {
        guard let z else { return false }
        return sign.risesWhenStrained ? z >= threshold : z <= -threshold
    }

    /// True when the value lies 2 spreads or more in the direction worth noting but under a
    /// raised threshold: higher (lower) than usual, within what the days before a period often bring.
    public var isWithinCycle: Bool {
        guard let z, threshold > VitalRange.outsideZ, !isOutside else { return false }
        return sign.risesWhenStrained ? z >= VitalRange.outsideZ : z <= -VitalRange.outsideZ
    }
}

/// Two nights running with at least two vitals outside their range: a fact worth stating,
/// with its usual causes, never a diagnosis.
public struct BodyWatch: Equatable, Sendable {
    /// The vitals outside their range on row D.
    public var signs: [VitalSign]

    /// The sentence stating it. Measured on held-back people, such signs go with reported
    /// illness only weakly, so it names the everyday causes and claims nothing more.
    public var sentence: String {
        let names = signs.map(\.phrase)
        let list =
            names.count <= 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "Your \(list) have been outside your usual range for two nights running. "
            + "Common reasons are a hard session, alcohol, travel, a late night\(beforePeriod ? ", the days before a period" : ""), "
            + "or fighting something off; this is an observation, not a diagnosis."
    }

    /// True when the night is in the days before an expected period: its reasons say so.
    public var beforePeriod = false
}

/// Row D's vitals against the person's own ranges, and the body watch.
public struct VitalsNight: Equatable, Sendable {
    /// The row's date.
    public var day: CalendarDay
    /// The six vitals in `VitalSign` order.
    public var readings: [VitalReading]
    /// Set when D and D−1 each had at least two vitals outside their range.
    public var watch: BodyWatch?
    /// True when the wrist temperature is a ring's deviation from its own baseline (Oura).
    public var temperatureIsDeviation = false
    /// Where the morning lies in the person's logged cycle (nil without a start before it, or
    /// with the cycle turned off).
    public var cycle: CycleDay?

    /// The vitals outside their range on this night.
    public var outside: [VitalSign] { readings.filter(\.isOutside).map(\.sign) }
}
