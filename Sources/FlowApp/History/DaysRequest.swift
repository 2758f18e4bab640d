import FlowFeatures
import FlowKit

/// A history read with some feature settings, and the days to show of it: the request of
/// the use cases that list days (`ShowFeatures`, `LoadDays`).
public struct DaysRequest: Sendable {
    /// The history.
    public var history: HistoryRequest
    /// How features are computed.
    public var settings: FeatureSettings
    /// The days shown.
    public var window: DayWindow

    /// A request from its parts.
    public init(history: HistoryRequest, settings: FeatureSettings, window: DayWindow) {
        (self.history, self.settings, self.window) = (history, settings, window)
    }
}
