/// The help texts of `flow help` and `flow <command> --help`.
enum Help {
    static let overview = """
    flow: a personal recovery model from your own wearable history. Everything runs offline.

    usage: flow <command> [options]

    commands:
      features   compute the daily feature table (19 features, provenance, 9 flags)
      simulate   write a simulated person's records.csv and labels.csv
      help       show this text, or 'flow help <command>'

    exit codes: 0 success, 64 usage, 65 bad input data, 66 input missing or unreadable,
                70 internal error, 73 output not writable

    """

    static func command(_ name: String) -> String? {
        switch name {
        case "features": return """
            usage: flow features --history <records.csv> [--from YYYY-MM-DD] [--to YYYY-MM-DD]
                                 [--max-hr N | --age N] [--sleep-need H] [--out table.csv] [--json]

            Reads the history, prints what was accepted and rejected to standard error, and
            writes one row per day: date, the 19 features, a <feature>_src column for each
            (observed, median, baseline), the 9 missingness flags and no_data. The first line
            of the CSV records the settings the table was made with.

              --history FILE   the records CSV (header kind,start,end,value,source)
              --from, --to     only these days (the whole history is still used for medians)
              --max-hr N       max heart rate for strain zones (default 190)
              --age N          max heart rate from age: 208 - 0.7 * age (not with --max-hr)
              --sleep-need H   nightly sleep need in hours for sleep_debt (default 8)
              --out FILE       write the table to FILE (atomically) instead of standard output
              --json           JSON instead of CSV

            """
        case "simulate": return """
            usage: flow simulate --days N --seed S --out DIR [--start YYYY-MM-DD]

            Writes DIR/records.csv and DIR/labels.csv for one simulated person: the same files
            for the same seed on every machine. The stress label follows the rule in the README.

              --days N    days to simulate (1 to 36600)
              --seed S    the generator's seed (a whole number)
              --out DIR   the folder to write (created when missing)
              --start D   the first day (default 2026-01-01)

            """
        default: return nil
        }
    }
}
