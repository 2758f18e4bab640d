import FlowRecords

/// A drawing built as a value, as `HTML` is: attribute values and text are escaped here, when
/// they are added, and numbers are written with one decimal, so no chart writes markup by hand.
public struct SVG: Sendable, Equatable {
    /// The markup, ready to write.
    public private(set) var markup: String

    private init(markup: String) { self.markup = markup }

    /// An attribute's value: a number with one decimal (finer than any screen shows), or text.
    public enum Value: Sendable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        /// A coordinate or size.
        case number(Double)
        /// Anything else (a class, a path, a label), escaped.
        case text(String)

        /// Text.
        public init(stringLiteral value: String) { self = .text(value) }
        /// A number.
        public init(floatLiteral value: Double) { self = .number(value) }
        /// A whole number.
        public init(integerLiteral value: Int) { self = .number(Double(value)) }

        /// As it stands between the quotes.
        var written: String {
            switch self {
            case .number(let v): SVG.number(v)
            case .text(let s): HTML.escape(s)
            }
        }
    }

    /// An element with its attributes, in the order given, and its children; one without
    /// children closes itself (`<line …/>`).
    public static func element(
        _ name: String, _ attributes: KeyValuePairs<String, Value> = [:], _ children: [SVG] = []
    ) -> SVG {
        let attrs = attributes.map { " \($0.key)=\"\($0.value.written)\"" }.joined()
        guard !children.isEmpty else { return SVG(markup: "<\(name)\(attrs)/>") }
        return SVG(markup: "<\(name)\(attrs)>" + children.map(\.markup).joined() + "</\(name)>")
    }

    /// Text inside an element, escaped.
    public static func text(_ s: String) -> SVG { SVG(markup: HTML.escape(s)) }

    /// A `<text>` label at (x, y) with a class and an anchor.
    public static func label(
        _ s: String, x: Double, y: Double, cssClass: String = "axis", anchor: String? = nil,
        data: KeyValuePairs<String, Value> = [:]
    ) -> SVG {
        var attributes: [(String, Value)] = [("class", .text(cssClass)), ("x", .number(x)), ("y", .number(y))]
        if let anchor { attributes.append(("text-anchor", .text(anchor))) }
        attributes += data.map { ($0.key, $0.value) }
        let attrs = attributes.map { " \($0.0)=\"\($0.1.written)\"" }.joined()
        return SVG(markup: "<text\(attrs)>" + HTML.escape(s) + "</text>")
    }

    /// A whole drawing: the `<svg>` element sized `width` × `height`, with its classes and the
    /// label a screen reader says.
    public static func drawing(
        cssClass: String = "chart", width: Double, height: Double, label: String, _ parts: [SVG]
    )
        -> SVG
    {
        let open =
            "<svg class=\"\(HTML.escape(cssClass))\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\" "
            + "aria-label=\"\(HTML.escape(label))\">"
        return SVG(markup: open + parts.map(\.markup).joined() + "</svg>")
    }

    /// A number for an attribute: one decimal.
    public static func number(_ v: Double) -> String { NumberFormat.decimals(v, 1) }
}
