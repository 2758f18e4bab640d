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

    /// A prefix's continuation lines hang under its width, or at a given column: "usage: flow x "
    /// is 14 columns, so at 30 the first line holds 16 columns of words ("[--a A] [--bb" is
    /// 12, "[--a A] [--bb B]" 16) and the next hangs at 14.
    func testHangingUnderAPrefix() {
        XCTAssertEqual(
            hanging("usage: flow x ", "[--a A] [--bb B] [--json]", width: 30),
            "usage: flow x [--a A] [--bb B]\n              [--json]")
        XCTAssertEqual(hanging("  --x   ", "one two", width: 30, indent: 19), "  --x   one two")
        // 8 + "one two three" (13) = 21 > 20: "one two" on the first line, "three" at column 4.
        XCTAssertEqual(hanging("  --x   ", "one two three", width: 20, indent: 4), "  --x   one two\n    three")
    }

    /// Hand-folded prose becomes one line a paragraph; blank lines, indented lines and bullets
    /// keep their own lines, and the line after a list starts anew.
    func testReflowedJoinsProseOnly() {
        XCTAssertEqual(
            reflowed("Reads a file\nand writes one.\n\nSources:\n  one\n  two\nAfter the list\nit goes on.\n• a\nb"),
            "Reads a file and writes one.\n\nSources:\n  one\n  two\nAfter the list it goes on.\n• a\nb")
    }

    /// A line laid out in columns hangs under the column after its label's two or more spaces:
    /// "  cycle   " is 10 columns, leaving 14 at 24 ("each morning's" is 14).
    func testAColumnsLabelHangs() {
        XCTAssertEqual(
            fitted("  cycle   each morning's day in the cycle", width: 24),
            "  cycle   each morning's\n          day in the\n          cycle")
        // A label past half the width is prose: it hangs under its leading spaces only.
        XCTAssertEqual(fitted("  a rather long label  then text", width: 20), "  a rather long\n  label then text")
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
