/// Time zone names, checked against the tz database.
public enum TimeZoneName {
    /// True when the tz database knows `name` (an IANA name such as `Europe/Oslo`).
    public static func isKnown(_ name: String) -> Bool { ZoneOffsets.isKnown(name) }
}
