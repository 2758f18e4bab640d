/// A piece of an HTML page, built as a value: text and attribute values are escaped here, when
/// they are added, so no section can forget to escape a name, a file or a sentence.
public struct HTML: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The markup, ready to write.
    public private(set) var markup: String

    private init(markup: String) { self.markup = markup }

    /// Text, escaped (a string literal is text too).
    public init(stringLiteral text: String) { markup = HTML.escape(text) }

    /// Text, escaped.
    public static func text(_ s: String) -> HTML { HTML(markup: escape(s)) }

    /// A drawing, whose text and attributes `SVG` escaped as it was built.
    public static func svg(_ drawing: SVG) -> HTML { HTML(markup: drawing.markup) }

    /// Pieces one after another.
    public static func join(_ parts: [HTML]) -> HTML { HTML(markup: parts.map(\.markup).joined()) }

    /// An element with its attributes (values escaped) and its content.
    public static func element(
        _ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: HTML...
    ) -> HTML {
        element(name, attributes, content)
    }

    /// An element with its attributes (values escaped) and a list of content.
    public static func element(_ name: String, _ attributes: KeyValuePairs<String, String>, _ content: [HTML]) -> HTML {
        let attrs = attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
        return HTML(markup: "<\(name)\(attrs)>" + content.map(\.markup).joined() + "</\(name)>")
    }

    /// Two pieces one after the other.
    public static func + (a: HTML, b: HTML) -> HTML { HTML(markup: a.markup + b.markup) }

    /// `&`, `<`, `>` and quotes escaped.
    public static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

/// The elements the report uses, by name.
extension HTML {
    /// A paragraph, with an optional class.
    static func p(_ cssClass: String? = nil, _ content: HTML...) -> HTML {
        cssClass.map { element("p", ["class": $0], content) } ?? element("p", [:], content)
    }
    /// A span with a class.
    static func span(_ cssClass: String, _ content: HTML...) -> HTML { element("span", ["class": cssClass], content) }
    /// A list of items.
    static func ul(_ cssClass: String, _ items: [HTML]) -> HTML {
        element("ul", ["class": cssClass], items.map { element("li", [:], $0) })
    }
    /// A table from a header row and rows of cells, inside a box that scrolls sideways when the
    /// table is wider than the screen, so the page itself never does.
    static func table(header: [String], rows: [[HTML]]) -> HTML {
        element(
            "div", ["class": "scroll"],
            element(
                "table", [:],
                [element("tr", [:], header.map { element("th", [:], .text($0)) })]
                    + rows.map { cells in element("tr", [:], cells.map { element("td", [:], $0) }) }))
    }
}
