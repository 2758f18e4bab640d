import Foundation

/// Health Auto Export files built from `formats/health-auto-export.md`: the sheet's own
/// example (a day of heart rate, resting HR, HRV, steps, a weighing in pounds, an aggregated
/// night, a workout) and a second day's file whose window repeats the first day's entries.
public enum HealthAutoExportFixture {
    /// The night of 2026-07-11 to 07-12 at +02:00 with its totals in hours, as the sheet gives it.
    public static let night = """
        {"date": "2026-07-12 06:41:00 +0200",
         "sleepStart": "2026-07-11 23:02:00 +0200", "sleepEnd": "2026-07-12 06:41:00 +0200",
         "inBedStart": "2026-07-11 22:50:00 +0200", "inBedEnd": "2026-07-12 06:45:00 +0200",
         "inBed": 7.9, "asleep": 0, "totalSleep": 7.3,
         "core": 4.1, "deep": 1.1, "rem": 1.45, "awake": 0.55, "source": "Apple Watch"}
        """

    /// The sheet's example file, with an `active_energy` metric (read since SPEC 21).
    public static let day1 = """
        {"data": {
          "metrics": [
            {"name": "heart_rate", "units": "count/min",
             "data": [{"date": "2026-07-12 07:00:00 +0200", "Min": 52, "Avg": 58.4, "Max": 71, "source": "Apple Watch"}]},
            {"name": "resting_heart_rate", "units": "count/min",
             "data": [{"date": "2026-07-12 00:00:00 +0200", "qty": 48, "source": "Apple Watch"}]},
            {"name": "heart_rate_variability", "units": "ms",
             "data": [{"date": "2026-07-12 03:10:00 +0200", "qty": 58.5, "source": "Apple Watch"}]},
            {"name": "step_count", "units": "count",
             "data": [{"date": "2026-07-11 23:00:00 +0200", "qty": 412, "source": "iPhone"}]},
            {"name": "weight_body_mass", "units": "lb", "data": [{"date": "2026-07-12 07:05:00 +0200", "qty": 172.4}]},
            {"name": "active_energy", "units": "kcal",
             "data": [{"date": "2026-07-12 07:00:00 +0200", "qty": 12.5}, {"date": "2026-07-12 08:00:00 +0200", "qty": 30}]},
            {"name": "sleep_analysis", "units": "hr", "data": [\(night)]}
          ],
          "workouts": [{"name": "Traditional Strength Training", "start": "2026-07-11 18:00:00 +0200", "duration": 3000}]
        }}
        """

    /// The next day's file: the app re-sends the first day's resting HR and HRV with the new day's.
    public static let day2 = """
        {"data": {"metrics": [
          {"name": "resting_heart_rate", "units": "count/min",
           "data": [{"date": "2026-07-12 00:00:00 +0200", "qty": 48, "source": "Apple Watch"},
                    {"date": "2026-07-13 00:00:00 +0200", "qty": 50, "source": "Apple Watch"}]},
          {"name": "heart_rate_variability", "units": "ms",
           "data": [{"date": "2026-07-12 03:10:00 +0200", "qty": 58.5, "source": "Apple Watch"},
                    {"date": "2026-07-13 02:40:00 +0200", "qty": 61, "source": "Apple Watch"}]}
        ]}}
        """

    /// The variants of `formats/health-auto-export.md` ("seen in the wild"), each meaning the same
    /// as `canonical`: a day's heart rate, resting HR and HRV, a workout. The payload is written
    /// once by hand; the variants change only the part each one is about.
    public static let canonical = #"{"data": "# + payload(time: { "2026-06-20 \($0):00 +0200" }) + "}"

    /// The payload's metrics and workout, each time of 2026-06-20 written by `time` from its HH:MM.
    private static func payload(time: (String) -> String) -> String {
        """
        {"metrics": [
          {"name": "heart_rate", "units": "count/min",
           "data": [{"date": "\(time("07:00"))", "Min": 50, "Avg": 57.5, "Max": 66, "source": "Apple Watch"}]},
          {"name": "resting_heart_rate", "units": "count/min",
           "data": [{"date": "\(time("06:00"))", "qty": 47, "source": "Apple Watch"}]},
          {"name": "heart_rate_variability", "units": "ms",
           "data": [{"date": "\(time("03:10"))", "qty": 61.5, "source": "Apple Watch"}]}
        ],
        "workouts": [{"name": "Running", "start": "\(time("18:00"))", "duration": 1800}]}
        """
    }

    /// Heart-rate metrics whose unit is written `bpm`.
    public static let bpm = canonical.replacingOccurrences(of: #""units": "count/min""#, with: #""units": "bpm""#)

    /// The older metric name of SDNN HRV.
    public static let olderHRVName = canonical.replacingOccurrences(
        of: #""name": "heart_rate_variability""#, with: #""name": "heart_rate_variability_sdnn""#)

    /// The payload posted without its `data` wrapper.
    public static let unwrapped = payload(time: { "2026-06-20 \($0):00 +0200" })

    /// Every time in ISO 8601 with a `T` and an offset with a colon.
    public static let isoTimes = #"{"data": "# + payload(time: { "2026-06-20T\($0):00+02:00" }) + "}"

    /// Writes the two days' files into `folder` (created), as the app syncs them.
    public static func writeFolder(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try day1.write(
            to: folder.appendingPathComponent("HealthAutoExport-2026-07-12.json"), atomically: false, encoding: .utf8)
        try day2.write(
            to: folder.appendingPathComponent("HealthAutoExport-2026-07-13.json"), atomically: false, encoding: .utf8)
    }
}
