import FlowRecords
import XCTest

final class DecimalParserTests: XCTestCase {
    func testNumbersAreDecimalOnly() {
        XCTAssertEqual(DecimalParser.parse("78.5"), .finite(78.5))
        XCTAssertEqual(DecimalParser.parse("1e3"), .finite(1000))
        XCTAssertEqual(DecimalParser.parse("-2"), .finite(-2))
        XCTAssertEqual(DecimalParser.parse("0.1"), .finite(0.1))
        XCTAssertEqual(DecimalParser.parse("nan"), .nonFinite)
        XCTAssertEqual(DecimalParser.parse("-Infinity"), .nonFinite)
        XCTAssertEqual(DecimalParser.parse("1e400"), .nonFinite)
        XCTAssertEqual(DecimalParser.parse("abc"), .nonNumeric)
        XCTAssertEqual(DecimalParser.parse("0x10"), .nonNumeric)
        XCTAssertEqual(DecimalParser.parse(""), .nonNumeric)
    }
}
