import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow checkin --period`: a start logged in the library, refused where it does not belong.
final class CheckinCommandPeriodTests: FolderTestCase {
    /// `--period` logs a start in the library (once: again is "already"); with a file, another
    /// answer, or a day after today it is refused; the start reaches the feature table.
    func testAPeriodInTheLibrary() throws {
        let environment = ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")]
        let (code, t) = flow(["checkin", "--period", "--date", "2026-01-10"], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        XCTAssertEqual(t.out, "logged in \(path("lib/library.sqlite")): a period that started on 2026-01-10\n")
        let (_, again) = flow(["checkin", "--period", "--date", "2026-01-10"], environment: environment)
        XCTAssertEqual(again.out, "already in \(path("lib/library.sqlite")): a period that started on 2026-01-10\n")
        for words in [
            ["checkin", "--period", "--file", path("c.csv")], ["checkin", "--period", "--stress", "2"],
            ["checkin", "--period", "--date", "2999-01-01"],
        ] {
            XCTAssertEqual(flow(words, environment: environment).0, .usage, "\(words)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("c.csv")))
        let (_, shown) = flow(["library"], environment: environment)
        XCTAssertTrue(shown.out.contains("period_start"), shown.out)
    }
}
