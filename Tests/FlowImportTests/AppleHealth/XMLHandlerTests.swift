import XCTest

@testable import FlowImport

/// The pass-over hook is the handler's, not the scanner's: a handler of another vocabulary
/// (items by `kind`, at depth 1) gets its unread elements skipped whole and reported once,
/// at every chunk size, and a handler with no rule sees every element.
final class XMLHandlerTests: XCTestCase {
    struct Items: XMLHandler {
        var started: [String] = []
        var passed: [String] = []

        static var passOverChild: PassOver? { PassOver(name: "item", attribute: " kind=\"", endTag: "</item>") }
        func reads(_ value: UnsafeBufferPointer<UInt8>, depth: Int) -> Bool {
            String(decoding: value, as: UTF8.self) == "kept"
        }
        mutating func passedOver(_ value: UnsafeBufferPointer<UInt8>, depth: Int) {
            passed.append(String(decoding: value, as: UTF8.self))
        }
        mutating func start(_ tag: XMLStartTag, depth: Int) throws { started.append(tag.nameString) }
        mutating func end(depth: Int) throws {}
    }

    struct Everything: XMLHandler {
        var started: [String] = []
        mutating func start(_ tag: XMLStartTag, depth: Int) throws { started.append(tag.nameString) }
        mutating func end(depth: Int) throws {}
    }

    let text =
        "<?xml version=\"1.0\"?>\n<list>\n <item kind=\"kept\" n=\"1\"/>\n"
        + " <item kind=\"dropped\" n=\"2\"><part/><part/></item>\n <item n=\"3\" kind=\"dropped\"/>\n"
        + " <other kind=\"dropped\"/>\n</list>\n"

    func feed<H: XMLHandler>(_ handler: inout H, chunk: Int) throws {
        var scanner = XMLScanner(file: "items.xml")
        try scan(text, chunk: chunk, with: &scanner, into: &handler)
    }

    func testAHandlersOwnRuleDecidesWhatIsPassedOver() throws {
        for chunk in [1, 5, 17, 1 << 20] {
            var items = Items()
            try feed(&items, chunk: chunk)
            // The dropped items go with their parts; `other` is not an item, so it is read.
            XCTAssertEqual(items.started, ["list", "item", "other"], "chunk \(chunk)")
            XCTAssertEqual(items.passed, ["dropped", "dropped"], "chunk \(chunk)")
            var everything = Everything()
            try feed(&everything, chunk: chunk)
            XCTAssertEqual(
                everything.started, ["list", "item", "item", "part", "part", "item", "other"], "chunk \(chunk)")
        }
    }
}
