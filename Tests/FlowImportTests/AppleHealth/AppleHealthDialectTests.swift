import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// The early dialect of Apple Health exports (versions 1-3, iOS 8), the RMSSD type, and
/// what a malformed tag's error says.
final class AppleHealthDialectTests: FolderTestCase {
    /// An iOS 8 export: `source`, compact dates, heart rate in beats a second carried as
    /// min/max/average, a numeric sleep value and an in-bed record without one.
    static let early = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 3 -->
        <!ELEMENT HealthData (ExportDate,Me,Record*)>
        ]>
        <HealthData locale="de_DE">
         <ExportDate value="20150510120000+0200"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="19800101"/>
         <Record type="HKQuantityTypeIdentifierHeartRate" source="Pat's iPhone" unit="count/s" startDate="20150501021500+0200" endDate="20150501021500+0200" min="1.1" max="1.3" average="1.2" recordCount="2"/>
         <Record type="HKQuantityTypeIdentifierStepCount" source="Pat's iPhone" unit="count" startDate="20150501091500+0200" endDate="20150501093000+0200" value="420"/>
         <Record type="HKCategoryTypeIdentifierSleepAnalysis" source="Sleep Cycle" startDate="20150430230000+0200" endDate="20150501063000+0200"/>
         <Record type="HKCategoryTypeIdentifierSleepAnalysis" source="Sleep Cycle" startDate="20150430231500+0200" endDate="20150501062000+0200" value="1"/>
        </HealthData>

        """

    private func instant(_ iso: String) throws -> Double { try TimestampParser.parse(iso).get().instant }

    func testAnIOS8ExportReadsToTheRightRecords() throws {
        let path = try write(AppleHealthDialectTests.early, "export.xml")
        let (history, report) = try AppleHealthExport.read(path: path)
        XCTAssertEqual(history.heartRate.map(\.value), [72])  // 1.2 beats a second
        XCTAssertEqual(history.heartRate.map(\.start.instant), [try instant("2015-05-01T00:15:00Z")])
        XCTAssertEqual(history.heartRate.map(\.start.offsetSeconds), [7200])
        XCTAssertEqual(history.steps.map(\.value), [420])
        XCTAssertEqual(history.steps.map { $0.end.instant - $0.start.instant }, [15 * 60])
        XCTAssertEqual(history.sleep.map(\.stage), [.inBed, .asleep])
        XCTAssertEqual(history.sleep.map { $0.end.instant - $0.start.instant }, [7.5 * 3600, (7 * 60 + 5) * 60])
        XCTAssertEqual(Set(history.sources), ["Pat's iPhone", "Sleep Cycle"])
        XCTAssertEqual(report.rejectedCount, 0)
        XCTAssertEqual(
            report.layout,
            "Apple Health export (export version 3): the early dialect of export versions 1-3 "
                + "(source, compact dates, average values)")
        let row = try XCTUnwrap(
            FeatureTable(history: history).rows.first { $0.day == CalendarDay(year: 2015, month: 5, day: 1) })
        XCTAssertEqual(row[.sleepHours], 7 + 5.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(row[.inBedHours], 7.5, accuracy: 1e-12)
    }

    /// A record starting after the compact export date is rejected as in today's dialect.
    func testTheCompactExportDateBoundsTheRecords() throws {
        let late = AppleHealthDialectTests.early.replacingOccurrences(
            of: "20150501091500+0200\" endDate=\"20150501093000+0200",
            with: "20150601091500+0200\" endDate=\"20150601093000+0200")
        let (history, report) = try AppleHealthExport.read(path: try write(late, "export.xml"))
        XCTAssertTrue(history.steps.isEmpty)
        XCTAssertEqual(report.rejected, [.afterExportDate: 1])
    }

    func testTodaysDialectIsNamedWithItsVersion() throws {
        let text = export([
            record(
                "QuantityTypeIdentifierHeartRate", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100", "60",
                unit: "count/min")
        ]).replacingOccurrences(of: "<!ATTLIST", with: "<!-- HealthKit Export Version: 14 -->\n<!ATTLIST")
        let (_, report) = try AppleHealthExport.read(path: try write(text, "export.xml"))
        XCTAssertEqual(
            report.layout, "Apple Health export (export version 14): today's dialect (sourceName, dates with an offset)"
        )
    }

    /// Apple's RMSSD type is an hrv_rmssd record (ms, or seconds × 1000).
    func testTheRMSSDTypeIsRead() throws {
        let (history, report) = try importXML(
            export([
                record(
                    "QuantityTypeIdentifierHeartRateVariabilityRMSSD", "2026-03-02 03:00:00 +0100",
                    "2026-03-02 03:00:00 +0100", "42",
                    unit: "ms"),
                record(
                    "QuantityTypeIdentifierHeartRateVariabilityRMSSD", "2026-03-03 03:00:00 +0100",
                    "2026-03-03 03:00:00 +0100", "0.038",
                    unit: "s"),
            ]))
        XCTAssertEqual(history.hrvRMSSD.map(\.value), [42, 38])
        XCTAssertEqual(report.accepted[.hrvRMSSD], ["Watch": 2])
        XCTAssertEqual(FeatureTable(history: history).hrv, .rmssd)
    }

    /// An attribute name with a space (as Withings once wrote) is an error at its line and
    /// byte that names the application the record says wrote it.
    func testAMalformedAttributeNamesTheWriter() throws {
        let text = export([
            " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Withings\" unit=\"kg\" Meta Data=\"1\" value=\"70\"/>\n"
        ])
        XCTAssertThrowsError(try importXML(text)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("t.xml:7: byte"), message)
            XCTAssertTrue(message.contains("an attribute without '='"), message)
            XCTAssertTrue(message.hasSuffix("; the record names its writer, Withings"), message)
        }
    }
}
