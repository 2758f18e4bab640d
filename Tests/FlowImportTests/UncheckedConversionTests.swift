import FlowTestSupport
import Foundation
import XCTest

/// A lint over the readers: no number read from a file may reach an integer through a bare
/// `Int(x.rounded())` (it traps on `nan`, `inf` or `1e300`) or `abs` (it traps on the smallest
/// Int). Days come from `CalendarDay(containing:)`, magnitudes from `.magnitude`.
final class UncheckedConversionTests: XCTestCase {
    /// The lines of `text` (comments left out) that convert without a check, as 1-based numbers.
    static func uncheckedLines(_ text: String) -> [Int] {
        let conversion = try! NSRegularExpression(
            pattern: #"\b(U?Int(8|16|32|64)?)\((?!exactly:)(?:[^()]|\([^()]*\))*\.rounded\("#)
        let absolute = try! NSRegularExpression(pattern: #"(?<![.\w])abs\("#)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { k, line in
            let code = String(line.prefix { _ in true }).components(separatedBy: "//").first ?? ""
            let range = NSRange(code.startIndex..., in: code)
            let hit =
                conversion.firstMatch(in: code, range: range) != nil
                || absolute.firstMatch(in: code, range: range) != nil
            return hit ? k + 1 : nil
        }
    }

    func testTheLintFindsWhatItLooksFor() {
        let sample = """
            let day = CalendarDay(ordinal: Int((ms / 86_400_000).rounded(.down)))
            if let seconds = Int(text), abs(seconds) <= 18 * 3600 { return seconds }
            let fine = CalendarDay(containing: seconds)  // Int(x.rounded()) in a comment is fine
            let magnitude = seconds.magnitude
            let offset = Int32((local - gmt).rounded())
            """
        XCTAssertEqual(UncheckedConversionTests.uncheckedLines(sample), [1, 2, 5])
    }

    func testNoReaderConvertsANumberUnchecked() throws {
        let root = TestPaths.package("Sources/FlowImport")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 40)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            found += UncheckedConversionTests.uncheckedLines(text).map { "\(file.lastPathComponent):\($0)" }
        }
        XCTAssertEqual(found, [], "unchecked conversions in the readers")
    }
}
