import XCTest

@testable import FlowImport

final class SkimLayoutTests: XCTestCase {
    /// A layout learnt from `<Record unit="kcal" device="&lt;x&gt;" value="1.5"/>` reads a tag
    /// written alike (its values where the skim would put them, a reference allowed in a value
    /// not read) and refuses any other: another name, order or spacing, an extra attribute, a
    /// reference in a value read, or fewer than 16 readable bytes at an attribute.
    func testALayoutReadsTagsWrittenAlikeAndNoOthers() {
        let reads = ["unit", "value"]
        /// `tag` with 16 bytes of padding after it, as a chunk has more bytes after a tag.
        func bytes(_ tag: String, padding: Int = 16) -> [UInt8] {
            Array(tag.utf8) + Array(repeating: 32, count: padding)
        }
        var learning = SkimLayout.Learning()
        let first = bytes(#"<Record unit="kcal" device="&lt;x&gt;" value="1.5"/>"#)
        first.withUnsafeBufferPointer { b in
            // ` unit="` is bytes 7..<14, ` device="` 19..<28, ` value="` 38..<46.
            learning.see(b.baseAddress!, from: 7, to: 14, slot: 0)
            learning.see(b.baseAddress!, from: 19, to: 28, slot: -1)
            learning.see(b.baseAddress!, from: 38, to: 46, slot: 1)
        }
        let layout = learning.learnt
        func skim(_ tag: String, padding: Int = 16) -> [String]? {
            let b = bytes(tag, padding: padding)
            let gt = Array(tag.utf8).lastIndex(of: 62)!
            let end = Array(tag.utf8)[gt - 1] == 47 ? gt - 1 : gt  // the '/' of `/>`, or an open tag's '>'
            var values = SkimmedValues()
            return b.withUnsafeBufferPointer { p in
                guard layout.skim(p.baseAddress!, p.count, 7, end, into: &values) else { return nil }
                return reads.indices.map { String(decoding: values[$0], as: UTF8.self) }
            }
        }
        XCTAssertEqual(skim(#"<Record unit="kcal" device="&lt;x&gt;" value="1.5"/>"#), ["kcal", "1.5"])
        XCTAssertEqual(skim(#"<Record unit="kJ" device="" value="12.25"/>"#), ["kJ", "12.25"])
        // An open tag written alike: its attributes end at its '>'.
        XCTAssertEqual(skim(#"<Record unit="count/min" device="x" value="61">"#), ["count/min", "61"])
        for other in [
            #"<Record unit="kcal" value="1.5" device="x"/>"#, #"<Record unit="kcal"  device="x" value="1.5"/>"#,
            #"<Record unit="kcal" device="x" value="1.5" />"#, #"<Record unit="kcal" device="x" value="1.5" a="b"/>"#,
            #"<Record unit="k&#99;al" device="x" value="1.5"/>"#, #"<Record units="kcal" device="x" value="1.5"/>"#,
            #"<Record unit="kcal" device="x"/>"#,
        ] {
            XCTAssertNil(skim(other), other)
        }
        XCTAssertNil(skim(#"<Record unit="kcal" device="x" value="1.5"/>"#, padding: 0))
        // A name spaced otherwise, or longer than 16 bytes, leaves nothing learnt.
        var spaced = SkimLayout.Learning()
        Array(#"<Record  unit="kcal"/>"#.utf8).withUnsafeBufferPointer {
            spaced.see($0.baseAddress!, from: nil, to: 15, slot: 0)
        }
        var long = SkimLayout.Learning()
        Array(#"<Record aVeryLongAttributeName="1"/>"#.utf8).withUnsafeBufferPointer {
            long.see($0.baseAddress!, from: 7, to: 33, slot: 0)
        }
        var values = SkimmedValues()
        for empty in [spaced.learnt, long.learnt, SkimLayout()] {
            XCTAssertFalse(
                bytes(#"<Record unit="kcal"/>"#).withUnsafeBufferPointer {
                    empty.skim($0.baseAddress!, $0.count, 7, 19, into: &values)
                })
        }
    }
}
