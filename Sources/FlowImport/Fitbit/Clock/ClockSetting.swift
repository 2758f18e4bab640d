import FlowRecords

/// The zones a person gives by hand for an export whose times carry no offset: one zone for
/// the whole history, and zones from given dates on (each holds from 00:00 of its date on its
/// own clock until the next). Any of it switches the inference of a Takeout's clocks off.
public struct ClockSetting: Sendable, Equatable {
    /// The zone of the whole history, or of the time before the first dated zone.
    public var zone: String?
    /// Zones from a date on, in date order.
    public var dated: [DatedZone]

    /// A zone from a date on.
    public struct DatedZone: Sendable, Equatable {
        /// The zone's IANA name.
        public var zone: String
        /// The first day it holds, from 00:00 on its own clock.
        public var from: CalendarDay

        /// A dated zone from its parts.
        public init(zone: String, from: CalendarDay) { (self.zone, self.from) = (zone, from) }
    }

    /// A setting from its parts.
    public init(zone: String?, dated: [DatedZone] = []) {
        self.zone = zone
        self.dated = dated.sorted { $0.from < $1.from }
    }

    /// Reads the values given (`Europe/Oslo`, `Asia/Tokyo@2025-10-28`, …): an unknown zone, a
    /// date that is not `YYYY-MM-DD`, two undated zones or two zones for one date are refused
    /// with the reason, for the caller to name its option.
    public static func parse(_ values: [String]) -> Result<ClockSetting, ClockSettingProblem> {
        var zone: String?
        var dated: [DatedZone] = []
        for value in values {
            let parts = value.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard TimeZoneName.isKnown(parts[0]) else { return .failure(.unknownZone(parts[0])) }
            guard parts.count == 2 else {
                if let zone, zone != parts[0] { return .failure(.twoZones(zone, parts[0])) }
                zone = parts[0]
                continue
            }
            guard let day = CalendarDay(iso: parts[1]) else { return .failure(.badDate(value)) }
            if let other = dated.first(where: { $0.from == day }), other.zone != parts[0] {
                return .failure(.twoZonesOneDate(day, other.zone, parts[0]))
            }
            if !dated.contains(DatedZone(zone: parts[0], from: day)) {
                dated.append(DatedZone(zone: parts[0], from: day))
            }
        }
        return .success(ClockSetting(zone: zone, dated: dated))
    }
}

/// Why a clock setting cannot be read (a request to change, exit 64).
public enum ClockSettingProblem: FlowError, Equatable, Sendable {
    case unknownZone(String)
    case badDate(String)
    case twoZones(String, String)
    case twoZonesOneDate(CalendarDay, String, String)
    /// A zone dated after the history's last day.
    case afterHistory(CalendarDay, last: CalendarDay)

    public var kind: FaultKind { .request }
    public var place: FaultPlace? { nil }
    public var remedy: Remedy? { if case .afterHistory = self { return .zoneDates } else { return nil } }

    public var description: String {
        switch self {
        case .unknownZone(let z):
            return "'\(z)' is not a time zone the tz database knows (give an IANA name such as Europe/Oslo)"
        case .badDate(let v): return "'\(v)': the date after @ must be YYYY-MM-DD"
        case .twoZones(let a, let b):
            return "\(a) and \(b) are both given for the whole history: give one, or date them"
        case .twoZonesOneDate(let d, let a, let b):
            return "\(a) and \(b) are both given from \(d): give one zone a date"
        case .afterHistory(let d, let last):
            return "a zone is given from \(d), after the history's last day (\(last))"
        }
    }
}
