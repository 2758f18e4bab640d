import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

final class AppleHealthReaderTests: XCTestCase {
    func testTheFiveTypesAreMappedWithUnitsAndStages() throws {
        let (h, report) = try importXML(
            export([
                heartRate("2026-03-01 08:00:00 +0100", "61", unit: "count/min"),
                heartRate("2026-03-01 08:01:00 +0100", "1.1", unit: "count/s"),
                heartRate("2026-03-01 08:02:00 +0100", "61", unit: "bpm?"),
                record(
                    "QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:10:00 +0100", "500",
                    unit: "count", source: "iPhone"),
                record(
                    "QuantityTypeIdentifierRestingHeartRate", "2026-03-01 00:00:00 +0100", "2026-03-02 00:00:00 +0100",
                    "52", unit: "count/min"),
                record(
                    "QuantityTypeIdentifierHeartRateVariabilitySDNN", "2026-03-01 03:00:00 +0100",
                    "2026-03-01 03:01:00 +0100", "0.0453", unit: "s"),
                record(
                    "CategoryTypeIdentifierSleepAnalysis", "2026-03-01 23:00:00 +0100", "2026-03-02 06:00:00 +0100",
                    "HKCategoryValueSleepAnalysisAsleepREM"),
                record(
                    "CategoryTypeIdentifierSleepAnalysis", "2026-03-01 22:50:00 +0100", "2026-03-02 06:10:00 +0100",
                    "HKCategoryValueSleepAnalysisInBed"),
                record(
                    "CategoryTypeIdentifierSleepAnalysis", "2026-03-01 22:50:00 +0100", "2026-03-02 06:10:00 +0100",
                    "HKCategoryValueSleepAnalysisDreaming"),
                record(
                    "QuantityTypeIdentifierActiveEnergyBurned", "2026-03-01 10:00:00 +0100",
                    "2026-03-01 10:01:00 +0100", "1.2", unit: "kcal"),
            ]))
        XCTAssertEqual(h.heartRate.map(\.value), [61, 66])  // 1.1 beats a second is 66 a minute
        XCTAssertEqual(h.steps.map(\.value), [500])
        XCTAssertEqual(h.sources[h.steps[0].source], "iPhone")
        XCTAssertEqual(h.restingHR.map(\.value), [52])
        XCTAssertEqual(h.hrvSDNN[0].value, 45.3, accuracy: 1e-9)
        XCTAssertEqual(h.sleep.map(\.stage), [.rem, .inBed])
        XCTAssertEqual(report.rejected, [.unknownUnit: 1, .unknownStage: 1])
        XCTAssertEqual(h.activeEnergy.map(\.value), [1.2])  // SPEC 21
        XCTAssertEqual(report.notRead, [])
    }

    /// A self-closed active-energy record is skimmed (its five attributes found by search); one
    /// with a child, or a reference in an attribute, is tokenised: the records are the same, in
    /// any chunking, and a skimmed record after the export date or in an unknown unit is counted
    /// as a tokenised one is.
    func testSkimmedAndTokenisedActiveEnergyAgree() throws {
        let attributes =
            "sourceName=\"Watch\" unit=\"kcal\" startDate=\"2026-03-01 10:00:00 +0100\" "
            + "endDate=\"2026-03-01 10:01:00 +0100\" value=\"1.5\""
        let skimmed =
            " <Record type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" \(attributes) device=\"&lt;&lt;x&gt;\"/>\n"
        let child =
            " <Record type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" \(attributes)>\n"
            + "  <MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\"/>\n </Record>\n"
        let reference = skimmed.replacing("sourceName=\"Watch\"", with: "sourceName=\"W&#97;tch\"")
        let late = skimmed.replacing("2026-03-01 10:0", with: "2026-04-01 10:0")
        let joule = skimmed.replacing("unit=\"kcal\"", with: "unit=\"J\"")
        let dated = "<ExportDate value=\"2026-03-15 00:00:00 +0100\"/>\n"
        for chunk in [3, 50, 1 << 20] {
            var seen: [[FlowRecords.Measurement]] = []
            for record in [skimmed, child, reference] {
                let (h, _) = try importXML(
                    "<?xml version=\"1.0\"?>\n<HealthData>\n" + record + "</HealthData>\n", chunk: chunk)
                seen.append(h.activeEnergy)
                XCTAssertEqual(h.sources[h.activeEnergy[0].source], "Watch")
            }
            XCTAssertEqual(seen[0].map(\.value), [1.5])
            XCTAssertEqual(seen[0], seen[1], "chunk \(chunk)")
            XCTAssertEqual(seen[0], seen[2], "chunk \(chunk)")
            let (h, report) = try importXML(
                "<?xml version=\"1.0\"?>\n<HealthData>\n" + dated + skimmed + late + joule + "</HealthData>\n",
                chunk: chunk)
            XCTAssertEqual(h.activeEnergy.count, 1)
            XCTAssertEqual(report.rejected, [.afterExportDate: 1, .unknownUnit: 1], "chunk \(chunk)")
        }
    }

    /// Apple's nightly breathing disturbances (SPEC 22) as they are; a value above 100 an hour rejected.
    func testBreathingDisturbances() throws {
        func night(_ start: String, _ value: String) -> String {
            record(
                "QuantityTypeIdentifierAppleSleepingBreathingDisturbances", start, "2026-03-02 07:00:00 +0100", value,
                unit: "count")
        }
        let (h, report) = try importXML(
            export([night("2026-03-01 23:00:00 +0100", "1.6"), night("2026-03-01 23:30:00 +0100", "140")]))
        XCTAssertEqual(h.breathingDisturbances.map(\.value), [1.6])
        XCTAssertEqual(report.rejected, [.breathingDisturbancesOutOfRange: 1])
    }

    /// Active energy in each unit an export writes it: kcal and `Cal` as they are, kJ ÷ 4.184;
    /// an absurd value (over 100 kcal in a minute, or 20,000 in all) rejected and counted.
    func testActiveEnergyInItsUnits() throws {
        func energy(_ start: String, _ end: String, _ value: String, _ unit: String) -> String {
            record("QuantityTypeIdentifierActiveEnergyBurned", start, end, value, unit: unit)
        }
        let (h, report) = try importXML(
            export([
                energy("2026-03-01 10:00:00 +0100", "2026-03-01 10:01:00 +0100", "0.25", "Cal"),
                energy("2026-03-01 10:01:00 +0100", "2026-03-01 10:02:00 +0100", "41.84", "kJ"),
                energy("2026-03-01 10:02:00 +0100", "2026-03-01 10:03:00 +0100", "150", "kcal"),
                energy("2026-03-01 10:03:00 +0100", "2026-03-01 10:05:00 +0100", "150", "kcal"),
                energy("2026-03-01 00:00:00 +0100", "2026-03-02 00:00:00 +0100", "25000", "kcal"),
                energy("2026-03-01 10:05:00 +0100", "2026-03-01 10:06:00 +0100", "2", "J"),
            ]))
        // 41.84 kJ / 4.184 = 10 kcal; 150 kcal in 2 minutes (75 a minute) is kept.
        XCTAssertEqual(h.activeEnergy.count, 3)
        XCTAssertEqual(h.activeEnergy[0].value, 0.25)
        XCTAssertEqual(h.activeEnergy[1].value, 10, accuracy: 1e-12)
        XCTAssertEqual(h.activeEnergy[2].value, 150)
        XCTAssertEqual(report.rejected, [.activeEnergyOutOfRange: 2, .unknownUnit: 1])
    }

    func testHKTimeZoneSetsTheLocalClockAndUnknownZonesKeepTheWrittenOffset() throws {
        let meta = { (zone: String) in "\n  <MetadataEntry key=\"HKTimeZone\" value=\"\(zone)\"/>\n " }
        let (h, report) = try importXML(
            export([
                // Written in the exporting phone's zone (+0200), recorded in New York (-0400 in May).
                record(
                    "CategoryTypeIdentifierSleepAnalysis", "2026-05-04 06:00:00 +0200", "2026-05-04 13:00:00 +0200",
                    "HKCategoryValueSleepAnalysisAsleepCore", children: meta("America/New_York")),
                record(
                    "CategoryTypeIdentifierSleepAnalysis", "2026-05-05 06:00:00 +0200", "2026-05-05 13:00:00 +0200",
                    "HKCategoryValueSleepAnalysisAsleepCore", children: meta("Mars/Olympus_Mons")),
            ]))
        let written = try TimestampParser.parse("2026-05-04 06:00:00 +0200").get()
        XCTAssertEqual(h.sleep[0].start.instant, written.instant)  // the same instant…
        XCTAssertEqual(h.sleep[0].start.offsetSeconds, -4 * 3600)  // …read on New York's clock: 00:00
        XCTAssertEqual(h.sleep[1].start.offsetSeconds, 2 * 3600)
        XCTAssertTrue(report.notes.contains { $0.contains("Mars/Olympus_Mons") }, "\(report.notes)")
    }

    /// The key compared on its bytes, and decoded when it holds a reference (`&#84;` is 'T');
    /// another key, or one that only starts like it, leaves the written offset.
    func testTheTimeZoneKeyIsMatchedWholeAndDecoded() throws {
        let keys = ["HK&#84;imeZone", "HKTimeZones", "HKTimeZon", "HKMetadataKeyHeartRateMotionContext"]
        var records: [String] = []
        for (k, key) in keys.enumerated() {
            let day = "2026-05-0\(k + 4)"
            let entry = "<MetadataEntry key=\"\(key)\" value=\"America/New_York\"/>"
            records.append(
                record(
                    "CategoryTypeIdentifierSleepAnalysis", day + " 06:00:00 +0200", day + " 13:00:00 +0200",
                    "HKCategoryValueSleepAnalysisAsleepCore", children: entry))
        }
        let (h, _) = try importXML(export(records))
        let newYork: Int32 = -4 * 3600
        let written: Int32 = 2 * 3600
        XCTAssertEqual(h.sleep.map(\.start.offsetSeconds), [newYork, written, written, written])
    }

    /// Beats 60, 75, 50 bpm are intervals 1000, 800, 1200 ms; successive differences −200 and
    /// +400; RMSSD = sqrt((200² + 400²) / 2) = sqrt(100000).
    func testRMSSDFromABeatToBeatList() throws {
        let beats = [60, 75, 50].map { "<InstantaneousBeatsPerMinute bpm=\"\($0)\" time=\"3:00:00.00 AM\"/>" }.joined()
        let (h, _) = try importXML(
            export([
                record(
                    "QuantityTypeIdentifierHeartRateVariabilitySDNN", "2026-03-01 03:00:00 +0100",
                    "2026-03-01 03:01:00 +0100", "45",
                    unit: "ms",
                    children: "<HeartRateVariabilityMetadataList>\(beats)</HeartRateVariabilityMetadataList>")
            ]))
        XCTAssertEqual(h.hrvRMSSD.count, 1)
        XCTAssertEqual(h.hrvRMSSD[0].value, 100_000.0.squareRoot(), accuracy: 1e-9)
        XCTAssertNil(AppleHealthReader.rmssd(beats: [60, 61]))
    }

    /// The export was made 2026-03-10 09:00 +0100: a record starting later (a phone's step
    /// count ten years ahead) is counted, not used; one starting at that instant is kept.
    func testARecordAfterTheExportDateIsCountedNotUsed() throws {
        let (history, report) = try importXML(
            export(
                [
                    record(
                        "QuantityTypeIdentifierStepCount", "2026-03-10 09:00:00 +0100", "2026-03-10 09:05:00 +0100",
                        "40", unit: "count"),
                    record(
                        "QuantityTypeIdentifierStepCount", "2026-03-10 08:00:01 +0000", "2026-03-10 08:05:00 +0000",
                        "50", unit: "count"),
                    record(
                        "QuantityTypeIdentifierStepCount", "2036-03-10 12:00:00 +0100", "2036-03-10 12:05:00 +0100",
                        "60", unit: "count"),
                ], exportDate: "2026-03-10 09:00:00 +0100"))
        XCTAssertEqual(history.steps.map(\.value), [40])
        XCTAssertEqual(report.rejected, [.afterExportDate: 2])
        XCTAssertTrue(report.text.contains("after the export date: 2"), report.text)
        XCTAssertEqual(FeatureTable(history: history).rows.last?.day, CalendarDay(year: 2026, month: 3, day: 10))
    }

    func testBadRecordsAreCountedAndAnExportWithoutATypeFlowReadsIsAnError() throws {
        let (_, report) = try importXML(
            export([
                " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"W\" unit=\"count/min\" endDate=\"2026-03-01 08:00:00 +0100\" value=\"61\"/>\n",
                heartRate("2026-03-01 08:00:00 +0100", "sixty", unit: "count/min"),
                record(
                    "QuantityTypeIdentifierHeartRate", "01/03/2026 08:00", "2026-03-01 08:00:00 +0100", "61",
                    unit: "count/min"),
                heartRate("2026-03-01 08:05:00 +0100", "61", unit: "count/min"),
            ]))
        XCTAssertEqual(report.rejected, [.missingAttribute: 1, .nonNumeric: 1, .unparseableTime: 1])
        XCTAssertEqual(report.examples.map(\.line), [7, 8, 9])
        XCTAssertThrowsError(
            try importXML(
                export([
                    record(
                        "QuantityTypeIdentifierBloodGlucose", "2026-03-01 08:00:00 +0100", "2026-03-01 08:00:00 +0100",
                        "5.1", unit: "mmol/L")
                ]))
        ) { error in
            XCTAssertEqual((error as? InputError)?.kind, .data)
            XCTAssertTrue("\(error)".contains("no usable record of the types flow reads"), "\(error)")
        }
    }

    /// Body mass in each unit Apple writes: 154 lb × 0.45359237 = 69.85322498 kg, 70500 g /
    /// 1000 = 70.5 kg, 11 st × 6.35029318 = 69.85322498 kg; 500 kg is out of range and an
    /// ounce an unknown unit, both counted. Body mass feeds none of the features.
    func testBodyMassUnitsRangeAndNoFeature() throws {
        let at = { (day: Int) in "2026-03-0\(day) 07:00:00 +0100" }
        let (history, report) = try importXML(
            export([
                record("QuantityTypeIdentifierBodyMass", at(1), at(1), "70.2", unit: "kg", source: "Scale"),
                record("QuantityTypeIdentifierBodyMass", at(2), at(2), "154", unit: "lb", source: "Scale"),
                record("QuantityTypeIdentifierBodyMass", at(3), at(3), "70500", unit: "g", source: "Scale"),
                record("QuantityTypeIdentifierBodyMass", at(4), at(4), "11", unit: "st", source: "Scale"),
                record("QuantityTypeIdentifierBodyMass", at(5), at(5), "500", unit: "kg", source: "Scale"),
                record("QuantityTypeIdentifierBodyMass", at(6), at(6), "2400", unit: "oz", source: "Scale"),
            ]))
        XCTAssertEqual(history.bodyMass.map(\.value), [70.2, 154 * 0.45359237, 70.5, 11 * 6.35029318])
        XCTAssertEqual(history.bodyMass[1].value, 69.85322498, accuracy: 1e-9)
        XCTAssertEqual(report.rejected, [.bodyMassOutOfRange: 1, .unknownUnit: 1])
        XCTAssertEqual(report.accepted[.bodyMass], ["Scale": 4])
        let table = FeatureTable(history: history)
        XCTAssertEqual(table.rows.map(\.day.description), ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"])
        XCTAssertTrue(table.rows.allSatisfy(\.isNoData))
    }

    /// The four vitals of SPEC 18: SpO2 0.97 in Apple's `%` is 97 %, a Fahrenheit wrist
    /// temperature of 97.7 °F is (97.7 − 32) · 5 / 9 = 36.5 °C, VO₂max in either order of its
    /// unit; SpO2 0.3 (30 %) and a wrist-temperature deviation of 0.23 °C lie outside their
    /// ranges and are counted, and a temperature in kelvin is a unit flow cannot convert.
    func testTheVitalsAreReadWithTheirUnitsAndRanges() throws {
        let night = ("2026-03-02 01:00:00 +0100", "2026-03-02 07:00:00 +0100")
        let (history, report) = try importXML(
            export([
                record("QuantityTypeIdentifierRespiratoryRate", night.0, night.1, "14.5", unit: "count/min"),
                record("QuantityTypeIdentifierOxygenSaturation", night.0, night.0, "0.97", unit: "%"),
                record("QuantityTypeIdentifierOxygenSaturation", night.1, night.1, "0.3", unit: "%"),
                record("QuantityTypeIdentifierAppleSleepingWristTemperature", night.0, night.1, "36.4", unit: "degC"),
                record("QuantityTypeIdentifierAppleSleepingWristTemperature", night.0, night.1, "97.7", unit: "degF"),
                record("QuantityTypeIdentifierAppleSleepingWristTemperature", night.0, night.1, "0.23", unit: "degC"),
                record("QuantityTypeIdentifierAppleSleepingWristTemperature", night.0, night.1, "309.6", unit: "K"),
                record("QuantityTypeIdentifierVO2Max", night.1, night.1, "45.2", unit: "mL/kg·min"),
                record("QuantityTypeIdentifierVO2Max", night.0, night.0, "44", unit: "mL/min·kg"),
            ]))
        XCTAssertEqual(history.respiratoryRate.map(\.value), [14.5])
        XCTAssertEqual(history.spo2.map(\.value), [97])
        XCTAssertEqual(history.wristTemperature.count, 2)
        XCTAssertEqual(history.wristTemperature[0].value, 36.4)
        XCTAssertEqual(history.wristTemperature[1].value, 36.5, accuracy: 1e-12)
        XCTAssertEqual(history.vo2max.map(\.value), [45.2, 44])
        XCTAssertEqual(
            report.rejected, [.spo2OutOfRange: 1, .wristTemperatureOutOfRange: 1, .unknownUnit: 1])
    }
}

/// A heart-rate sample at one instant, as the Health app writes it.
func heartRate(_ at: String, _ value: String, unit: String) -> String {
    record("QuantityTypeIdentifierHeartRate", at, at, value, unit: unit)
}

/// The export's `<Me>` element states the person's sex; "not set" states nothing.
final class AppleHealthSexTests: XCTestCase {
    func testTheMeElementStatesTheSex() throws {
        let step = record(
            "QuantityTypeIdentifierStepCount", "2026-03-01 10:00:00 +0100", "2026-03-01 10:15:00 +0100", "100",
            unit: "count")
        func read(_ sex: String) throws -> RecordHistory {
            let me =
                " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1990-05-20\" HKCharacteristicTypeIdentifierBiologicalSex=\"\(sex)\"/>\n"
            return try importXML(export([me, step])).0
        }
        XCTAssertEqual(try read("HKBiologicalSexFemale").statedSex?.sex, .female)
        XCTAssertEqual(try read("HKBiologicalSexMale").statedSex?.sex, .male)
        XCTAssertEqual(try read("HKBiologicalSexMale").statedSex?.from, "the export's Me element")
        XCTAssertNil(try read("HKBiologicalSexNotSet").statedSex)
    }
}
