import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTestSupport
import FlowTrends
import XCTest

/// A trend asked of a history: the view as of the last reading or a day given; refused before
/// the first reading, for body mass of a feature table, and for a metric never read.
final class TrendRequestTests: XCTestCase {
    private let table = FeatureTable(settings: FeatureSettings(), rows: (0..<10).map { row($0) })

    private func view(
        _ metric: Metric, asOf: CalendarDay? = nil, weighings: [FlowRecords.Measurement]? = []
    ) throws -> TrendView {
        try TrendRequest(metric: metric, range: .week, asOf: asOf).view(
            history: "h.csv", table: table, weighings: weighings, model: RecoveryModel.reference(), modelFile: nil)
    }

    func testViewsAndRefusals() throws {
        // Ten days from 2026-01-01: the week as of the last, 01-10.
        XCTAssertEqual(try view(.feature(.sleepHours)).asOf, CalendarDay(iso: "2026-01-10"))
        XCTAssertEqual(
            try view(.feature(.sleepHours), asOf: CalendarDay(iso: "2026-01-05")).asOf, CalendarDay(iso: "2026-01-05"))
        XCTAssertThrowsError(try view(.feature(.sleepHours), asOf: CalendarDay(iso: "2025-12-31"))) {
            XCTAssertEqual(
                $0 as? RequestError,
                .beforeFirstReading(
                    day: CalendarDay(iso: "2025-12-31")!, metric: "sleep_hours", first: CalendarDay(iso: "2026-01-01")!)
            )
        }
        XCTAssertThrowsError(try view(.bodyMass, weighings: nil)) {
            XCTAssertEqual($0 as? RequestError, .noBodyMassInTable(history: "h.csv"))
        }
        XCTAssertThrowsError(try view(.bodyMass)) {
            XCTAssertEqual($0 as? RequestError, .noReading(history: "h.csv", metric: "body_mass", unscored: false))
        }
    }
}
