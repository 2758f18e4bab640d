import FlowApp
import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTestSupport
import XCTest

/// `Predict.select` on a history scored in memory.
final class PredictTests: XCTestCase {
    func scoredLoad(rows: Int) throws -> ScoredLoad {
        let table = FeatureTable(
            settings: FeatureSettings(), rows: (0..<rows).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) })
        let loaded = LoadedHistory(name: "h.csv", table: table)
        let history = try ScoredHistory(name: "h.csv", table: table, model: RecoveryModel.reference(), modelFile: nil)
        return ScoredLoad(loaded: loaded, history: history, labelled: nil)
    }

    /// The latest morning by default; the last N as a list; labels given to the reference
    /// model (which starts from none) are reported unused.
    func testTheSelectionAndTheUnusedLabels() throws {
        let load = try scoredLoad(rows: 20)
        let latest = try Predict.select(load, .latest, labelsGiven: false)
        XCTAssertEqual(latest.selected.map(\.day.description), ["2026-01-20"])
        XCTAssertFalse(latest.labelsUnused)
        let last = try Predict.select(load, .last(3), labelsGiven: true)
        XCTAssertEqual(last.selected.map(\.day.description), ["2026-01-18", "2026-01-19", "2026-01-20"])
        XCTAssertTrue(last.labelsUnused)
    }

    func testADateOutsideTheHistoryIsRefused() throws {
        let load = try scoredLoad(rows: 5)
        let outside = CalendarDay(iso: "2026-02-01")!
        XCTAssertThrowsError(try Predict.select(load, .day(outside), labelsGiven: false)) { error in
            XCTAssertEqual(
                error as? RequestError,
                .outsideHistory(
                    asked: .date, day: outside,
                    history: CalendarDay(iso: "2026-01-01")!...CalendarDay(iso: "2026-01-05")!))
        }
    }
}
