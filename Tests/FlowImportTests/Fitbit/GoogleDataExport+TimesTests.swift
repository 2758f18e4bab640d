import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// The newer layout's sleep times, decided night by night (`formats/google-takeout-newer.md`,
/// 2026-12-07): in a Takeout of 2026 `sleep_start` and the stage times are true UTC; in earlier
/// ones they are the wall clock behind a `+0000`. One export holding both: a night in Tokyo
/// (+9) written in UTC (14:00Z to 22:00Z), and the next written on the wall clock (23:00 to
/// 07:00); heart rate in UTC dips to 52 bpm through both true nights, 72 otherwise.
final class GoogleDataExportTimesTests: FolderTestCase {
    private func instant(_ iso: String) throws -> Double { try TimestampParser.parse(iso).get().instant }

    func testEachNightIsReadAsItsOwnTimesSay() throws {
        try write("id,full_name,timezone\nABC,Pat Doe,Asia/Tokyo\n", "Profile.csv", in: "Takeout/Fitbit/Your Profile")
        func sleep(_ id: Int, _ start: String, _ end: String) -> String {
            "\(id),STAGES,480,0,0,450,30,0,0,+00:00,\(start)+0000,+00:00,\(end)+0000,DERIVED,,\n"
        }
        func stage(_ id: Int, _ start: String, _ end: String) -> String {
            "\(id),\(id)1,LIGHT,+09:00,\(start)+0000,+09:00,\(end)+0000,DERIVED,,\n"
        }
        try write(
            GoogleDataExportTests.sleepsHeader + "\n" + sleep(1, "2026-04-09 14:00:00", "2026-04-09 22:00:00")
                + sleep(2, "2026-04-10 23:00:00", "2026-04-11 07:00:00"),
            "UserSleeps_2026-01-01.csv", in: GoogleDataExportTests.health)
        try write(
            GoogleDataExportTests.stagesHeader + "\n" + stage(1, "2026-04-09 14:00:00", "2026-04-09 22:00:00")
                + stage(2, "2026-04-10 23:00:00", "2026-04-11 07:00:00"),
            "UserSleepStages_2026-01-01.csv", in: GoogleDataExportTests.health)
        var rows = ["timestamp,beats per minute,data source"]
        let nights = [try instant("2026-04-09T14:00:00Z"), try instant("2026-04-10T14:00:00Z")]
        var t = try instant("2026-04-08T12:00:00Z")
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        while t < (try instant("2026-04-12T12:00:00Z")) {
            let asleep = nights.contains { $0 <= t && t < $0 + 8 * 3600 }
            rows.append("\(f.string(from: Date(timeIntervalSince1970: t))),\(asleep ? 52 : 72),watch")
            t += 60
        }
        try write(rows.joined(separator: "\n") + "\n", "heart_rate_2026-04-01.csv", in: GoogleDataExportTests.activity)
        let (history, _) = try FitbitExport.read(path: folder.path)
        let starts = history.sleep.filter { $0.stage == .core }.map(\.start).sorted { $0.instant < $1.instant }
        XCTAssertEqual(starts.map(\.instant), nights)
        XCTAssertEqual(starts.map(\.offsetSeconds), [32_400, 32_400])
        // Read as one convention for both, one night would be nine hours off.
    }
}
