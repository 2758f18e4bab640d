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

    /// Numbers as exports write most of them (digits, a point, digits) read on the short path,
    /// and those just past it (16 digits, a point first or last, two points) read as before:
    /// each is the correctly rounded double that Swift's own parser gives for the same text.
    func testPlainNumbersAreTheCorrectlyRoundedDoubles() {
        for text in [
            "0.257", "61", "007", "0.0", "1.1", "72.5", "123456789012345", "12345678.9012345", "0.00000000000001",
            "1234567890123456", "0.000000000000001", "9007199254740993", "5.", ".5", "99999999999999.9",
        ] {
            XCTAssertEqual(DecimalParser.parse(text), .finite(Double(text)!), text)
        }
        for text in ["1.2.3", "1,5", "12a", "."] {
            XCTAssertEqual(DecimalParser.parse(text), .nonNumeric, text)
        }
    }
}
