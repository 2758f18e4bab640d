import FlowFeatures
import FlowRecords

/// The optional first and last day a request covers (`--from`, `--to`).
public struct DayWindow: Sendable, Equatable {
    /// The first day, if bounded below.
    public var from: CalendarDay?
    /// The last day, if bounded above.
    public var to: CalendarDay?

    /// A window from its optional bounds (the caller has checked `from <= to`).
    public init(from: CalendarDay? = nil, to: CalendarDay? = nil) {
        (self.from, self.to) = (from, to)
    }

    /// True when `day` lies within the bounds.
    public func contains(_ day: CalendarDay) -> Bool {
        if let from, day < from { return false }
        if let to, day > to { return false }
        return true
    }

    /// The items whose day lies within the window; none is an error naming the history's span.
    /// - Complexity: O(items).
    public func select<T>(_ items: [T], of history: ClosedRange<CalendarDay>, day: (T) -> CalendarDay) throws -> [T] {
        let selected = items.filter { contains(day($0)) }
        guard !selected.isEmpty else { throw RequestError.noDayInRange(history: history) }
        return selected
    }
}

extension FeatureTable {
    /// The history's first and last day; a table without rows is an error naming `history`.
    public func days(history: String) throws -> ClosedRange<CalendarDay> {
        guard let first = rows.first?.day, let last = rows.last?.day else { throw RequestError.noDay(history: history) }
        return first...last
    }

    /// The rows within `window`, for `flow features`.
    public func rows(in window: DayWindow, history: String) throws -> [FeatureRow] {
        try window.select(rows, of: days(history: history), day: \.day)
    }

    /// Refuses a table made with other settings than `asked`, naming the options that remake it.
    public func require(settings asked: FeatureSettings, history: String) throws {
        guard settings == asked else {
            throw RequestError.otherSettings(history: history, table: settings, asked: asked)
        }
    }
}
