import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// A source's clocks kept with the library: a later import that reads them otherwise replaces
/// that source's records over the span its export covers, so a night moved to another clock is
/// held once, where it was lived.
final class ClocksTableTests: FolderTestCase {
    /// The night of oneNight's watch read on +01:00, then on −05:00 (six hours later in UTC).
    private func night(_ offset: String, clocks signature: String?) -> RecordHistory {
        var h = history([
            "sleep,2026-03-01T23:00:00\(offset),2026-03-02T07:00:00\(offset),core,Watch",
            "resting_hr,2026-03-02T00:00:00+01:00,2026-03-02T00:00:00+01:00,50,Ring",
        ])
        if let signature {
            h.clocks["Watch"] = ClockFacts(
                signature: signature, lines: ["clock …"], span: h.instantSpan ?? 0...0)
        }
        return h
    }

    func testAMovedClockReplacesTheSourcesRecordsInItsSpan() throws {
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(night("+01:00", clocks: "Europe/Paris@-inf"), nil)], importedAt: "t1")
        XCTAssertEqual(try library.recordCount(), 2)
        XCTAssertEqual(try library.clockLines().map(\.source), ["Watch"])
        // The same clocks again: a plain merge (the night is held once).
        _ = try library.add([(night("+01:00", clocks: "Europe/Paris@-inf"), nil)], importedAt: "t2")
        XCTAssertEqual(try library.recordCount(), 2)
        // Read otherwise: the watch's night over the new span is replaced, the ring's record stays.
        let moved = night("-05:00", clocks: "Europe/Paris@-inf|UTC−5@1772000000")
        _ = try library.add([(moved, nil)], importedAt: "t3")
        let (held, _) = try Library.reading(path("l.sqlite")).history(name: "l")
        XCTAssertEqual(held.sleep.map(\.start.offsetSeconds), [-18_000])
        XCTAssertEqual(held.restingHR.count, 1)
    }

    /// With no clocks stored, a history read on one clock merges as always; on several, it
    /// replaces what the library held of its source over its span.
    func testWithNoneStored() throws {
        let library = try Library.writing(path("l.sqlite"))
        _ = try library.add([(night("+01:00", clocks: nil), nil)], importedAt: "t1")
        _ = try library.add([(night("-05:00", clocks: "UTC−5@-inf"), nil)], importedAt: "t2")
        XCTAssertEqual(try library.recordCount(), 3)  // one clock: merged, the night twice
        let other = try Library.writing(path("m.sqlite"))
        _ = try other.add([(night("+01:00", clocks: nil), nil)], importedAt: "t1")
        _ = try other.add([(night("-05:00", clocks: "UTC+1@-inf|UTC−5@1772000000"), nil)], importedAt: "t2")
        XCTAssertEqual(try other.recordCount(), 2)
    }
}
