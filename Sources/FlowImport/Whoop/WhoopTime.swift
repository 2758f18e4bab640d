import FlowRecords

/// WHOOP's clock: each cycle's `Cycle timezone` (`UTC-05:00`), the offset its wall-clock
/// times (`WallClock`) are on.
enum WhoopTime {
    /// The offset in seconds east of UTC of `UTC±HH:MM`, or nil.
    static func offset(_ text: String) -> Int32? {
        let b = Array(text.utf8)
        guard b.count == 9, b.starts(with: Array("UTC".utf8)), b[3] == 43 || b[3] == 45, b[6] == 58,
            let h = WallClock.digits(b[4...5]), let m = WallClock.digits(b[7...8]), h <= 14, m < 60
        else { return nil }
        let seconds = Int32(h * 3600 + m * 60)
        return b[3] == 45 ? -seconds : seconds
    }

}
