import FlowApp
import FlowTestSupport
import XCTest

/// What a library holds, source by source.
final class ShowLibraryTests: FolderTestCase {
    /// The sample's first two weeks: the watch, the phone and the sleep app (the chest strap comes
    /// later), every record counted once, the one import's time as each source's last.
    func testTheHoldings() throws {
        let (library, records) = try sampleLibrary()
        let shown = try ShowLibrary.run(library: library)
        XCTAssertEqual(shown.sources.map(\.source), ["Apple Watch", "SleepApp", "iPhone"])
        XCTAssertEqual(shown.records, records)
        XCTAssertEqual(shown.imports, 1)
        XCTAssertEqual(shown.lastImport, "2027-01-15T08:00:00+00:00")
        XCTAssertEqual(Set(shown.sources.compactMap(\.lastImport)), ["2027-01-15T08:00:00+00:00"])
        let watch = try XCTUnwrap(shown.sources.first)
        XCTAssertEqual(watch.kinds.map(\.kind), ["sleep", "steps", "heart_rate", "resting_hr", "hrv_sdnn"])
        XCTAssertEqual(watch.kinds.first?.first, "2026-01-01")
    }
}
