import FlowGarden
import FlowKit
import FlowRecords

/// `flow garden`: the garden as it stood on a day.
public enum GrowGarden {
    /// The garden, and whether any morning up to its day was scored (Calm Willow needs one).
    public struct Result: Sendable {
        /// The garden as of the day.
        public var garden: Garden
        /// True when some morning up to the day was scored.
        public var scored: Bool
    }

    /// Reads and scores the history and grows the garden up to `asOf` (default: its last day;
    /// a day outside it is an error).
    public static func run(
        _ request: ScoredRequest, asOf: CalendarDay?, observer: LoadObserver = .silent
    ) throws -> Result {
        var request = request
        request.history.needsRecords = false  // the garden reads the table and its scores
        let history = try ScoredLoad.load(request, observer: observer).history
        let day = try history.asOf(asOf)
        return Result(garden: history.garden(asOf: day), scored: history.hasScoredMorning(upTo: day))
    }
}
