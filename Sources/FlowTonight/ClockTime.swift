/// A time of night as hours after a morning's 00:00 (−1.25 is 22:45 the evening before),
/// shown on the clock rounded to the nearest 5 minutes, as a planner shows it.
public enum ClockTime {
    /// The minutes a shown time is rounded to.
    public static let step = 5.0

    /// `HH:MM` of `hours` after 00:00, rounded to the nearest 5 minutes (half away from zero),
    /// wrapped onto 00:00-23:55 (`--:--` for a value that is not a number, which no table holds).
    public static func text(_ hours: Double) -> String {
        guard hours.isFinite, abs(hours) < 1e6 else { return "--:--" }
        let minutes = Int((hours * 60 / step).rounded(.toNearestOrAwayFromZero) * step)
        let onClock = (minutes % 1440 + 1440) % 1440
        let (h, m) = (onClock / 60, onClock % 60)
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
}
