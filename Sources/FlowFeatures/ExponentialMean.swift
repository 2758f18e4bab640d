/// An exponentially weighted mean: the first value starts it, and each later one moves it by
/// `weight` (e = w·x + (1 − w)·e). The Flow's trend, every trend view and the recent level of a
/// person's labels are this one mean, each with its own weight.
public struct ExponentialMean: Sendable, Equatable {
    /// The weight of each new value.
    public let weight: Double
    /// The mean so far (nil before the first value).
    public private(set) var value: Double?

    /// An empty mean whose new values weigh `weight`.
    public init(weight: Double) {
        self.weight = weight
    }

    /// Takes the next value and returns the mean with it.
    @discardableResult
    public mutating func add(_ x: Double) -> Double {
        let next = value.map { weight * x + (1 - weight) * $0 } ?? x
        value = next
        return next
    }
}
