import XCTest

@testable import FlowImport

final class XMLScannerHalvesTests: XCTestCase {
    private struct Names: XMLHandler {
        var started: [String] = []
        mutating func start(_ tag: XMLStartTag, depth: Int) throws { started.append("\(depth):\(tag.nameString)") }
        mutating func end(depth: Int) throws {}
    }

    private func feed(_ text: String, _ scanner: inout XMLScanner, _ names: inout Names) throws {
        try Array(text.utf8).withUnsafeBufferPointer { try scanner.feed($0, &names) }
    }

    /// Between two children of the root the scanner names its root; inside a child, a comment or
    /// a tag cut short it names nothing.
    func testTheRootIsNamedOnlyBetweenItsChildren() throws {
        let cases: [(String, Bool)] = [
            ("<r>\n <a/>\n ", true), ("<r>\n <a>\n ", false), ("<r>\n <!-- x\n ", false), ("<r>\n <a b=\"1\"", false),
            ("<r/>\n", false), ("<?xml version=\"1.0\"?>\n", false),
        ]
        for (text, between) in cases {
            var scanner = XMLScanner(file: "t.xml")
            var names = Names()
            try feed(text, &scanner, &names)
            XCTAssertEqual(scanner.rootBetweenChildren, between ? Array("r".utf8) : nil, text)
        }
    }

    /// A scanner begun at byte 9 inside `<r>` reads the rest as the whole document's scanner does
    /// (the same children at the same depth, the root closed), numbers its first line 1, and
    /// names a fault by the document's byte.
    func testAScannerBegunInsideTheRootReadsTheRest() throws {
        let head = "<r>\n <a/>\n"
        let rest = " <b>\n  <c/>\n </b>\n</r>\n"
        var scanner = XMLScanner(
            file: "t.xml", writerAttributes: [], continuingAt: Int64(head.utf8.count), inside: Array("r".utf8))
        var names = Names()
        try feed(rest, &scanner, &names)
        try scanner.finish(&names)
        XCTAssertEqual(names.started, ["1:b", "2:c"])
        XCTAssertEqual(scanner.offset, Int64((head + rest).utf8.count))

        var broken = XMLScanner(
            file: "t.xml", writerAttributes: [], continuingAt: Int64(head.utf8.count), inside: Array("r".utf8))
        XCTAssertThrowsError(try feed(" <b>\n </c>\n", &broken, &names)) { error in
            // `</c>` is the second line of the part and starts at its byte 6: the document's 10 + 6.
            guard case ImportError.badXML(_, let offset, let line, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(offset, 16)
            XCTAssertEqual(line, 2)
        }
    }

    /// Joining adds the later part's skipped elements to the earlier one's by problem, keeping
    /// the first place of each, and takes where the later part ended.
    func testAbsorbAddsSkippedElementsByProblem() {
        var earlier = XMLScanner(file: "t.xml")
        earlier.skipped = [("an attribute without '='", 1, 40, "Watch")]
        var later = XMLScanner(file: "t.xml")
        later.skipped = [("an attribute without '='", 2, 900, "Scale"), ("a stray '<'", 1, 950, "")]
        later.cutShort = (1000, "Record")
        earlier.absorb(later)
        XCTAssertEqual(earlier.skipped.map(\.count), [3, 1])
        XCTAssertEqual(earlier.skipped.map(\.offset), [40, 950])
        XCTAssertEqual(earlier.cutShort?.offset, 1000)
    }
}
