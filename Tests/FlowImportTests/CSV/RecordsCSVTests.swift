import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

final class RecordsCSVTests: XCTestCase {
    func testEveryInvalidRecordIsRejectedAndCountedByReason() throws {
        let lines = [
            RecordsCSV.header,
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T10:05:00+01:00,5",  // 4 fields
            "oxygen,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,97,Watch",  // kind
            "steps,2026-03-01 10:00,2026-03-01T10:05:00+01:00,5,Phone",  // no offset
            "steps,2026-02-30T10:00:00+01:00,2026-02-30T10:05:00+01:00,5,Phone",  // no such date
            "sleep,2026-03-01T01:00:00+01:00,2026-03-01T02:00:00+01:00,light,Watch",  // stage
            "sleep,2026-03-01T01:00:00+01:00,2026-03-01T02:00:00+01:00,Core,Watch",  // case matters
            "hrv_sdnn,2026-03-01T01:00:00+01:00,2026-03-01T01:00:00+01:00,abc,Watch",  // non-numeric
            "heart_rate,2026-03-01T01:00:00+01:00,2026-03-01T01:00:00+01:00,nan,Watch",  // non-finite
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T10:05:00+01:00,-5,Phone",  // negative
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T09:00:00+01:00,100,Phone",  // end before start
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,251,Watch",  // > 250
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,24.9,Watch",  // < 25
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,25,Watch",  // kept
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,25,Watch",  // duplicate
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T10:05:00+01:00,5,\"Phone, Anna's\"",  // quoted source: kept
        ]
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n") + "\n")
        let expected: [RejectionReason: Int] = [
            .fieldCount: 1, .unknownKind: 1, .noOffset: 1, .unparseableTime: 1, .unknownStage: 2, .nonNumeric: 1,
            .nonFinite: 1, .negative: 1, .endBeforeStart: 1, .heartRateOutOfRange: 2, .exactDuplicate: 1,
        ]
        XCTAssertEqual(report.rejected, expected)
        XCTAssertEqual(report.acceptedCount, 2)
        XCTAssertEqual(history.heartRate.count, 1)
        XCTAssertEqual(history.sources[history.steps[0].source], "Phone, Anna's")
        XCTAssertEqual(report.examples.first?.line, 2)
        XCTAssertTrue(report.text.contains("heart rate outside 25-250 bpm: 2"))
    }

    /// The vitals' kinds (SPEC 18) and their ranges, bounds included: respiratory rate 4-60,
    /// SpO2 50-100, wrist temperature 25-42, VO₂max 10-100; outside them, counted by kind.
    func testVitalsAndTheirRanges() throws {
        let at = "2026-03-01T03:00:00+01:00,2026-03-01T03:00:00+01:00"
        let lines = [
            RecordsCSV.header,
            "respiratory_rate,\(at),4,Watch", "respiratory_rate,\(at),60.5,Watch",
            "spo2,\(at),100,Watch", "spo2,\(at),49.9,Watch",
            "wrist_temp,\(at),25,Watch", "wrist_temp,\(at),42.1,Watch",
            "vo2max,\(at),100,Watch", "vo2max,\(at),9,Watch",
        ]
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(history.respiratoryRate.map(\.value), [4])
        XCTAssertEqual(history.spo2.map(\.value), [100])
        XCTAssertEqual(history.wristTemperature.map(\.value), [25])
        XCTAssertEqual(history.vo2max.map(\.value), [100])
        XCTAssertEqual(
            report.rejected,
            [.respiratoryRateOutOfRange: 1, .spo2OutOfRange: 1, .wristTemperatureOutOfRange: 1, .vo2maxOutOfRange: 1])
    }

    /// SPEC 19's kinds: a summary night's totals as STAGE:MINUTES, a signed temperature
    /// deviation, step totals and device scores on 0-100.
    func testSummaryNightsDeviationsAndDeviceScores() throws {
        let span = "2026-03-01T23:10:00+01:00,2026-03-02T07:02:00+01:00"
        let at = "2026-03-02T07:02:00+01:00,2026-03-02T07:02:00+01:00"
        let lines = [
            RecordsCSV.header,
            "sleep,\(span),in_bed,Ring", "sleep_minutes,\(span),deep:77,Ring",
            "sleep_minutes,\(span),asleep:401.5,Ring",
            "sleep_minutes,\(span),in_bed:472,Ring", "sleep_minutes,\(span),deep,Ring",
            "sleep_minutes,\(span),rem:x,Ring",
            "sleep_minutes,\(span),rem:1441,Ring", "sleep_minutes,\(span),deep:77,Ring",
            "wrist_temp_delta,\(at),-0.42,Ring", "wrist_temp_delta,\(at),5.5,Ring",
            "steps_total,2026-03-01T00:00:00+01:00,2026-03-02T00:00:00+01:00,8123,Ring",
            "device_recovery,\(at),71,Ring", "device_sleep,\(at),101,Ring", "device_strain,\(at),12.8,Ring",
        ]
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(history.sleepTotals.map(\.value), ["deep:77", "asleep:401.5"])
        XCTAssertEqual(history.sleepTotals.first?.end, try TimestampParser.parse("2026-03-02T07:02:00+01:00").get())
        XCTAssertEqual(history.wristTemperatureDelta.map(\.value), [-0.42])
        XCTAssertEqual(history.stepsTotal.map(\.value), [8123])
        XCTAssertEqual(history.deviceRecovery.map(\.value), [71])
        XCTAssertEqual(history.deviceStrain.map(\.value), [12.8])
        // in_bed is the span, not a total; "deep" has no minutes; "x" is no number; 1441 minutes
        // is more than a day; the second deep:77 repeats the first.
        XCTAssertEqual(
            report.rejected,
            [
                .unknownStage: 2, .nonNumeric: 1, .sleepMinutesOutOfRange: 1, .exactDuplicate: 1,
                .temperatureDeviationOutOfRange: 1, .deviceScoreOutOfRange: 1,
            ])
        XCTAssertEqual(report.accepted[.sleepMinutes], ["Ring": 2])
    }

    /// Local dates, read on each record's own offset, must lie in 1990-01-01…2099-12-31.
    func testDatesOutside1990To2099AreRejected() throws {
        let lines = [
            RecordsCSV.header,
            "steps,1989-12-31T23:59:00+00:00,1990-01-01T00:01:00+00:00,5,P",  // starts on 1989-12-31: rejected
            "steps,1990-01-01T00:30:00+01:00,1990-01-01T00:40:00+01:00,5,P",  // 1989 in UTC, 1990 locally: kept
            "steps,2099-12-31T23:00:00-05:00,2099-12-31T23:59:00-05:00,5,P",  // 2100 in UTC, 2099 locally: kept
            "steps,2099-12-31T23:50:00+00:00,2100-01-01T00:00:00+00:00,5,P",  // ends on 2100-01-01: rejected
            "heart_rate,1970-01-01T00:00:00Z,1970-01-01T00:00:00Z,60,W",  // the epoch of a broken clock: rejected
        ]
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(report.rejected, [.dateOutOfRange: 3])
        XCTAssertEqual(history.steps.count, 2)
        XCTAssertTrue(report.text.contains("date outside 1990-2099: 3"), report.text)
    }

    func testAWrongHeaderIsAnErrorNamingTheFile() {
        XCTAssertThrowsError(try RecordsCSV.parse("kind,start,end,value\nsteps,a,b,c", file: "h.csv")) { error in
            guard case InputError.badHeader(let file, _, let found) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "h.csv")
            XCTAssertEqual(found, "kind,start,end,value")
            XCTAssertEqual((error as? InputError)?.kind, .data)
        }
    }

    func testAHistoryWithNoUsableRecordIsAnError() {
        XCTAssertThrowsError(try RecordsCSV.parse(RecordsCSV.header + "\nspo2,x,y,1,z\n")) { error in
            XCTAssertEqual((error as? InputError)?.kind, .data)
            XCTAssertTrue("\(error)".contains("1 rejected"))
        }
    }

    func testAMissingFileIsExit66() {
        XCTAssertThrowsError(try RecordsCSV.read(path: "/nonexistent/records.csv")) { error in
            XCTAssertEqual(error as? InputError, .missing(file: "/nonexistent/records.csv"))
            XCTAssertEqual((error as? InputError)?.kind, .missingInput)
        }
    }

    func testImportReportCountsEveryRejectedLineByReason() throws {
        let (history, report) = try RecordsCSV.read(path: try goldenFile("records.csv").path)
        let expected = try String(contentsOf: try goldenFile("import-report.txt"), encoding: .utf8)
        var reasons: [String: Int] = [:]
        for line in expected.split(separator: "\n") where line.hasPrefix("  ") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":")
            reasons[String(parts[0])] = Int(parts[1].trimmingCharacters(in: .whitespaces))
        }
        XCTAssertFalse(reasons.isEmpty)
        // The golden report predates SPEC 18: its one "unknown kind" line is an SpO2 reading of 97 %,
        // which SPEC 18 makes a record kind, so here it is accepted instead.
        XCTAssertEqual(reasons.removeValue(forKey: "unknown kind"), 1)
        XCTAssertEqual(history.spo2.map(\.value), [97])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: report.rejected.map { ($0.key.rawValue, $0.value) }), reasons)
        let accepted = expected.split(separator: "\n").first.flatMap { $0.split(separator: " ").dropFirst().first }
        XCTAssertEqual(report.acceptedCount, (Int(accepted ?? "") ?? 0) + 1)
        XCTAssertEqual(history.count, report.acceptedCount)
    }
}
