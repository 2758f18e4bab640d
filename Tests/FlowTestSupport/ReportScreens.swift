/// The report draws each chart twice, for a desk and for a phone; tests read one of them.

/// `markup` without the drawings made for the other screen: `phone` false keeps the desk's
/// (`chart wide`), true the phone's (`chart narrow`). Drawings made once are kept in both.
public func onScreen(_ markup: String, phone: Bool = false) -> String {
    let other = phone ? "<svg class=\"chart wide" : "<svg class=\"chart narrow"
    var out = ""
    var rest = Substring(markup)
    while let start = rest.range(of: other) {
        out += rest[..<start.lowerBound]
        guard let end = rest[start.upperBound...].range(of: "</svg>") else { return out }
        rest = rest[end.upperBound...]
    }
    return out + rest
}
