import Foundation
import XCTest

@testable import FlowImport

final class UTF8CheckTests: XCTestCase {
    /// Checks `bytes` in pieces cut at `cuts`, then ends the stream.
    private func check(_ bytes: [UInt8], cuts: [Int]) -> UTF8Check {
        var check = UTF8Check()
        var from = 0
        for end in cuts + [bytes.count] where end >= from {
            bytes.withUnsafeBufferPointer { check.check(UnsafeBufferPointer(rebasing: $0[from..<end])) }
            from = end
        }
        check.finish()
        return check
    }

    /// One-, two-, three- and four-byte characters (a, é, €, 𝄞) cut at every place, and in
    /// one-byte pieces: no fault, and every byte checked.
    func testCharactersCutAnywhereAreWhole() {
        let bytes = Array(String(repeating: "aé€𝄞", count: 3).utf8)  // 10 bytes a time
        XCTAssertEqual(bytes.count, 30)
        for cut in 0...bytes.count {
            let c = check(bytes, cuts: [cut])
            XCTAssertNil(c.firstInvalid, "cut at \(cut)")
            XCTAssertEqual(c.checkedThrough, 30)
        }
        XCTAssertNil(check(bytes, cuts: Array(1..<30)).firstInvalid)
    }

    /// A stream stopped inside a character has checked only what comes before it.
    func testAnUnfinishedCharacterWaitsForTheNextPiece() {
        var c = UTF8Check()
        Array("a€".utf8).prefix(3).withUnsafeBufferPointer { c.check($0) }  // 'a', then 2 of €'s 3 bytes
        XCTAssertEqual(c.checkedThrough, 1)
        XCTAssertNil(c.firstInvalid)
        c.finish()
        XCTAssertEqual(c.firstInvalid, 1)  // cut short for good
    }

    /// Each fault is found at the byte a whole-buffer check names, wherever the stream is cut:
    /// 0xFF; a continuation byte with no lead; an overlong `E0 80 80`; a surrogate `ED A0 80`;
    /// `F4 90 80 80` past U+10FFFF; a lead followed by ASCII; a character cut short at the end.
    func testFaultsAreFoundAtTheSameByteWhereverTheStreamIsCut() {
        let head = Array("ab€".utf8)  // 5 bytes
        let faults: [([UInt8], Int)] = [
            ([0xFF], 5), ([0x80], 5), ([0xE0, 0x80, 0x80], 5), ([0xED, 0xA0, 0x80], 5), ([0xF4, 0x90, 0x80, 0x80], 5),
            ([0xC3, 0x41], 5), ([0xF0, 0x9D, 0x84], 5),
        ]
        for (fault, offset) in faults {
            let tail: [UInt8] = fault == [0xF0, 0x9D, 0x84] ? [] : Array("zz".utf8)
            let bytes = head + fault + tail
            XCTAssertEqual(
                bytes.withUnsafeBufferPointer { UTF8Check.firstInvalid($0) }, offset, "\(fault) whole")
            for cut in 0...bytes.count {
                XCTAssertEqual(check(bytes, cuts: [cut]).firstInvalid, Int64(offset), "\(fault) cut at \(cut)")
            }
            XCTAssertEqual(check(bytes, cuts: Array(1..<bytes.count)).firstInvalid, Int64(offset), "\(fault) bytewise")
        }
    }

    /// The check agrees with Swift's own UTF-8 validation on random bytes, cut at random.
    func testAgreesWithTheStandardLibraryOnRandomBytes() {
        var seed: UInt64 = 12_345
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let alphabet: [UInt8] = [
            0x41, 0x20, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9D, 0x84, 0x9E, 0x80, 0xBF, 0xED, 0xF4,
        ]
        for _ in 0..<2000 {
            let bytes = (0..<Int(next() % 12)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let cut = Int(next() % UInt64(bytes.count + 1))
            XCTAssertEqual(check(bytes, cuts: [cut]).firstInvalid == nil, valid, "\(bytes) cut at \(cut)")
        }
    }
}

/// Characters in text between elements, cut by the end of a chunk.
final class CutCharacterTests: XCTestCase {
    /// `é` (C3 A9), `€` (E2 82 AC) and `𝄞` (F0 9D 84 9E) in the text after a record, the document
    /// cut into chunks of every size: never a fault, by the scanner's own check or the reading
    /// thread's; `C3` before a line feed is one, at its own byte, whatever the chunks.
    func testACharacterCutByAChunkIsNoFault() throws {
        let heart = record(
            "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "61",
            unit: "count/min")
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n\(heart) <Record type=\"X\"/>é€𝄞\n</HealthData>\n"
        for chunk in 1...text.utf8.count {
            let (history, report) = try importXML(text, chunk: chunk)
            XCTAssertEqual(history.heartRate.count, 1, "chunk \(chunk)")
            XCTAssertEqual(report.notRead, ["X 1 record"], "chunk \(chunk)")
        }
        var bad = Array(text.utf8)
        let at = bad.firstIndex(of: 0xC3)!
        bad.remove(at: at + 1)  // C3 followed by E2: not a character
        for chunk in 1...bad.count {
            XCTAssertThrowsError(try scanBytes(bad, chunk: chunk)) { error in
                guard case ImportError.badXML(_, let offset, _, let problem) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(offset, Int64(at), "chunk \(chunk)")
                XCTAssertTrue(problem.contains("0xC3"), problem)
            }
        }
        // The bytes a cut character leaves pending are only its own: 0 to 3.
        let bytes: [UInt8] = Array("ab".utf8) + [0xF0, 0x9D, 0x84]
        bytes.withUnsafeBufferPointer { b in
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 5, from: 0), 3)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 4, from: 0), 2)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 3, from: 0), 1)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 2, from: 0), 0)
            XCTAssertEqual(XMLScanner.cutCharacter(b.baseAddress!, 5, from: 3), 0)  // the lead is before `from`
        }
    }

    /// Feeds raw bytes (not necessarily UTF-8) in chunks of `chunk`.
    private func scanBytes(_ bytes: [UInt8], chunk: Int) throws {
        var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
        var scanner = XMLScanner(file: "t.xml")
        try bytes.withUnsafeBufferPointer { all in
            var i = 0
            while i < all.count {
                try scanner.feed(UnsafeBufferPointer(rebasing: all[i..<min(all.count, i + chunk)]), &reader)
                i += chunk
            }
        }
        try scanner.finish(&reader)
    }
}
