import FlowRecords

/// The anchor of each morning for an anchored model (SPEC 16): from the person's labels dated
/// before it when they are given, else the level stored in the model for mornings after its
/// last label.
public struct MorningAnchors: Sendable {
    /// The model's anchor.
    public let anchor: ModelAnchor
    /// The labels' dates and the anchor after each of them, nil when no labels were given.
    private let labelled: (days: [CalendarDay], levels: [Double])?

    /// Anchors from the usable labels (in the model's scale, on scorable mornings); nil when
    /// no labels were given.
    /// - Complexity: O(labels · log labels).
    public init(anchor: ModelAnchor, labels: [(day: CalendarDay, label: Double)]?) {
        self.anchor = anchor
        labelled = labels.map { labels in
            let sorted = labels.sorted { $0.day < $1.day }
            let values = sorted.map(\.label)
            // The anchor after the first k + 1 labels is the anchor of label k + 1, and after all of them the level.
            let levels =
                anchor.kind.anchors(values).dropFirst().compactMap { $0 }
                + [anchor.kind.level(after: values)].compactMap { $0 }
            return (sorted.map(\.day), levels)
        }
    }

    /// The anchor of the morning of `day`, or why there is none.
    public func value(on day: CalendarDay) -> MorningAnchor {
        guard let (days, levels) = labelled else {
            return day > anchor.asOf ? .anchor(anchor.level) : .missing(.noRecentLevel)
        }
        // The labels dated before the morning: binary search for the first label on or after it.
        var low = 0
        var high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? .missing(.noEarlierLabel) : .anchor(levels[low - 1])
    }
}

/// A morning's anchor, or why it has none.
public enum MorningAnchor: Equatable, Sendable {
    /// The anchor's value that morning.
    case anchor(Double)
    /// No anchor, and the reason the morning is not scored.
    case missing(UnscoredReason)
}
