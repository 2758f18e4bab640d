import FlowFeatures
import FlowRecords

/// A night's breathing during sleep (SPEC 22): its oxygen numbers, Apple's breathing
/// disturbances against the person's own range, and whether the night is `elevated`. A
/// screening sign at most, never a diagnosis; a night under the line is never called normal.
public struct BreathingNight: Equatable, Sendable {
    /// The row's date: the morning the night ends on.
    public var day: CalendarDay
    /// The night's oxygen readings, lowest, share below 90 % and dip index (nil without readings).
    public var oxygen: OxygenNight?
    /// Apple's breathing disturbances an hour, and the person's range of them (SPEC 18's rule,
    /// the direction of concern up, the spread at least 0.5).
    public var disturbances: Double?, disturbancesRange: VitalRange?

    /// A night from its parts.
    public init(day: CalendarDay, oxygen: OxygenNight?, disturbances: Double?, disturbancesRange: VitalRange?) {
        (self.day, self.oxygen, self.disturbances, self.disturbancesRange) = (
            day, oxygen, disturbances, disturbancesRange
        )
    }

    /// The dip index at and above which a night is elevated: the line between none and mild
    /// in adults' apnea indices.
    public static let odiLine = 5.0
    /// The smallest spread of the disturbances' range, an hour.
    public static let disturbancesFloor = 0.5

    /// True with a dip index of 5 or more; where there is no dip index, true when the
    /// disturbances lie two spreads or more above the person's median; nil without either value.
    public var elevated: Bool? {
        if let odi = oxygen?.odi3 { return odi >= BreathingNight.odiLine }
        guard let disturbances else { return nil }
        guard let range = disturbancesRange else { return false }
        return range.z(disturbances) >= VitalRange.outsideZ
    }

    /// Whether the night has a value the pattern counts: a dip index, or disturbances.
    public var hasValue: Bool { elevated != nil }

    /// Every row's night, in table order (rows are consecutive days).
    /// - Complexity: O(rows · 28 log 28).
    public static func nights(_ rows: [FeatureRow]) -> [BreathingNight] {
        let values = rows.map(\.breathingDisturbances)
        return rows.enumerated().map { k, row in
            let window = values[max(0, k - VitalRange.windowNights)..<k].compactMap { $0 }
            return BreathingNight(
                day: row.day, oxygen: row.oxygen, disturbances: row.breathingDisturbances,
                disturbancesRange: VitalRange(values: window, floor: disturbancesFloor))
        }
    }
}
