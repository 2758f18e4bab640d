import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import XCTest

/// `LoadDays.compute` on a history in memory.
final class LoadDaysTests: XCTestCase {
    /// A feature table keeps no heart-rate samples: refused naming it (exit 65's kind).
    func testAFeatureTableIsRefusedNamingIt() throws {
        let table = try SimulatedPerson(days: 10, seed: 1).loaded.table
        let loaded = LoadedHistory(name: "table.csv", table: table)
        XCTAssertThrowsError(try LoadDays.compute(loaded, sexGiven: false, window: DayWindow())) { error in
            guard case .input(let message, let kind)? = error as? CommandError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("table.csv is a feature table"), message)
            XCTAssertEqual(kind, .data)
        }
    }

    /// Every day of the window, one per row; the weighting's source: the option, else the
    /// default (the simulated records state no sex).
    func testTheDaysAndWhereTheWeightingCameFrom() throws {
        let person = try SimulatedPerson(days: 20, seed: 1)
        let all = try LoadDays.compute(person.loaded, sexGiven: false, window: DayWindow())
        XCTAssertEqual(all.days.map(\.day), person.loaded.table.rows.map(\.day))
        XCTAssertEqual(all.sexSource, .defaulted)
        XCTAssertEqual(all.sex, .male)
        XCTAssertTrue(all.hasHeartRate)
        let first = person.loaded.table.rows[0].day
        let window = DayWindow(from: first.adding(days: 2), to: first.adding(days: 4))
        let some = try LoadDays.compute(person.loaded, sexGiven: true, window: window)
        XCTAssertEqual(some.days.map(\.day), [first.adding(days: 2), first.adding(days: 3), first.adding(days: 4)])
        XCTAssertEqual(some.sexSource, .option)
    }
}
