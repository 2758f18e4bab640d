import XCTest

@testable import FlowImport

/// The 40 offsets: 27 whole hours from −12 to +14, the 9 half hours and 4 quarter hours the tz
/// database used in 2020-2026, in that order; their names.
final class CandidateOffsetsTests: XCTestCase {
    func testTheFortyOffsetsInTheirOrder() {
        let all = CandidateOffsets.all
        XCTAssertEqual(all.count, 40)
        XCTAssertEqual(Set(all).count, 40)
        XCTAssertEqual(all.prefix(27), ArraySlice((-12...14).map { Int32($0 * 3600) }))
        XCTAssertEqual(all[27], -34_200)  // −9:30
        XCTAssertEqual(all[32], 19_800)  // +5:30
        XCTAssertEqual(all.suffix(4), [20_700, 31_500, 45_900, 49_500])  // +5:45, +8:45, +12:45, +13:45
        XCTAssertEqual(
            all.map(CandidateOffsets.rank),
            Array(repeating: 0, count: 27) + Array(repeating: 1, count: 9)
                + Array(repeating: 2, count: 4))
    }

    func testNames() {
        XCTAssertEqual(CandidateOffsets.name(-18_000), "UTC\u{2212}5")
        XCTAssertEqual(CandidateOffsets.name(19_800), "UTC+5:30")
        XCTAssertEqual(CandidateOffsets.name(20_700), "UTC+5:45")
        XCTAssertEqual(CandidateOffsets.name(-34_200), "UTC\u{2212}9:30")
        XCTAssertEqual(CandidateOffsets.name(0), "UTC+0")
    }
}
