import FlowApp
import FlowDatabase
import FlowRecords
import FlowTestSupport
import XCTest

/// Forgetting counts first and deletes only when confirmed.
final class ForgetRecordsTests: FolderTestCase {
    func testCountedThenDeleted() throws {
        let (library, records) = try sampleLibrary()
        let lines = try String(contentsOfFile: path("sample-before-2026-01-15.csv"), encoding: .utf8)
        let phone = Set(lines.split(separator: "\n").filter { $0.hasSuffix(",iPhone") }).count
        let counted = try ForgetRecords.run(library: library, .source("iPhone"), confirmed: false)
        XCTAssertEqual(counted, ForgetRecords.Result(records: phone, deleted: false))
        XCTAssertEqual(try Library.reading(library).recordCount(), records)
        let done = try ForgetRecords.run(library: library, .source("iPhone"), confirmed: true)
        XCTAssertEqual(done, ForgetRecords.Result(records: phone, deleted: true))
        XCTAssertEqual(try Library.reading(library).recordCount(), records - phone)
        // Everything that ends before the first day: nothing.
        let day = try XCTUnwrap(CalendarDay(iso: "2026-01-01"))
        XCTAssertEqual(try ForgetRecords.run(library: library, .before(day), confirmed: true).records, 0)
    }
}
