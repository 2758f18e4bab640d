import FlowFeatures
import FlowRecords

/// The 30-night pattern of SPEC 22: on a morning, at least 15 of the last 30 nights with a
/// value and at least 10 of them elevated. A screening sign, not a diagnosis: its sentence says
/// what was measured, what a wrist misses, and who can look further.
public struct BreathingPattern: Equatable, Sendable {
    /// The nights looked back over (the morning's own included), the nights with a value
    /// needed, and the elevated nights that make the pattern.
    public static let window = 30, fewestNights = 15, elevatedNights = 10

    /// The nights with a value, and the elevated ones, among the window.
    public var nights: Int, elevated: Int
    /// The mean dip index of the elevated nights that have one (nil when none has).
    public var meanODI: Double?

    /// The pattern as of row `i` of `nights` (one a row), or nil when there is none.
    public init?(_ nights: [BreathingNight], at i: Int) {
        let recent = nights[max(0, i - BreathingPattern.window + 1)...i].filter(\.hasValue)
        let high = recent.filter { $0.elevated == true }
        guard recent.count >= BreathingPattern.fewestNights, high.count >= BreathingPattern.elevatedNights else {
            return nil
        }
        (self.nights, elevated) = (recent.count, high.count)
        let odis = high.compactMap { $0.oxygen?.odi3 }
        meanODI = odis.isEmpty ? nil : odis.reduce(0, +) / Double(odis.count)
    }

    /// The pattern in words, never more than the readings carry.
    public var sentence: String {
        let what =
            meanODI.map { "your oxygen fell by 3 % or more about \(NumberFormat.decimals($0, 1)) times an hour" }
            ?? "the breathing disturbances your watch counts stood above your usual range"
        return "Breathing: on \(elevated) of your last \(BreathingPattern.window) nights \(what). Some people with "
            + "sleep apnea show this; readings taken once a minute at the wrist miss brief dips, so it is a screening "
            + "sign, not a diagnosis: a doctor can arrange a sleep study."
    }
}
