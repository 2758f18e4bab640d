import FlowFeatures
import FlowRecords
import FlowScores
import XCTest

/// Strain: the day's load against a capacity of 500, or 2.5 times the usual load once 7 of the
/// 14 rows before have one.
final class StrainScoreTests: XCTestCase {
    func testThePersonalCapacityOnceSevenLoadsAreKnown() throws {
        // 30 rows of 80 then 150: capacity 2.5 · 80 = 200, so 100 · 150 / 200 = 75.
        let rows = scoreRows(31, usual: usualDay.merging([.strainLoad: 80]) { $1 }, changes: [30: [.strainLoad: 150]])
        let strain = ReferenceScores.scores(rows: rows)[30].strain
        XCTAssertEqual(try XCTUnwrap(strain.value), 75, accuracy: 1e-12)
        XCTAssertEqual(strain.capacitySource, "personal")
        XCTAssertEqual(strain.details.first?.1, 200)
    }

    func testTheDefaultCapacityAndNoLoadNoScore() throws {
        // No observed load before: 100 · 150 / 500 = 30.
        var changes: [Int: [Feature: Double?]] = [30: [.strainLoad: 150]]
        for i in 0..<30 { changes[i] = [.strainLoad: nil] }
        let strain = ReferenceScores.scores(rows: scoreRows(31, usual: usualDay, changes: changes))[30].strain
        XCTAssertEqual(try XCTUnwrap(strain.value), 30, accuracy: 1e-12)
        XCTAssertEqual(strain.capacitySource, "default")
        changes[30] = [.strainLoad: nil]
        XCTAssertNil(ReferenceScores.scores(rows: scoreRows(31, usual: usualDay, changes: changes))[30].strain.value)
    }
}
