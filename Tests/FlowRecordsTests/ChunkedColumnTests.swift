import XCTest

@testable import FlowRecords

final class ChunkedColumnTests: XCTestCase {
    /// Values on both sides of two block boundaries (65,536 each) read back as written.
    func testValuesAcrossBlockBoundariesReadBack() {
        var column = ChunkedColumn<UInt32>()
        let n = 2 * 65_536 + 3
        for i in 0..<n { column.append(UInt32(i) &* 2_654_435_761) }
        XCTAssertEqual(column.count, n)
        for i in [0, 1, 65_535, 65_536, 65_537, 131_071, 131_072, n - 1] {
            XCTAssertEqual(column[i], UInt32(i) &* 2_654_435_761, "position \(i)")
        }
    }
}
