import XCTest

@testable import FlowImport

/// A start tag as a handler sees it: its name, an attribute's value with references decoded,
/// a value compared without being copied, an attribute that is absent.
final class XMLStartTagTests: XCTestCase {
    /// Keeps what each `item` tag says, through the tag's own accessors.
    struct Seen: XMLHandler {
        var seen: [String] = []
        mutating func start(_ tag: XMLStartTag, depth: Int) throws {
            guard tag.isNamed("item") else { return }
            let kind = try tag.value("kind") ?? "none"
            let isKept = try tag.attribute("state", is: "kept")
            let raw = tag.rawValue("kind").map { String(decoding: $0, as: UTF8.self) } ?? "-"
            seen.append("\(tag.nameString) \(kind) \(isKept) \(raw)")
        }
        mutating func end(depth: Int) throws {}
    }

    func testNamesValuesAndReferences() throws {
        let text =
            "<list>\n <item kind=\"a &amp; b &#233;\" state=\"kept\"/>\n <item state=\"other\"/>\n <other kind=\"x\"/>\n</list>\n"
        var handler = Seen()
        var scanner = XMLScanner(file: "l.xml")
        try scan(text, chunk: 1 << 20, with: &scanner, into: &handler)
        // The value decoded (& and é), the raw bytes as written; an absent attribute is nil.
        XCTAssertEqual(handler.seen, ["item a & b é true a &amp; b &#233;", "item none false -"])
    }
}
