import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

/// The real exports in ../shared/data (skipped when absent): every report names its layout
/// and clock, the quietest step hours fall at night, and the sleeping heart rate sits near
/// the resting heart rate, which a clock read hours off would break.
final class RealExportTests: XCTestCase {
    /// Read once for the three tests.
    nonisolated(unsafe) private static var cache: [(name: String, history: RecordHistory, report: ImportReport)]?

    private func histories() throws -> [(name: String, history: RecordHistory, report: ImportReport)] {
        if let cached = RealExportTests.cache { return cached }
        let data = try TestPaths.shared("data")
        var out: [(String, RecordHistory, ImportReport)] = []
        let pmdata = data.appendingPathComponent("pmdata")
        for person in (try? FileManager.default.contentsOfDirectory(atPath: pmdata.path))?.sorted() ?? []
        where person.hasPrefix("p") && !person.contains(".") {
            let (h, r) = try FitbitExport.read(path: pmdata.appendingPathComponent(person).path)
            out.append((person, h, r))
        }
        let apple = data.appendingPathComponent("apple-health")
        for sample in (try? FileManager.default.contentsOfDirectory(atPath: apple.path))?.sorted() ?? [] {
            let path = apple.appendingPathComponent(sample).appendingPathComponent("export.xml").path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let (h, r) = try AppleHealthExport.read(path: path)
            out.append((sample, h, r))
        }
        RealExportTests.cache = out
        return out
    }

    func testEveryReportNamesItsLayoutAndClock() throws {
        let all = try histories()
        XCTAssertGreaterThanOrEqual(all.count, 10)
        for (name, _, report) in all {
            XCTAssertNotNil(report.layout, name)
            if report.layout?.hasPrefix("Fitbit") == true { XCTAssertNotNil(report.clock, name) }
            XCTAssertTrue(report.text.contains("read as: "), name)
            XCTAssertFalse(report.dates.isEmpty, name)
        }
    }

    /// The curated iOS 14 export: its vitals are read (respiratory rate and VO₂max; its SpO2 of 98
    /// in Apple's fraction unit and its wrist-temperature deviation of 0.23 are out of range and
    /// counted), and the types flow does not read are listed with their counts.
    func testTheCuratedExportsVitalsAndWhatWasNotRead() throws {
        guard let (_, history, report) = try histories().first(where: { $0.name == "curated-v14" }) else {
            throw XCTSkip("no curated-v14 export")
        }
        XCTAssertEqual(history.respiratoryRate.map(\.value), [14.5])
        XCTAssertEqual(history.vo2max.map(\.value), [45.2])
        XCTAssertEqual(report.rejected[.spo2OutOfRange], 1)
        XCTAssertEqual(report.rejected[.wristTemperatureOutOfRange], 1)
        // Its one ActiveEnergyBurned record is read since SPEC 21, no longer listed as not read.
        XCTAssertEqual(history.activeEnergy.count, 1)
        XCTAssertFalse(report.notRead.contains { $0.hasPrefix("HKQuantityTypeIdentifierActiveEnergyBurned") })
        XCTAssertTrue(report.text.contains("\nnot read: "))
    }

    /// Over every person with a day of steps: the four hours with the fewest steps, summed
    /// over the whole history, all lie between 23:00 and 07:00 local time.
    func testTheQuietestStepHoursAreAtNight() throws {
        var checked = 0
        for (name, history, _) in try histories() where history.steps.count > 1000 {
            var byHour = [Double](repeating: 0, count: 24)
            for s in history.steps {
                let hour = Int((s.start.localSeconds / 3600).rounded(.down)) % 24
                byHour[(hour + 24) % 24] += s.value
            }
            let quietest = byHour.indices.sorted { byHour[$0] < byHour[$1] }.prefix(4)
            XCTAssertTrue(quietest.allSatisfy { $0 >= 23 || $0 < 7 }, "\(name): quietest hours \(Array(quietest))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }

    /// Where a night has both, the sleeping heart rate is within 10 bpm of the resting heart
    /// rate on most of them (read on a clock hours off, it is the daytime rate, far above).
    func testTheSleepingHeartRateSitsNearTheRestingHeartRate() throws {
        var nights = 0
        var near = 0
        for (_, history, _) in try histories() {
            for row in FeatureTable(history: history).rows where !row[.sleepingHRMissing] && !row[.rhrMissing] {
                nights += 1
                if abs(row[.sleepingHR] - row[.restingHR]) <= 10 { near += 1 }
            }
        }
        guard nights > 0 else { throw XCTSkip("no real night here has both a sleeping and a resting heart rate") }
        XCTAssertGreaterThanOrEqual(Double(near), 0.7 * Double(nights), "\(near) of \(nights)")
    }
}
