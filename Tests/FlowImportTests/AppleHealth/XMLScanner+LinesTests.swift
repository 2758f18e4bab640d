import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

/// The scanner's byte counts by hand.
final class XMLScannerCountTests: XCTestCase {

    /// Line feeds counted by the scanner agree with a plain count on every alignment, with
    /// bytes next to 0x0A (0x0B, 0x8A, 0x09) among them.
    func testNewlinesAreCountedExactly() {
        let bytes: [UInt8] = (0..<301).map { k in [10, 11, 0x8A, 9, 65, 10, 0xFF, 10][k % 8] }
        bytes.withUnsafeBufferPointer { b in
            for from in 0..<9 {
                for to in [from, from + 1, 17, 64, 299, 301] where to >= from {
                    let plain = b[from..<to].filter { $0 == 10 }.count
                    XCTAssertEqual(XMLScanner.newlines(b.baseAddress!, from: from, to: to), plain, "\(from)..<\(to)")
                }
            }
        }
    }
}

/// Lines numbered from the line feeds the reading thread lists.
final class ListedLineFeedTests: XCTestCase {
    /// A record refused on line 757 (a duplicate of the line before) and a fault on line 1,508:
    /// the same numbers whether the scanner searches for line feeds or is told where they are,
    /// at every chunk size.
    func testListedLineFeedsGiveTheSameLines() throws {
        let heart = { (second: Int) in
            record(
                "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100",
                "2026-03-01 08:00:00 +0100", "\(60 + second % 100)", unit: "count/min",
                source: "Watch \(second)")
        }
        // 1,500 records on lines 7 to 1,506 after export()'s six, about 300 kB: chunks over the
        // scanner's 64 KiB take send their first bytes through its buffer and the rest in place.
        // Record 750 (line 757) repeats record 749.
        var records = (0..<1_500).map(heart)
        records[750] = records[749]
        let good = Array(export(records).utf8)
        // Line 1,507 a record passed over, line 1,508 a value without quotes.
        let bad = Array(
            export(
                records + [
                    " <Record type=\"X\" value=\"1\"/>\n",
                    " <Record type=\"HKQuantityTypeIdentifierHeartRate\" value=61/>\n",
                ]
            ).utf8)
        func scan(_ bytes: [UInt8], chunk: Int, listed: Bool) throws -> ImportReport {
            var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
            var scanner = XMLScanner(file: "t.xml")
            try bytes.withUnsafeBufferPointer { all in
                var i = 0
                while i < all.count {
                    let piece = UnsafeBufferPointer(rebasing: all[i..<min(all.count, i + chunk)])
                    let feeds = piece.indices.filter { piece[$0] == 10 }.map { Int32($0) }
                    if listed {
                        try feeds.withUnsafeBufferPointer { try scanner.feed(piece, newlines: $0, &reader) }
                    } else {
                        try scanner.feed(piece, &reader)
                    }
                    i += chunk
                }
            }
            try scanner.finish(&reader)
            return try reader.finish().1
        }
        for chunk in [1_000, 65_537, 70_001, 100_003, 1 << 20] {
            let searched = try scan(good, chunk: chunk, listed: false)
            let listed = try scan(good, chunk: chunk, listed: true)
            XCTAssertTrue(searched.rejectionSummary.contains("first rejected: line 757"), searched.rejectionSummary)
            XCTAssertEqual(listed.rejectionSummary, searched.rejectionSummary, "chunk \(chunk)")
            for isListed in [false, true] {
                XCTAssertThrowsError(try scan(bad, chunk: chunk, listed: isListed)) { error in
                    guard case ImportError.badXML(_, _, let line, let problem) = error else {
                        return XCTFail("\(error)")
                    }
                    XCTAssertEqual(line, 1_508, "chunk \(chunk), listed \(isListed): \(problem)")
                    XCTAssertTrue(problem.contains("without quotes"), problem)
                }
            }
        }
    }
}
