import Foundation

/// A WHOOP export made by hand from `../shared/formats/whoop.md`: the exact headers, local
/// times on each cycle's `Cycle timezone`, newest rows first. Every row is invented.
public enum WhoopFixture {
    public static let cyclesHeader =
        "Cycle start time,Cycle end time,Cycle timezone,Recovery score %,Resting heart rate (bpm),"
        + "Heart rate variability (ms),Skin temp (celsius),Blood oxygen %,Day Strain,Energy burned (cal),"
        + "Max HR (bpm),Average HR (bpm),Sleep onset,Wake onset,Sleep performance %,Respiratory rate (rpm),"
        + "Asleep duration (min),In bed duration (min),Light sleep duration (min),Deep (SWS) duration (min),"
        + "REM duration (min),Awake duration (min),Sleep need (min),Sleep debt (min),Sleep efficiency %,"
        + "Sleep consistency %"

    /// Four cycles, newest first: the open current one (no end, no strain), one with a night
    /// of 22:51-06:40 at UTC-04:00, one without a sleep, and one on UTC+01:00 before a flight.
    public static let cycles =
        [
            cyclesHeader,
            "2024-05-02 23:10:00,,UTC-04:00,71,54,62,33.41,96.20,,,,,2024-05-02 23:10:00,2024-05-03 06:58:00,88,15.2,"
                + "421,466,230,95,96,45,480,38,90,",
            "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,44,58,41,33.02,95.87,12.8,2410,171,72,"
                + "2024-05-01 22:51:00,2024-05-02 06:40:00,79,15.6,402,469,214,88,100,67,492,51,86,81",
            "2024-04-30 09:00:00,2024-05-01 22:51:00,UTC-04:00,,,,,,8.4,2100,150,70,,,,,,,,,,,,,,",
            "2024-04-28 23:30:00,2024-04-30 09:00:00,UTC+01:00,60,50,70,33.50,97.00,10.0,2000,160,65,"
                + "2024-04-28 23:30:00,2024-04-29 07:30:00,85,14.0,420,480,210,100,110,60,470,20,88,80",
        ].joined(separator: "\n") + "\n"

    public static let sleepsHeader =
        "Cycle start time,Cycle end time,Cycle timezone,Sleep onset,Wake onset,Sleep performance %,"
        + "Respiratory rate (rpm),Asleep duration (min),In bed duration (min),Light sleep duration (min),"
        + "Deep (SWS) duration (min),REM duration (min),Awake duration (min),Sleep need (min),Sleep debt (min),"
        + "Sleep efficiency %,Sleep consistency %,Nap"

    /// The cycles' main sleeps (copies of the cycle rows) and a nap of 14:05-14:48.
    public static let sleeps =
        [
            sleepsHeader,
            "2024-05-02 23:10:00,,UTC-04:00,2024-05-02 23:10:00,2024-05-03 06:58:00,88,15.2,421,466,230,95,96,45,480,38,"
                + "90,,false",
            "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,2024-05-02 14:05:00,2024-05-02 14:48:00,31,15.9,38,43,30,"
                + "8,0,5,0,0,88,,true",
            "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,2024-05-01 22:51:00,2024-05-02 06:40:00,79,15.6,402,469,"
                + "214,88,100,67,492,51,86,81,false",
            "2024-04-28 23:30:00,2024-04-30 09:00:00,UTC+01:00,2024-04-28 23:30:00,2024-04-29 07:30:00,85,14.0,420,480,"
                + "210,100,110,60,470,20,88,80,false",
        ].joined(separator: "\n") + "\n"

    public static let journalHeader = "Cycle start time,Cycle end time,Cycle timezone,Question text,Answered yes,Notes"

    /// Answers of three cycles: a trailing space in a question, a question not asked in the
    /// newest cycle, a cycle without a sleep (no date), and one answer that is not true/false.
    public static let journal =
        [
            journalHeader,
            "2024-05-02 23:10:00,,UTC-04:00,Have any alcoholic drinks?,false,",
            "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,Have any alcoholic drinks?,true,",
            "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,Read (in bed) ,false,a note",
            "2024-04-30 09:00:00,2024-05-01 22:51:00,UTC-04:00,Have any alcoholic drinks?,true,",
            "2024-04-28 23:30:00,2024-04-30 09:00:00,UTC+01:00,Have any alcoholic drinks?,maybe,",
        ].joined(separator: "\n") + "\n"

    /// Writes the export's files into `folder` (all four, or only the cycles).
    public static func write(to folder: String, cyclesOnly: Bool = false) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try cycles.write(toFile: folder + "/physiological_cycles.csv", atomically: false, encoding: .utf8)
        guard !cyclesOnly else { return }
        try sleeps.write(toFile: folder + "/sleeps.csv", atomically: false, encoding: .utf8)
        try journal.write(toFile: folder + "/journal_entries.csv", atomically: false, encoding: .utf8)
        let workouts =
            "Cycle start time,Cycle end time,Cycle timezone,Workout start time,Workout end time,Duration (min),"
            + "Activity name,Activity Strain,Energy burned (cal),Max HR (bpm),Average HR (bpm),HR Zone 1 %,"
            + "HR Zone 2 %,HR Zone 3 %,HR Zone 4 %,HR Zone 5 %,GPS enabled,Distance (meters),"
            + "Altitude gain (meters),Altitude change (meters)\n"
            + "2024-05-01 22:51:00,2024-05-02 23:10:00,UTC-04:00,2024-05-02 17:30:00,2024-05-02 18:14:00,44,"
            + "Running,11.9,512.4,176,149,3,12,38,35,12,true,7120.55,61.20,-3.10\n"
        try workouts.write(toFile: folder + "/workouts.csv", atomically: false, encoding: .utf8)
    }
}
