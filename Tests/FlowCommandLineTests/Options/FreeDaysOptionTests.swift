import FlowApp
import FlowTonight
import XCTest

@testable import FlowCommandLine

/// `--free-days`: the weekend by default, a list or none, a wrong word named with the option.
final class FreeDaysOptionTests: XCTestCase {
    private func freeDays(_ words: [String]) throws -> FreeDays {
        try Arguments(words, valued: ["--free-days"], flags: []).freeDays()
    }

    func testDefaultListAndNone() throws {
        XCTAssertEqual(try freeDays([]), .weekend)
        XCTAssertEqual(try freeDays(["--free-days", "fri,sat"]).weekdays, [.friday, .saturday])
        XCTAssertEqual(try freeDays(["--free-days", "none"]), FreeDays.none)
    }

    func testAWrongWordIsAUsageErrorNamingIt() {
        XCTAssertThrowsError(try freeDays(["--free-days", "weekend"])) { error in
            XCTAssertEqual(
                "\(error)",
                "--free-days 'weekend' is not a day of the week: give mon, tue, wed, thu, fri, sat or sun separated by "
                    + "commas, or none")
            XCTAssertEqual((error as? CommandError)?.kind, .request)
        }
    }
}
