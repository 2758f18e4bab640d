import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// The per-type files walked in name order with heart rate parsed on a second core: each file
/// in its turn, each heart-rate entry once, in order, read fast or, in another shape, whole.
final class HeartRateFilesTests: FolderTestCase {
    func testFilesComeInTheirOrderAndEntriesInTheirs() throws {
        let fast = #"{"dateTime": "08/14/25 10:00:%02d", "value": {"bpm": %d, "confidence": 2}}"#
        let entries = (0..<5).map { String(format: fast, $0, 60 + $0) }
        // The third entry has another shape (a fraction): parsed whole, in its place.
        var day1 = entries
        day1[2] = #"{"dateTime": "08/14/25 10:00:02", "value": {"bpm": 62.5, "confidence": 2}}"#
        try write("[" + day1.joined(separator: ",") + "]", "heart_rate-2025-08-14.json", in: "e")
        try write("[" + entries.joined(separator: ",\n") + "]", "heart_rate-2025-08-15.json", in: "e")
        try write("[]", "steps-2025-08-01.json", in: "e")
        let export = try ExportFiles(path: path("e"))
        let files = FitbitExport.files(export, in: "")
        XCTAssertEqual(files.map(\.type), ["heart_rate", "heart_rate", "steps"])
        var seen: [String] = []
        try HeartRateFiles.walk(
            files, in: export, clock: FitbitClock(zone: "UTC"),
            heartRate: { k, items in
                seen.append(
                    "\(k):"
                        + items.map { item in
                            switch item {
                            case .sample(let at, let bpm, let index): "\(index)@\(Int(at.instant) % 60)=\(Int(bpm))"
                            case .entry(let value, let index): "\(index)~\(value["value"]?["bpm"]?.number ?? -1)"
                            }
                        }.joined(separator: ","))
            },
            other: { k in seen.append("\(k):other") })
        XCTAssertEqual(
            seen, ["0:0@0=60,1@1=61,2~62.5,3@3=63,4@4=64", "1:0@0=60,1@1=61,2@2=62,3@3=63,4@4=64", "2:other"])
    }

    func testAnErrorOnTheSecondCoreIsThrownHere() throws {
        try write("[{\"dateTime\": ", "heart_rate-2025-08-14.json", in: "e")
        let export = try ExportFiles(path: path("e"))
        XCTAssertThrowsError(
            try HeartRateFiles.walk(
                FitbitExport.files(export, in: ""), in: export, clock: FitbitClock(zone: "UTC"),
                heartRate: { _, _ in XCTFail("no file should be handed on") }, other: { _ in })
        ) { XCTAssertTrue("\($0)".contains("heart_rate-2025-08-14.json"), "\($0)") }
    }
}
