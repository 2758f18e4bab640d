import XCTest

@testable import FlowCommandLine

/// Right alignment that never cuts, and plurals.
final class TextLayoutTests: XCTestCase {
    func testPaddingAndPlurals() {
        XCTAssertEqual(padLeft("42", 5), "   42")
        XCTAssertEqual(padLeft("123456", 3), "123456")
        XCTAssertEqual(plural(1, "day"), "1 day")
        XCTAssertEqual(plural(0, "day"), "0 days")
        XCTAssertEqual(plural(2, "person-target"), "2 person-targets")
    }

    /// A line that fits stays; a longer one folds at its spaces.
    func testFittedKeepsShortLinesAndFoldsLongOnes() {
        XCTAssertEqual(fitted("short line\n\nnext", width: 10), "short line\n\nnext")
        // 26 characters at 12 columns: "Tonight: in" (11), "bed by 22:15" (12), "soon" (4).
        XCTAssertEqual(fitted("Tonight: in bed by 22:15 soon", width: 12), "Tonight: in\nbed by 22:15\nsoon")
    }

    /// A bullet's continuation lines hang under its text: two spaces and "• " make a 4-column indent.
    func testABulletHangs() {
        XCTAssertEqual(
            fitted("  • Sleep debt 1 h carried into tonight", width: 20),
            "  • Sleep debt 1 h\n    carried into\n    tonight")
        // Plain indented prose hangs under its own first word.
        XCTAssertEqual(fitted("  After the 48 evenings", width: 14), "  After the 48\n  evenings")
    }

    /// A driver's leader of dots gives way before anything else, and the sign hangs like a bullet.
    func testADriverLosesItsLeaderFirst() {
        let driver = "  - Resting heart rate 58 bpm, usual 57 bpm .......... \u{2212}3"
        XCTAssertEqual(
            fitted(driver, width: 30), "  - Resting heart rate 58 bpm,\n    usual 57 bpm \u{2212}3")
        XCTAssertEqual(fitted(driver, width: 80), driver)  // it fits: untouched
    }

    /// A line a day hangs under its date.
    func testALineADayHangsUnderItsDate() {
        XCTAssertEqual(
            fitted("2026-06-29  Recovery 73 Good · Sleep 81 Good", width: 30),
            "2026-06-29  Recovery 73 Good ·\n            Sleep 81 Good")
    }

    /// A number and its per cent sign are never parted.
    func testAPercentStaysWithItsNumber() {
        // "sleep of" (8) + " 85 %" would make 13: the pair moves down whole.
        XCTAssertEqual(fitted("sleep of 85 % of it", width: 11), "sleep of\n85 % of it")
    }

    /// A word longer than the width stands alone rather than being cut.
    /// A number is one word with its unit to the fold: "7 h 39", "8 h," "50 min," and "58.0
    /// bpm" never part at their spaces; "7 hours" is two words.
    func testANumberStaysWithItsUnit() {
        XCTAssertEqual(fitted("sleep for 7 h 39 tonight", width: 12), "sleep for\n7 h 39\ntonight")
        XCTAssertEqual(fitted("rest 8 h, then 50 min, ok", width: 8), "rest\n8 h,\nthen\n50 min,\nok")
        XCTAssertEqual(fitted("took 12 h 05. done", width: 10), "took\n12 h 05.\ndone")
        XCTAssertEqual(fitted("7 hours 39", width: 7), "7 hours\n39")
        XCTAssertEqual(fitted("falling 1.0 bpm a week", width: 12), "falling\n1.0 bpm a\nweek")
        XCTAssertEqual(fitted("up 9,205 steps", width: 9), "up\n9,205 steps")
    }

    func testALongWordIsNotCut() {
        XCTAssertEqual(
            fitted("see https://example.org/a/long/path now", width: 10), "see\nhttps://example.org/a/long/path\nnow")
    }
}
