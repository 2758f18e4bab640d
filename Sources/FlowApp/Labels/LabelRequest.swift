/// What a command asks of `--labels`: the file, and the clock its UTC times are read on.
public struct LabelRequest: Sendable, Equatable {
    /// The labels file, as the user gave it.
    public var file: String
    /// `--label-tz` in seconds east of UTC (nil: the history's own clock).
    public var clock: Int?

    /// A request from its parts.
    public init(file: String, clock: Int? = nil) {
        (self.file, self.clock) = (file, clock)
    }
}
