import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import Foundation

/// Reading a Garmin export: seven years written here (2,555 nights in 26 sleep files of about
/// 100 days, 2,555 daily summaries in 26 UDS files plus the 2005 placeholder, VO₂max), read
/// and featurised, best of five (`flow-benchmark garmin`; the target is under 1 s).
enum GarminBenchmark {
    static func run() throws {
        let folder = NSTemporaryDirectory() + "flow-garmin-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let days = 2555
        try write(to: folder, days: days)
        var nights = 0
        let t = try Benchmark.best(of: 5) {
            let (history, _) = try GarminExport.read(path: folder)
            nights = FeatureTable(history: history).rows.filter { !$0[.sleepMissing] }.count
        }
        Benchmark.say(
            "Garmin export, \(days) nights and daily summaries in \(2 * ((days + 99) / 100) + 1) files: read and "
                + "featurised in \(Benchmark.ms(t)) (\(nights) nights; target under 1 s)")
    }

    static func write(to folder: String, days: Int) throws {
        let wellness = folder + "/DI_CONNECT/DI-Connect-Wellness"
        let daily = folder + "/DI_CONNECT/DI-Connect-Aggregator"
        for f in [wellness, daily] {
            try FileManager.default.createDirectory(atPath: f, withIntermediateDirectories: true)
        }
        var random = SeededGenerator(seed: 5)
        let day0 = CalendarDay(year: 2019, month: 1, day: 1)!.ordinal
        func gmt(_ seconds: Double) -> String { Benchmark.clock(seconds, separator: "T") + ".0" }
        for chunk in stride(from: 0, to: days, by: 100) {
            var sleep: [String] = []
            var uds: [String] = []
            for k in chunk..<min(days, chunk + 100) {
                let date = CalendarDay(ordinal: day0 + k)
                let offset = (k % 365) > 85 && (k % 365) < 300 ? 7200.0 : 3600.0
                let wake = Double(day0 + k) * 86_400 + 6.5 * 3600 - offset + random.uniform(-1800, 1800)
                let bed = random.uniform(6.5, 9) * 3600
                let deep = Int(bed * 0.15)
                let rem = Int(bed * 0.2)
                let awake = Int(random.uniform(600, 2400))
                let light = Int(bed) - deep - rem - awake
                sleep.append(
                    "{\"sleepStartTimestampGMT\":\"\(gmt(wake - bed))\",\"sleepEndTimestampGMT\":\"\(gmt(wake))\","
                        + "\"calendarDate\":\"\(date)\",\"sleepWindowConfirmationType\":\"ENHANCED_CONFIRMED_FINAL\","
                        + "\"deepSleepSeconds\":\(deep),\"lightSleepSeconds\":\(light),\"remSleepSeconds\":\(rem),"
                        + "\"awakeSleepSeconds\":\(awake),\"averageRespiration\":\(random.uniform(12, 16)),"
                        + "\"retro\":false,\"sleepScores\":{\"overallScore\":\(Int(random.uniform(50, 95)))},"
                        + "\"spo2SleepSummary\":{\"averageSPO2\":\(random.uniform(93, 98))}}")
                let midnight = Double(day0 + k) * 86_400
                uds.append(
                    "{\"userProfilePK\":1,\"calendarDate\":\"\(date)\",\"durationInMilliseconds\":86400000,"
                        + "\"wellnessStartTimeGmt\":\"\(gmt(midnight - offset))\","
                        + "\"wellnessStartTimeLocal\":\"\(gmt(midnight))\",\"totalSteps\":\(Int(random.uniform(3000, 15000))),"
                        + "\"restingHeartRate\":55,\"currentDayRestingHeartRate\":\(Int(random.uniform(48, 60))),"
                        + "\"allDayStress\":{},\"bodyBattery\":{\"chargedValue\":50}}")
            }
            let from = CalendarDay(ordinal: day0 + chunk)
            let to = CalendarDay(ordinal: day0 + min(days, chunk + 100) - 1)
            try ("[" + sleep.joined(separator: ",") + "]").write(
                toFile: wellness + "/\(from)_\(to)_1_sleepData.json", atomically: false, encoding: .utf8)
            try ("[" + uds.joined(separator: ",") + "]").write(
                toFile: daily + "/UDSFile_\(from)_\(to).json", atomically: false, encoding: .utf8)
        }
        try "[{\"calendarDate\":\"2005-12-31\",\"totalKilocalories\":1800.0}]".write(
            toFile: daily + "/UDSFile_2005-12-31_2006-04-10.json", atomically: false, encoding: .utf8)
    }
}
