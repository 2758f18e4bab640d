import FlowRecords
import XCTest

/// The import report: counts by kind and source, rejections by reason with the first lines,
/// and every out-of-range reason named for its kind.
final class ImportReportTests: XCTestCase {
    private func report() throws -> ImportReport {
        var r = ImportReport(file: "r.csv")
        r.accepted = [.restingHR: ["Watch": 2], .sleep: ["Watch": 3, "": 1]]
        r.dates[.sleep] = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))...XCTUnwrap(CalendarDay(iso: "2026-03-04"))
        r.reject(.unknownKind, line: 7)
        r.reject(.nonNumeric, line: 9)
        r.reject(.unknownKind, line: 12)
        r.notes = ["skipped elements: Workout 2"]
        return r
    }

    func testCountsAndTheSummary() throws {
        let r = try report()
        XCTAssertEqual(r.acceptedCount, 6)
        XCTAssertEqual(r.rejectedCount, 3)
        // Most frequent reason first; the first line rejected.
        XCTAssertEqual(
            r.rejectionSummary, ": unknown kind 2, non-numeric value 1; first rejected: line 7 (unknown kind)")
        XCTAssertEqual(ImportReport(file: "x").rejectionSummary, "")
    }

    /// The reasons by count, most first; a tie goes by the reason's words ("negative value"
    /// before "non-numeric value").
    func testRejectionsByCount() throws {
        var r = try report()
        r.reject(.negative, line: 20)
        XCTAssertEqual(r.rejectionsByCount.map(\.reason), [.unknownKind, .negative, .nonNumeric])
        XCTAssertEqual(r.rejectionsByCount.map(\.count), [2, 1, 1])
    }

    func testTheText() throws {
        XCTAssertEqual(
            try report().text,
            """
            r.csv: 6 records accepted
              sleep from (no source): 1
              sleep from Watch: 3
                local dates 2026-03-01 to 2026-03-04
              resting_hr from Watch: 2
            3 rejected
              non-numeric value: 1
              unknown kind: 2
              first rejected: line 7 (unknown kind), line 9 (non-numeric value), line 12 (unknown kind)
            note: skipped elements: Workout 2

            """)
    }

    func testOnlyTheFirstTenRejectionsAreKeptAsExamples() {
        var r = ImportReport(file: "r.csv")
        for line in 1...25 { r.reject(.negative, line: line) }
        XCTAssertEqual(r.rejected[.negative], 25)
        XCTAssertEqual(r.examples.map(\.line), Array(1...10))
    }

    func testEveryKindWithARangeHasItsReason() {
        for kind in RecordKind.allCases {
            XCTAssertEqual(RejectionReason.outOfRange(kind) != nil, kind.plausible != nil, "\(kind)")
        }
        XCTAssertEqual(RejectionReason.outOfRange(.spo2)?.rawValue, "SpO2 outside 50-100 %")
    }

    /// In an export of several files, each rejection names the file it was read from; one
    /// counted before any part was named (or in a one-file export) gives its line alone.
    func testRejectionsNameTheFileOfTheExportTheyCameFrom() {
        var r = ImportReport(file: "export.zip")
        r.reject(.nonNumeric, line: 4)
        r.part = "sleeps.csv"
        r.reject(.unparseableTime, line: 3)
        r.part = "journal_entries.csv"
        r.reject(.notYesOrNo, line: 9)
        XCTAssertEqual(
            r.examples.map { ImportReport.place($0) }, ["line 4", "sleeps.csv line 3", "journal_entries.csv line 9"])
        XCTAssertEqual(
            r.rejectionSummary,
            ": journal answer not true or false 1, non-numeric value 1, unparseable time 1; first rejected: line 4 (non-numeric value)"
        )
        XCTAssertTrue(
            r.text.contains(
                "first rejected: line 4 (non-numeric value), sleeps.csv line 3 (unparseable time), "
                    + "journal_entries.csv line 9 (journal answer not true or false)"), r.text)
    }

    /// One rule for a value no person gives, asked by the import and the library's check alike.
    func testAnImplausibleValue() {
        XCTAssertEqual(RejectionReason.implausible(.spo2Minute, 50, seconds: 0), .invalidMinute)
        XCTAssertEqual(RejectionReason.implausible(.spo2Minute, 100.5, seconds: 0), .spo2MinuteAbove100)
        XCTAssertNil(RejectionReason.implausible(.spo2Minute, 50.5, seconds: 0))
        // 150 kcal in one minute is over 100 a minute; in two minutes, 75 a minute, it is kept.
        XCTAssertEqual(RejectionReason.implausible(.activeEnergy, 150, seconds: 60), .activeEnergyOutOfRange)
        XCTAssertNil(RejectionReason.implausible(.activeEnergy, 150, seconds: 120))
        XCTAssertEqual(RejectionReason.implausible(.activeEnergy, 20_001, seconds: 86_400), .activeEnergyOutOfRange)
        XCTAssertNil(RejectionReason.implausible(.activeEnergy, 150, seconds: 0))  // an instant: only the day's bound
        XCTAssertEqual(RejectionReason.implausible(.heartRate, 20, seconds: 0), .heartRateOutOfRange)
        XCTAssertNil(RejectionReason.implausible(.steps, 1e6, seconds: 60))
    }
}
