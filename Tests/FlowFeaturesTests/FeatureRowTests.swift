import FlowFeatures
import FlowRecords
import XCTest

/// A row's cells by name, and what its flags say: no data, a night measured, scorable, coverage.
final class FeatureRowTests: XCTestCase {
    /// A row with every feature k at value k, observed, and `missing` flags set.
    private func row(missing: Set<MissingFlag>) throws -> FeatureRow {
        FeatureRow(
            day: try XCTUnwrap(CalendarDay(iso: "2026-03-02")), values: Feature.allCases.map { Double($0.index) },
            provenance: Feature.allCases.map { $0 == .steps ? .median : .observed },
            flags: MissingFlag.allCases.map { missing.contains($0) })
    }

    func testCellsByName() throws {
        let r = try row(missing: [.stepsMissing])
        XCTAssertEqual(r[.sleepHours], 0)
        XCTAssertEqual(r[.strainLoad], 18)
        XCTAssertTrue(r[.stepsMissing])
        XCTAssertFalse(r[.rhrMissing])
        XCTAssertTrue(r.isObserved(.restingHR))
        XCTAssertFalse(r.isObserved(.steps))
        XCTAssertEqual(r.deviceScores, [nil, nil, nil])
    }

    func testNoDataNightAndCoverage() throws {
        let everything = Set(MissingFlag.dataFlags)
        // All eight data flags set: a no-data day, whatever the baseline flag says.
        let empty = try row(missing: everything)
        XCTAssertTrue(empty.isNoData)
        XCTAssertFalse(empty.isScorable)
        XCTAssertEqual(empty.coverage, 0)
        // Steps alone: data, but no night, so not scorable; coverage 1 of 8.
        let steps = try row(missing: everything.subtracting([.stepsMissing]))
        XCTAssertFalse(steps.isNoData)
        XCTAssertFalse(steps.hasNightMeasurement)
        XCTAssertFalse(steps.isScorable)
        XCTAssertEqual(steps.coverage, 1)
        // Each of the four night measurements alone makes the row scorable.
        for night in [MissingFlag.sleepMissing, .rhrMissing, .hrvMissing, .sleepingHRMissing] {
            let r = try row(missing: everything.subtracting([night]))
            XCTAssertTrue(r.isScorable, "\(night)")
        }
        XCTAssertEqual(try row(missing: [.baselineMissing]).coverage, 8)
    }
}
