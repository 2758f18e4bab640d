/// The options several commands share, each described once.
extension CommandOption {
    /// The history every data command reads.
    static let history = CommandOption("--history", value: "H", FormatList.historyMeaning).repeated()
    /// The person's zone for a Takeout export.
    static let zone = CommandOption(
        "--tz", value: "ZONE",
        """
        the person's time zone (an IANA name such as America/Los_Angeles)
        for a Google Takeout, whose heart rate and steps are in UTC: one
        zone for the whole history, or ZONE@YYYY-MM-DD from that date on
        (repeatable); default the clocks worked out night by night from the
        Takeout, starting from its profile's zone
        """
    ).repeated()
    /// The session-RPE file of the load columns.
    static let sessions = CommandOption(
        "--sessions", value: "F", "a PMSys srpe.csv (end_date_time in UTC, perceived_exertion, duration_min)")
    /// The TRIMP weighting.
    static let sex = CommandOption(
        "--sex", value: "S",
        """
        female or male: Banister's TRIMP weighting (default: what the export
        says, else male)
        """)

    /// Max heart rate for the strain zones.
    static let maxHR = CommandOption("--max-hr", value: "N", "max heart rate for strain zones (default 190)")
    /// Max heart rate from age.
    static let age = CommandOption("--age", value: "N", "max heart rate from age: 208 - 0.7 * age (not with --max-hr)")
    /// Nightly sleep need.
    static let sleepNeed = CommandOption(
        "--sleep-need", value: "H", "your base sleep need a night, hours (default 8): sleep_debt, each night's need")
    /// The three options that decide how features are computed.
    static let featureSettings = [maxHR, age, sleepNeed]

    /// The labels file of a fit.
    static let labels = CommandOption("--labels", value: "FILE", "date,<target>[,...]; blank cells are no label")
    /// The labels column.
    static let target = CommandOption("--target", value: "NAME", "the labels column (default stress)")
    /// The label scale.
    static let scale = CommandOption("--scale", value: "LO:HI", "the label scale, bounds included (default 1:5)")
    /// Which end of the scale is good.
    static let direction = CommandOption(
        "--direction", value: "D",
        "higher-is-worse (stress, default) or higher-is-better (readiness)")
    /// The ridge penalty.
    static let ridge = CommandOption(
        "--ridge", value: "R",
        """
        a λ ≥ 0 (default 100 with an anchor), or auto: the λ of 0, 0.3, 1, 3,
        10, 30, 100 that predicts best out of sample (the classic fit's default)
        """)
    /// The model's features.
    static let features = CommandOption(
        "--features", value: "LIST",
        "model features, from the 19 and, with an anchor, the load columns of 'flow load' "
            + "(default: the 12 that 'flow help' and the README list, and session_load with --sessions)")
    /// The clock of labels timed in UTC.
    static let labelZone = CommandOption(
        "--label-tz", value: "±HH:MM",
        """
        the clock for labels and sessions timed in UTC (PMSys wellness.csv
        and srpe.csv); default the offset most of the history's records carry
        """)
    /// What to fit, besides the labels file: target, scale, direction, penalty, features, clock.
    static let fit = [target, scale, direction, ridge, features, labelZone]
    /// What a trained model starts from.
    static let anchor = CommandOption(
        "--anchor", value: "A",
        """
        recent (default: your recent level, 0.3 on the newest label), mean
        (the mean of your labels so far), or none (the classic fit, with --select all)
        """)
    /// How features are chosen.
    static let select = CommandOption(
        "--select", value: "S",
        """
        auto (default: a feature is admitted when it cuts the error of predicting
        days it was not fitted to by 10 %; at most 6) or all (every feature)
        """)

    /// A model that scores the mornings.
    static let model = CommandOption(
        "--model", value: "FILE",
        "the model that scores the mornings (default: the reference model)")
    /// The file a command writes.
    static let out = CommandOption("--out", value: "FILE", "the file to write")
    /// A check-in file.
    static let checkins = CommandOption("--checkins", value: "F", "a check-in file from flow checkin")
    /// One day.
    static let date = CommandOption("--date", value: "D", "one day")
    /// The last days of the history.
    static let last = CommandOption("--last", value: "N", "the last N days of the history")
    /// The day a view is taken on.
    static let asOf = CommandOption("--as-of", value: "D", "the last day of the view (default: the history's)")
    /// The first day of a range (shown with `--to` as one option).
    static let from = CommandOption("--from", "--to", value: "D", "the first and last day of a range")
    /// The last day of a range (read on its own; its help is `from`'s).
    static let to = CommandOption("--to", value: "D", "the last day of a range")
    /// The first and last day of a range, in a command's own words.
    static func range(_ meaning: String) -> CommandOption { from.saying(meaning) }
    /// JSON instead of text.
    static let json = CommandOption(flag: "--json", "JSON instead of text")
    /// The logged periods left out (SPEC 18.1).
    static let noCycle = CommandOption(
        flag: "--no-cycle",
        "leave your logged periods out: every vital is outside from 2 spreads, and nothing of the cycle is said")
}
