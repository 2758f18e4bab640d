import FlowRecords

/// WHOOP's clock: each cycle's `Cycle timezone` (`UTC-05:00`), the offset its wall-clock
/// times (`WallClock`) are on.
enum WhoopTime {
    /// The offset in seconds east of UTC of `UTC±HH:MM`, or nil.
    static func offset(_ text: String) -> Int32? { WallClock.utcOffset(text, colon: true) }
}
