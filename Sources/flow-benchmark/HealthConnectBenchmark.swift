import FlowApp
import FlowImport
import FlowRecords
import FlowSimulation
import Foundation

/// One simulated year with heart rate every minute (525,600 samples, beside the person's
/// steps and staged sleep) written both as a Health Connect export and as an Apple Health
/// `export.xml`, and one of them read back, best of three (`flow-benchmark health-connect`
/// reads the Health Connect database, `… health-connect apple` the XML, so each run's peak
/// memory is its reader's). The target: Health Connect within 2× Apple's time and memory.
enum HealthConnectBenchmark {
    static func run(apple: Bool, days: Int) throws {
        let folder = NSTemporaryDirectory() + "flow-hc-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let year = try self.year(days: days)
        let path: String
        if apple {
            path = folder + "/export.xml"
            try AppleXML.write(year, to: path)
        } else {
            path = folder + "/health_connect_export.db"
            _ = try HealthConnectExportWriter.write(year, to: path, name: path)
        }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        var records = 0
        let t = try Benchmark.best(of: 3) {
            let input = try OpenedHistory(path: path)
            records = try HistoryFormat.detect(input).records(input).0.count
        }
        Benchmark.say(
            "\(apple ? "Apple Health export.xml" : "Health Connect database"), \(days) days with heart rate every "
                + "minute (\(size / 1_000_000) MB, \(records) records): read in \(Benchmark.ms(t)), "
                + "\(Benchmark.rate(Double(records) / t)) records/s")
    }

    /// Writes the year in both formats into `folder` (`export.xml`, `health_connect_export.db`),
    /// for timing whole commands on them (`flow-benchmark health-connect write DIR`).
    static func write(to folder: String, days: Int) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let year = try self.year(days: days)
        try AppleXML.write(year, to: folder + "/export.xml")
        let db = folder + "/health_connect_export.db"
        try? FileManager.default.removeItem(atPath: db)
        _ = try HealthConnectExportWriter.write(year, to: db, name: db)
        Benchmark.say("wrote \(folder)/export.xml and \(db)")
    }

    /// The simulated person of seed 7 with their heart rate replaced by a sample every minute.
    static func year(days: Int) throws -> RecordHistory {
        let (history, _) = try RecordsCSV.parse(PersonSimulator.simulate(SimulationPlan(days: days, seed: 7)).records)
        var year = history
        year.heartRate = HeartRateSamples()
        let watch = year.sources.firstIndex(of: "Apple Watch") ?? year.source(named: "Apple Watch")
        let first = history.sleep.map(\.start.instant).min() ?? 0
        let offset = history.sleep.first?.start.offsetSeconds ?? 3600
        for minute in 0..<(days * 1440) {
            let t = first + Double(minute) * 60
            let value = 62 + 18 * sin(Double(minute) / 1440 * 2 * .pi) + Double(minute % 7)
            _ = year.heartRate.insert(
                Measurement(
                    start: Timestamp(instant: t, offsetSeconds: offset),
                    end: Timestamp(instant: t, offsetSeconds: offset),
                    value: value.rounded(), source: watch))
        }
        return year
    }

    /// A minimal `export.xml` of a history's heart rate, steps and sleep, as the Health app
    /// writes records (`yyyy-MM-dd HH:mm:ss ±hhmm` on each record's own offset).
    enum AppleXML {
        static func write(_ history: RecordHistory, to path: String) throws {
            FileManager.default.createFile(atPath: path, contents: nil)
            let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? file.close() }
            var out =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
                + " <ExportDate value=\"2100-01-01 00:00:00 +0000\"/>\n"
            func flush() {
                file.write(Data(out.utf8))
                out = ""
            }
            func record(_ type: String, _ unit: String?, _ m: (Timestamp, Timestamp, String, Int)) {
                out +=
                    " <Record type=\"\(type)\" sourceName=\"\(history.sources[m.3])\" sourceVersion=\"10.2\""
                    + (unit.map { " unit=\"\($0)\"" } ?? "")
                    + " creationDate=\"\(stamp(m.1))\" startDate=\"\(stamp(m.0))\""
                    + " endDate=\"\(stamp(m.1))\" value=\"\(m.2)\"/>\n"
                if out.utf8.count > 1 << 20 { flush() }
            }
            for m in history.heartRate {
                record(
                    "HKQuantityTypeIdentifierHeartRate", "count/min",
                    (m.start, m.end, NumberFormat.shortest(m.value), m.source))
            }
            for m in history.steps {
                record(
                    "HKQuantityTypeIdentifierStepCount", "count",
                    (m.start, m.end, NumberFormat.shortest(m.value), m.source))
            }
            let names: [SleepStage: String] = [
                .inBed: "InBed", .awake: "Awake", .asleep: "AsleepUnspecified", .core: "AsleepCore",
                .deep: "AsleepDeep",
                .rem: "AsleepREM",
            ]
            for s in history.sleep {
                record(
                    "HKCategoryTypeIdentifierSleepAnalysis", nil,
                    (s.start, s.end, "HKCategoryValueSleepAnalysis" + names[s.stage]!, s.source))
            }
            out += "</HealthData>\n"
            flush()
        }

        static func stamp(_ t: Timestamp) -> String {
            let minutes = Int(t.offsetSeconds) / 60
            let sign = minutes < 0 ? "-" : "+"
            return Benchmark.clock(t.localSeconds, separator: " ") + " " + sign
                + String(format: "%02d%02d", abs(minutes) / 60, abs(minutes) % 60)
        }
    }
}
