/// The options one command takes alone, declared here beside the shared ones so that every
/// option is read through its declaration.
extension CommandOption {
    /// `flow trend`: what to view.
    static let metric = CommandOption(
        "--metric", value: "M",
        """
        flow (the Recovery Flow of the scored mornings), any of the 19
        feature columns (their measured cells only), or body_mass (kg)
        """)
    /// `flow trend`: how far back to look.
    static let trendRange = CommandOption(
        "--range", value: "R",
        """
        week: the last 7 days and the straight line through them;
        month (default): the last 30 days with their trend;
        year: the last 52 calendar weeks (Monday to Sunday) as weekly
        means, through a second weighted mean (each week weighs 0.3)
        """)
    /// `flow checkin`: the file to write.
    static let file = CommandOption("--file", value: "F", "the check-in file (created when missing)")
    /// `flow checkin`: drinks that evening.
    static let alcohol = CommandOption("--alcohol", value: "N", "drinks that evening")
    /// `flow checkin`: the day's stress label.
    static let stress = CommandOption("--stress", value: "N", "the day's stress, 1 to 5")
    /// `flow simulate`: how many days.
    static let days = CommandOption("--days", value: "N", "days to simulate (1 to 36600)")
    /// `flow simulate`: the generator's seed.
    static let seed = CommandOption("--seed", value: "S", "the generator's seed (a whole number)")
    /// `flow simulate`: the first day.
    static let start = CommandOption("--start", value: "D", "the first day (default 2026-01-01)")
    /// `flow simulate`: a morning weighing as well.
    static let bodyMass = CommandOption(
        flag: "--body-mass",
        """
        also a morning weighing on most days (body_mass records; a few in
        pounds in the Apple format); every other record stays the same
        """)
    /// `flow simulate`: the file format.
    static let format = CommandOption(
        "--format", value: "F",
        """
        csv (records.csv, default), apple-health (export.xml and
        export.zip of the same person, about 400 MB a simulated year)
        or health-connect (Health Connect.zip, as Android's export)
        """)
    /// `flow cohort`: the folder of people.
    static let people = CommandOption(
        "--people", value: "DIR", "a folder with one subfolder per person (any export --history reads)")
    /// `flow cohort`: each person's labels file.
    static let labelsName = CommandOption(
        "--labels-name", value: "F", "each person's labels file, relative to their folder (pmsys/wellness.csv)")
    /// `flow cohort`: each person's session file.
    static let sessionsName = CommandOption(
        "--sessions-name", value: "F", "each person's session-RPE file, relative to their folder, when present")
    /// `flow cohort`: people run at once.
    static let jobs = CommandOption("--jobs", value: "N", "people run at once (default: the number of cores)")
    /// A merge of some of a run's shards.
    static let partial = CommandOption(
        flag: "--partial",
        "cohort merge: merge the shards given though some of the run's are missing (named in a warning)")
    /// `flow cohort`: one shard of the people.
    static let shard = CommandOption(
        "--shard", value: "I/N",
        """
        only the people whose folder name falls in shard I of N (1 to N;
        FNV-1a of the name modulo N), for a batch scheduler's array job
        """)
    /// `flow import` and `flow library`: the library's file.
    static let library = CommandOption(
        "--library", value: "L",
        """
        the library file (default: $FLOW_LIBRARY, else
        $XDG_DATA_HOME/flow/library.sqlite, else ~/.local/share/flow/library.sqlite)
        """)
    /// `flow library forget`: a source's records.
    static let source = CommandOption("--source", value: "S", "library forget: every record of this source")
    /// `flow library forget`: records before a day.
    static let before = CommandOption(
        "--before", value: "DATE", "library forget: every record that ends before this local day")
    /// `flow today`: one line.
    static let past = CommandOption(
        "--past", value: "N", "the cards each of the last N mornings raised, newest first, each as of its morning")
    /// `flow today`: one line.
    static let line = CommandOption(
        flag: "--line", "one line under 80 characters, for a status bar or a cron mail")
    /// `flow library forget`: every check-in.
    static let forgetCheckins = CommandOption(
        flag: "--checkins", "library forget: every check-in (imported, logged, or an export's journal)")
    /// `flow library forget`: the confirmation.
    static let yes = CommandOption(flag: "--yes", "library forget: delete (without it, only count)")
    /// `flow tonight` and `flow today`: the mornings without an alarm.
    static let freeDays = CommandOption(
        "--free-days", value: "LIST",
        """
        the mornings without an alarm: mon, tue, wed, thu, fri, sat, sun
        separated by commas (default sat,sun), or none
        """)
}
