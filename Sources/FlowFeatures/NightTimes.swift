/// The clock times of a row's main sleep that the planner reads, from measured cells only.
extension FeatureRow {
    /// When the main sleep ended: its midpoint plus half its bed span, in hours after the
    /// morning's 00:00; nil unless both were measured.
    public var wakeTime: Double? {
        guard isObserved(.sleepMidpoint), isObserved(.inBedHours) else { return nil }
        return self[.sleepMidpoint] + self[.inBedHours] / 2
    }

    /// When the main sleep began: its midpoint less half its bed span, in hours after the
    /// morning's 00:00 (negative: the evening before); nil unless both were measured.
    public var bedTime: Double? {
        guard isObserved(.sleepMidpoint), isObserved(.inBedHours) else { return nil }
        return self[.sleepMidpoint] - self[.inBedHours] / 2
    }

    /// Time in bed not asleep, in hours; nil unless both were measured.
    public var awakeInBed: Double? {
        guard isObserved(.inBedHours), isObserved(.sleepHours) else { return nil }
        return self[.inBedHours] - self[.sleepHours]
    }
}
