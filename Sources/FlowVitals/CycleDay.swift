import FlowFeatures
import FlowRecords

/// Where a morning lies in the person's logged cycle, from the past only (SPEC 18.1): the
/// cycle day counted from the latest start before it, the length expected from the person's
/// own completed cycles (else the length they stated, else 28), and whether the morning falls
/// in the stretch ahead of the next expected period, when heart rate at rest and asleep and the
/// skin's temperature tend to rise and HRV to dip.
public struct CycleDay: Equatable, Sendable {
    /// The cycle day: 1 on the day of the latest start before the morning.
    public var day: Int
    /// The length expected (days).
    public var expectedLength: Int
    /// Where that length came from.
    public var lengthFrom: LengthSource
    /// True in the days before the expected period (and a week past it while it is late).
    public var window: Bool

    /// Where an expected length came from.
    public enum LengthSource: String, Sendable {
        case yourCycles = "your cycles"
        case stated
        case `default`
    }

    /// The completed cycles read (the last six of 15-60 days), the default length, and the
    /// window's bounds: from cycle day 6 to 7 days past the expected length, and no more than
    /// 11 days before the expected start.
    public static let cyclesRead = 6, shortest = 15, longest = 60, usualLength = 28
    public static let firstWindowDay = 6, daysLate = 7, daysBefore = 11

    /// The cycle day of the morning `morning` from `starts` (sorted), using only those dated the
    /// day before it or earlier; nil when none is.
    /// - Complexity: O(starts).
    public init?(morning: CalendarDay, starts: PeriodStarts) {
        let known = starts.days.filter { $0 < morning }
        guard let latest = known.last else { return nil }
        let lengths = zip(known, known.dropFirst()).map { $1.ordinal - $0.ordinal }
            .filter { (CycleDay.shortest...CycleDay.longest).contains($0) }.suffix(CycleDay.cyclesRead)
        if !lengths.isEmpty {
            expectedLength = CycleDay.medianRoundedUp(Array(lengths))
            lengthFrom = .yourCycles
        } else if let stated = starts.statedLength {
            (expectedLength, lengthFrom) = (stated, .stated)
        } else {
            (expectedLength, lengthFrom) = (CycleDay.usualLength, .default)
        }
        day = morning.ordinal - latest.ordinal + 1
        let toGo = expectedLength - day + 1
        window =
            day >= CycleDay.firstWindowDay && day <= expectedLength + CycleDay.daysLate && toGo <= CycleDay.daysBefore
    }

    /// The median of whole numbers, a half rounded up.
    static func medianRoundedUp(_ values: [Int]) -> Int {
        let s = values.sorted()
        let n = s.count
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2] + 1) / 2
    }
}

extension CycleDay {
    /// Where the morning lies, as far as the logged periods say: "day 24 of a cycle of about 28
    /// days". Never a date for the next period, never a phase.
    public var place: String { "day \(day) of a cycle of about \(expectedLength) days" }

    /// The sentence said once above a window morning's vitals.
    public var sentence: String {
        "By your logged periods this is \(place): in the days before a period resting heart rate and skin "
            + "temperature often run higher and HRV lower, so flow calls them outside your range only from "
            + "\(Int(Vitals.raisedThreshold)) spreads until your next period."
    }

    /// The short note under a window night in a list of nights.
    public var note: String {
        "by your logged periods \(place): heart rate, HRV and skin temperature are outside only from "
            + "\(Int(Vitals.raisedThreshold)) spreads"
    }
}
