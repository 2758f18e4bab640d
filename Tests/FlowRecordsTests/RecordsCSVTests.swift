import FlowRecords
import XCTest

final class RecordsCSVTests: XCTestCase {
    func testBothTimestampSpellingsGiveTheSameInstantAndOffset() throws {
        let iso = try TimestampParser.parse("2026-03-01T23:10:00+01:00").get()
        let apple = try TimestampParser.parse("2026-03-01 23:10:00 +0100").get()
        XCTAssertEqual(iso, apple)
        // 2026-03-01 is day 20513 since 1970-01-01; 23:10 at +01:00 is 22:10 UTC.
        XCTAssertEqual(iso.instant, 20513 * 86_400 + 22 * 3600 + 600)
        XCTAssertEqual(iso.offsetSeconds, 3600)
        XCTAssertEqual(iso.localDay, CalendarDay(year: 2026, month: 3, day: 1))
        let z = try TimestampParser.parse("2026-03-01T22:10:00.250Z").get()
        XCTAssertEqual(z.instant, iso.instant + 0.25)
        XCTAssertEqual(z.offsetSeconds, 0)
        XCTAssertEqual(try TimestampParser.parse("2026-03-01T17:10:00-05:00").get().instant, iso.instant)
    }

    func testTimestampsWithoutOffsetOrImpossibleAreTold() {
        for text in ["2026-03-01T23:10:00", "2026-03-01 23:10"] {
            guard case .failure(.noOffset) = TimestampParser.parse(text) else { return XCTFail(text) }
        }
        for text in ["2026-02-30T10:00:00Z", "2026-03-01T24:00:00Z", "yesterday", "2026-03-01T10:00:00+25:00", ""] {
            guard case .failure(.unparseable) = TimestampParser.parse(text) else { return XCTFail(text) }
        }
    }

    func testNumbersAreDecimalOnly() {
        XCTAssertEqual(DecimalParser.parse("78.5"), .finite(78.5))
        XCTAssertEqual(DecimalParser.parse("1e3"), .finite(1000))
        XCTAssertEqual(DecimalParser.parse("-2"), .finite(-2))
        XCTAssertEqual(DecimalParser.parse("0.1"), .finite(0.1))
        XCTAssertEqual(DecimalParser.parse("nan"), .nonFinite)
        XCTAssertEqual(DecimalParser.parse("-Infinity"), .nonFinite)
        XCTAssertEqual(DecimalParser.parse("1e400"), .nonFinite)
        XCTAssertEqual(DecimalParser.parse("abc"), .nonNumeric)
        XCTAssertEqual(DecimalParser.parse("0x10"), .nonNumeric)
        XCTAssertEqual(DecimalParser.parse(""), .nonNumeric)
    }

    func testEveryInvalidRecordIsRejectedAndCountedByReason() throws {
        let lines = [
            RecordsCSV.header,
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T10:05:00+01:00,5",                    // 4 fields
            "spo2,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,97,Watch",              // kind
            "steps,2026-03-01 10:00,2026-03-01T10:05:00+01:00,5,Phone",                       // no offset
            "steps,2026-02-30T10:00:00+01:00,2026-02-30T10:05:00+01:00,5,Phone",              // no such date
            "sleep,2026-03-01T01:00:00+01:00,2026-03-01T02:00:00+01:00,light,Watch",          // stage
            "sleep,2026-03-01T01:00:00+01:00,2026-03-01T02:00:00+01:00,Core,Watch",           // case matters
            "hrv_sdnn,2026-03-01T01:00:00+01:00,2026-03-01T01:00:00+01:00,abc,Watch",         // non-numeric
            "heart_rate,2026-03-01T01:00:00+01:00,2026-03-01T01:00:00+01:00,nan,Watch",       // non-finite
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T10:05:00+01:00,-5,Phone",             // negative
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T09:00:00+01:00,100,Phone",            // end before start
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,251,Watch",       // > 250
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,24.9,Watch",      // < 25
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,25,Watch",        // kept
            "heart_rate,2026-03-01T10:00:00+01:00,2026-03-01T10:00:00+01:00,25,Watch",        // duplicate
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

    /// Local dates, read on each record's own offset, must lie in 1990-01-01…2099-12-31.
    func testDatesOutside1990To2099AreRejected() throws {
        let lines = [
            RecordsCSV.header,
            "steps,1989-12-31T23:59:00+00:00,1990-01-01T00:01:00+00:00,5,P",     // starts on 1989-12-31: rejected
            "steps,1990-01-01T00:30:00+01:00,1990-01-01T00:40:00+01:00,5,P",     // 1989 in UTC, 1990 locally: kept
            "steps,2099-12-31T23:00:00-05:00,2099-12-31T23:59:00-05:00,5,P",     // 2100 in UTC, 2099 locally: kept
            "steps,2099-12-31T23:50:00+00:00,2100-01-01T00:00:00+00:00,5,P",     // ends on 2100-01-01: rejected
            "heart_rate,1970-01-01T00:00:00Z,1970-01-01T00:00:00Z,60,W",          // the epoch of a broken clock: rejected
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
            XCTAssertEqual((error as? InputError)?.exitCode, 65)
        }
    }

    func testAHistoryWithNoUsableRecordIsAnError() {
        XCTAssertThrowsError(try RecordsCSV.parse(RecordsCSV.header + "\nspo2,x,y,1,z\n")) { error in
            XCTAssertEqual((error as? InputError)?.exitCode, 65)
            XCTAssertTrue("\(error)".contains("1 rejected"))
        }
    }

    func testAMissingFileIsExit66() {
        XCTAssertThrowsError(try RecordsCSV.read(path: "/nonexistent/records.csv")) { error in
            XCTAssertEqual(error as? InputError, .missing(file: "/nonexistent/records.csv"))
            XCTAssertEqual((error as? InputError)?.exitCode, 66)
        }
    }

    func testLinesSpanningReadChunksAreReassembled() throws {
        let body = (0..<500).map { "heart_rate,2026-03-01T10:\(String(format: "%02d", $0 % 60)):\(String(format: "%02d", $0 / 60))+00:00,"
            + "2026-03-01T10:00:00+00:00,\(60 + $0 % 50),Watch" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(getpid()).csv")
        try ([RecordsCSV.header] + body).joined(separator: "\r\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var count = 0
        var last = ""
        try TextFile.forEachLine(path: url.path, chunkSize: 37) { line, _ in
            count += 1
            last = String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
        }
        XCTAssertEqual(count, 501)
        XCTAssertEqual(last, body.last)
    }

    /// A dense stream (four samples a second, from two sources) with every line written twice:
    /// each repeat is found, however crowded the duplicate table's neighbourhood.
    func testDuplicatesInADenseStreamAreAllFound() throws {
        var lines = [RecordsCSV.header]
        for k in 0..<4000 {
            let seconds = Double(k) * 0.25
            let t = "2026-03-01T10:\(String(format: "%02d", Int(seconds) / 60)):\(String(format: "%06.3f", seconds.truncatingRemainder(dividingBy: 60)))Z"
            for source in ["Strap", "Watch"] {
                let line = "heart_rate,\(t),\(t),\(60 + k % 30),\(source)"
                lines += [line, line]
            }
        }
        let (history, report) = try RecordsCSV.parse(lines.joined(separator: "\n"))
        XCTAssertEqual(history.heartRate.count, 8000)
        XCTAssertEqual(report.rejected, [.exactDuplicate: 8000])
    }
}
