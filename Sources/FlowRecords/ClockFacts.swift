/// The clocks an export's records were read on, kept with a library: the periods in a form to
/// compare (`signature`: each period's clock and the instant it begins), and the lines the
/// import report gave, for people.
public struct ClockFacts: Sendable, Equatable {
    /// Each period's clock and where it begins, one text (`Asia/Bangkok|UTC+1@1768906800|…`).
    public var signature: String
    /// The import report's lines about the clocks.
    public var lines: [String]
    /// The first and last instant the export's records cover.
    public var span: ClosedRange<Double>

    /// Facts from their parts.
    public init(signature: String, lines: [String], span: ClosedRange<Double>) {
        (self.signature, self.lines, self.span) = (signature, lines, span)
    }
}
