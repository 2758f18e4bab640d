import FlowApp
import FlowFeatures
import FlowInference
import FlowTestSupport
import XCTest

/// A history joined with its labels: the usable labelled days, on the target the labels give.
final class LabelledHistoryTests: FolderTestCase {
    func testTheDaysWithALabelAndANight() throws {
        let records = try write(
            "kind,start,end,value,source\n"
                + "sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,W\n"
                + "sleep,2026-03-02T23:00:00+01:00,2026-03-03T07:00:00+01:00,core,W\n", "r.csv")
        // Labels on 03-02 and 03-03 (nights measured) and 03-09 (no row): two usable days.
        let labels = try write("date,stress\n2026-03-02,2\n2026-03-03,4\n2026-03-09,3\n", "l.csv")
        let days = try LabelledHistory.load(
            HistoryRequest(path: records), labels: LabelRequest(file: labels), settings: FeatureSettings()
        ) { _ in TargetScale() }
        XCTAssertEqual(days.days.map(\.label), [2, 4])
        XCTAssertEqual(days.days.map(\.row.day.description), ["2026-03-02", "2026-03-03"])
        XCTAssertEqual(days.withoutUsableRow, 1)
    }
}
