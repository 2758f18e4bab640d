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
    /// A check of a stream's later part, begun at byte 1000, names a fault by its place in the
    /// whole stream: `0xFF` as the part's fourth byte is byte 1003.
    func testAPartBegunLaterNamesFaultsByTheirPlaceInTheWhole() {
        var check = UTF8Check(startingAt: 1000)
        XCTAssertEqual(check.checkedThrough, 1000)
        [UInt8(ascii: "a"), 0xC3, 0xA9, 0xFF].withUnsafeBufferPointer { check.check($0) }
        XCTAssertEqual(check.firstInvalid, 1003)
    }

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
