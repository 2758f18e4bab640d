import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// A library read back as it was imported, and its stored tables.
final class LibraryReadingTests: FolderTestCase {

    /// What comes back is what went in: the records (kind, times on their own clocks, value,
    /// source) and the history's facts: a nightly resting HR, a strain scale, the stated sex,
    /// the journal.
    func testReadBackAsImported() throws {
        var a = history(oneNight + ["sleep_minutes,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,deep:77,Ring"])
        a.nightlyRestingHRSources = ["Ring"]
        a.deviceStrainScales = ["Ring": 21]
        a.statedSex = (.female, "export.xml")
        let evening = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        a.checkins = CheckinTable(behaviours: ["read_in_bed"], days: [CheckinDay(day: evening, values: [1], stress: 2)])
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(a, nil)], importedAt: "2026-03-03T06:00:00+00:00")
        let (back, report) = try Library.reading(path("l.sqlite")).history(name: "lib")
        XCTAssertEqual(back.count, 4)
        XCTAssertEqual(back.sleep.map { back.sources[$0.source] }, ["Watch"])
        XCTAssertEqual(back.sleep.first?.start.iso8601, "2026-03-01T23:00:00+01:00")
        XCTAssertEqual(back.sleepTotals.map(\.value), ["deep:77"])
        XCTAssertEqual(back.heartRate.map(\.value), [52])
        XCTAssertEqual(back.restingHR.map { back.sources[$0.source] }, ["Ring"])
        XCTAssertTrue(back.restingHRIsNightly)
        XCTAssertEqual(back.deviceStrainScales, ["Ring": 21])
        XCTAssertEqual(back.statedSex?.sex, .female)
        XCTAssertEqual(back.checkins?.behaviours, ["read_in_bed"])
        XCTAssertEqual(back.checkins?.days.first?.values, [1])
        XCTAssertEqual(back.checkins?.days.first?.stress, 2)
        XCTAssertEqual(report.accepted[.heartRate], ["Watch": 1])
        XCTAssertEqual(report.dates[.sleep].map { "\($0.lowerBound)" }, "2026-03-01")
    }

    /// A record of a kind this flow does not know (a newer flow's, or a hand edit) is refused
    /// naming the record and the kind, never read as another.
    func testAKindThisFlowDoesNotKnowIsNamed() throws {
        _ = try Library.writing(path("l.sqlite")).add(
            [(history(oneNight), nil)], importedAt: "2026-03-03T06:00:00+00:00")
        try SQLiteConnection(path: path("l.sqlite"), name: "l").execute(
            "UPDATE records SET kind = 'moon_phase' WHERE kind = 'heart_rate'")
        XCTAssertThrowsError(try Library.reading(path("l.sqlite")).history(name: "lib")) { error in
            guard case DatabaseError.notALibrary(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(
                reason.hasSuffix(
                    "has a kind this flow does not know, 'moon_phase' (a newer flow wrote it, or the file was edited by hand)"
                ), reason)
        }
    }

    /// A stored table is read back while the records are as they were, and gone once an
    /// import changes them.
    func testStoredTablesLastUntilTheRecordsChange() throws {
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(history(oneNight), nil)], importedAt: "t1")
        let generation = try library.generation()
        try library.store(table: "csv text", settings: "s", clock: 3600, generation: generation)
        XCTAssertEqual(try library.storedTable(settings: "s")?.csv, "csv text")
        XCTAssertEqual(try library.storedTable(settings: "s")?.clock, 3600)
        XCTAssertNil(try library.storedTable(settings: "other"))
        // A table made from older records is not stored.
        try library.store(table: "old", settings: "t", clock: 0, generation: generation - 1)
        XCTAssertNil(try library.storedTable(settings: "t"))
        _ = try library.add([(history(oneNight), nil)], importedAt: "t2")  // nothing new: still current
        XCTAssertNotNil(try library.storedTable(settings: "s"))
        _ = try library.add(
            [(history(["resting_hr,2026-03-03T00:00:00+01:00,2026-03-03T00:00:00+01:00,49,Ring"]), nil)],
            importedAt: "t3")
        XCTAssertNil(try library.storedTable(settings: "s"))
        XCTAssertEqual(try library.generation(), generation + 1)
    }

    /// The facts a command reads without the records: the last import, and whether every resting
    /// HR is a night's (the ring's is; a watch's resting HR beside it makes it not).
    func testFactsWithoutTheRecords() throws {
        let library = try Library.writing(path("l.sqlite"))
        XCTAssertNil(try library.lastImport())
        XCTAssertFalse(try library.restingHRIsNightly())  // no resting HR at all
        var ring = history(oneNight)
        ring.nightlyRestingHRSources = ["Ring"]
        let entry = ImportEntry(
            importedAt: "2026-03-03T06:00:00+00:00", file: "ring.zip", size: 1, sha256: "ab",
            report: ImportReport(file: "ring.zip"), flowVersion: "t")
        _ = try library.add([(ring, entry)], importedAt: "2026-03-03T06:00:00+00:00")
        XCTAssertEqual(try library.lastImport(), "2026-03-03T06:00:00+00:00")
        XCTAssertTrue(try library.restingHRIsNightly())
        XCTAssertEqual(try library.restingHRIsNightly(), try library.history(name: "l").0.restingHRIsNightly)
        let watch = history(["resting_hr,2026-03-03T00:00:00+01:00,2026-03-03T00:00:00+01:00,55,Watch"])
        _ = try library.add([(watch, nil)], importedAt: "2026-03-04T06:00:00+00:00")
        XCTAssertFalse(try library.restingHRIsNightly())
        XCTAssertEqual(try library.restingHRIsNightly(), try library.history(name: "l").0.restingHRIsNightly)
    }
}
