import FlowTraining

/// The help texts of `flow help` and `flow <command> --help`.
enum Help {
    /// `lead` and the words after it, folded at 90 columns with a 4-space indent.
    static func wrapped(_ lead: String, _ words: [String]) -> String {
        var lines = [lead], line = ""
        for (k, word) in words.enumerated() {
            let piece = word + (k + 1 < words.count ? "," : ".")
            if !line.isEmpty, line.count + 1 + piece.count > 86 { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + piece
        }
        lines.append(line)
        return lines.joined(separator: "\n    ")
    }

    static let overview = """
    flow: a personal recovery model from your own wearable history. Everything runs offline.

    usage: flow <command> [options]

    commands:
      features   compute the daily feature table (19 features, provenance, 9 flags)
      train      fit your personal model to your own labels and write a model file
      evaluate   how well a fit (or a model file) predicts, in sample and day by day
      predict    this morning's Recovery Flow, its state, trend and the measured facts driving it
                 (no labels needed: without a model it compares you with your own history)
      trend      where a metric is heading: its week, month or year as a line and its trend
      garden     three plants that grow from runs of good nights, days and mornings
      scores     four label-free reference scores a day: Recovery, Sleep, Strain, Stress
      checkin    log this evening (alcohol, late caffeine, meditation, stress, ...) in a check-in file
      insights   what your logged evenings go with the next morning, in your own data
      report     everything above on one HTML page you can read, print or hand on
      simulate   write a simulated person's records.csv and labels.csv
      completion print a completion script: flow completion bash|zsh|fish
      help       show this text, or 'flow help <command>'

    --history H is any of: a records CSV, an Apple Health export.zip or export.xml, a Fitbit
    or Google Takeout folder, a feature table from flow features, or - (standard input).
    \(wrapped("flow train fits these features unless --features says otherwise:", Trainer.defaultFeatures.map(\.rawValue)))

    every command also takes --quiet (-q: no import report or notes; errors still show),
    --help (-h) and --version; '-' as a history, labels or check-in file reads standard input,
    and '--out -' writes to standard output.

    exit status: 0 when it worked; 64 a command or option used wrongly; 65 an input whose
    data is wrong; 66 an input that is missing or cannot be read; 73 an output that cannot
    be written; 70 a fault of flow's own

    """

    static func command(_ name: String) -> String? {
        switch name {
        case "features": return """
            usage: flow features --history H [--tz ZONE] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
                                 [--max-hr N | --age N] [--sleep-need H] [--out table.csv] [--json]

            Reads the history, prints what was accepted and rejected to standard error, and
            writes one row per day: date, the 19 features, a <feature>_src column for each
            (observed, median, baseline), the 9 missingness flags and no_data. The first line
            of the CSV records the settings the table was made with.

              --history H      a records CSV (header kind,start,end,value,source), an Apple Health
                               export.zip or export.xml, a Fitbit or Google Takeout folder, a
                               table from flow features, or - for standard input
              --tz ZONE        the person's time zone (an IANA name such as America/Los_Angeles) for
                               a Google Takeout Fitbit export, whose heart rate and steps are in
                               UTC; default the zone in its Your Profile/Profile.csv
              --from, --to     only these days (the whole history is still used for medians)
              --max-hr N       max heart rate for strain zones (default 190)
              --age N          max heart rate from age: 208 - 0.7 * age (not with --max-hr)
              --sleep-need H   nightly sleep need in hours for sleep_debt (default 8)
              --out FILE       write the table to FILE (atomically) instead of standard output
              --json           JSON instead of CSV

            """
        case "train": return """
            usage: flow train --history H --labels labels.csv --out model.json
                              [--target stress] [--scale 1:5] [--direction higher-is-worse|higher-is-better]
                              [--ridge auto|λ] [--features a,b,...] [--max-hr N | --age N] [--sleep-need H]

            Fits a ridge regression of your labels on 12 features (standardised) and the 9
            missingness flags, and writes the model file atomically, with its rolling-origin
            verdict against your average, yesterday's label and your recent level. Only
            mornings with a night measurement are trained on: at least 14 labelled ones (more
            than 28 for --ridge auto). Labels outside the scale and labels on other dates are
            skipped and counted; more than 20 % outside the scale is an error that says the
            scale they are on. A PMSys wellness.csv gives each item its own scale (readiness
            0:10, the others 1:5, all higher-is-better) unless --scale/--direction say otherwise.

              --history H      a records CSV, an Apple Health export.zip or export.xml, a Fitbit
                               export folder, or a table from flow features (same settings required)
              --tz ZONE        the person's time zone (an IANA name such as America/Los_Angeles) for
                               a Google Takeout Fitbit export, whose heart rate and steps are in
                               UTC; default the zone in its Your Profile/Profile.csv
              --labels FILE    date,<target>[,...]; blank cells are no label
              --target NAME    the labels column (default stress)
              --scale LO:HI    the label scale, bounds included (default 1:5)
              --direction D    higher-is-worse (stress, default) or higher-is-better (readiness)
              --ridge R        auto (default: the λ of 0, 0.3, 1, 3, 10, 30, 100 with the lowest
                               rolling-origin RMSE; needs more than 28 labelled days) or a λ ≥ 0
              --features LIST  model features, from the 19 (default: the 12 that 'flow help' and the README list)
              --label-tz ±HH:MM  the clock for labels timed in UTC (PMSys wellness.csv); default
                               the offset most of the history's records carry
              --out FILE       the model file to write

            """
        case "evaluate": return """
            usage: flow evaluate --history H --labels labels.csv [--model model.json]
                                 [--target ...] [--scale ...] [--direction ...] [--ridge ...] [--features ...]
                                 [--max-hr N | --age N] [--sleep-need H] [--label-tz ±HH:MM] [--tz ZONE] [--json]

            In sample: the fit on all the given days (R², adjusted R², RMSE, MAE, rank, condition
            number; standard errors and t values when λ = 0). With --model, that model as it is
            (on days after its training period, a true test); target, λ, features and settings
            then come from the model file.
            Rolling origin: each labelled day with at least 28 before it, predicted from a fit
            on the days before it; RMSE, MAE, skill against predicting your average, yesterday's
            label and your recent level (weighted 0.3 on the newest label), the verdict, and the
            4x4 table of actual against predicted states. --json lists every evaluated day.
            A model that standardises personally (the reference model) has no fit to evaluate.

            """
        case "predict": return """
            usage: flow predict --history H [--model model.json]
                                [--date YYYY-MM-DD | --from D --to D | --last N] [--json]

            Scores mornings: the Recovery Flow (0-100), its state (Flowing, Steady, Adjusting,
            Rebuilding), the phase (calibrating, provisional, full: how many of the 28 nights
            before it were measured), the trend, and up to three measured features driving it,
            as facts. Without --model it uses the built-in reference model, which needs no labels
            and compares each morning with your own previous 28 days. Only mornings with a night
            measurement (sleep, resting HR, HRV or sleeping HR) are scored. The model's feature
            settings are used; a table made with other settings is refused. Without a date: the
            latest day that can be scored.

              --history H      records CSV, Apple Health export, Fitbit folder, or feature table
              --tz ZONE        the person's time zone (an IANA name such as America/Los_Angeles) for
                               a Google Takeout Fitbit export, whose heart rate and steps are in
                               UTC; default the zone in its Your Profile/Profile.csv
              --model FILE     a model file from flow train (default: the reference model)
              --date D         one day (an unscored day or a date outside the history is an error)
              --from, --to     a range, one line a day
              --last N         the last N days of the history
              --json           every number, all contributions, drivers with whose usual value

            """
        case "trend": return """
            usage: flow trend --metric M --history H [--range week|month|year] [--as-of YYYY-MM-DD]
                              [--model model.json] [--tz ZONE] [--json]

            Where a metric is heading, the way a weight app reads the scale: every reading runs
            through one exponentially weighted mean (each new reading weighs 0.18), so one odd
            morning barely moves the trend, and days without a reading stay gaps, never zeros.
            Prints one line: a sparkline of the view (blank where there is no reading), the
            latest reading and trend, the direction per week in the metric's unit, and how many
            days (or weeks) of the view have a reading.

              --metric M       flow (the Recovery Flow of the scored mornings), any of the 19
                               feature columns (their measured cells only), or body_mass (kg)
              --range R        week: the last 7 days and the straight line through them;
                               month (default): the last 30 days with their trend;
                               year: the last 52 calendar weeks (Monday to Sunday) as weekly
                               means, through a second weighted mean (each week weighs 0.3)
              --as-of D        the view's last day (default: the last reading's)
              --model FILE     the model that scores the Flow (default: the reference model)
              --json           the view as an object: metric, unit, range, as_of, points, line

            """
        case "garden": return """
            usage: flow garden --history H [--model model.json] [--as-of YYYY-MM-DD] [--tz ZONE] [--json]

            A garden grown only from what happened: Luna Fern from good nights (at least 7 h
            asleep at an efficiency of 0.85), Stride Bloom from good days (7000 steps over 6
            active hours), Calm Willow from good mornings (a Recovery Flow of 50 or more).
            Each grows a stage after 5, then 7, then 14 good days in a row; a measured day that
            is not good starts the run again, a day without a measurement leaves it, unless
            more than 7 days have passed since the last measured one. Harmony Orchid appears
            when all three are established. The same history always gives the same garden.

              --model FILE     the model that scores the mornings (default: the reference model)
              --as-of D        the garden as it was on D (default: the history's last day)
              --json           as_of, the plants (name, pillar, stage, run, needs) and every event

            """
        case "scores": return """
            usage: flow scores --history H [--from D] [--to D | --date D] [--max-hr N | --age N]
                               [--sleep-need H] [--tz ZONE] [--json]

            Four reference scores for each morning, 0-100 and each read against your own last 30
            days; they need no labels and no model, and they are not your Recovery Flow:
              Recovery  HRV 40 %, resting heart rate 25 %, the Sleep score 25 %, strain recovery 10 %
              Sleep     duration 30 %, stages 30 %, sleeping HRV 15 %, sleeping heart rate 15 %,
                        interruptions 10 %
              Strain    the day before's strain load against your usual capacity
              Stress    the day before's daytime heart rate and HRV against your usual
            A part that was not measured is left out and the others share its weight; a score
            whose core part is missing is not given, and the line says "–". One line a day;
            --date D spells that day's parts out; --json gives every part in full.

            """
        case "checkin": return """
            usage: flow checkin --file F [--date YYYY-MM-DD] [--alcohol N] [--caffeine-late] [--late-meal]
                                [--screen-before-bed] [--late-workout] [--meditation] [--stretching]
                                [--cold-exposure] [--stress N] [--NAME[=N]]

            Logs one evening (default: today) in a check-in file, creating it when missing and
            replacing only the cells you give for that date; every other line stays as it was.
            A flag logs 1 ("yes"); --NAME=0 logs an explicit "no"; a cell you never give stays
            blank, which means "not logged", never "no". --alcohol counts drinks; --stress is the
            day's stress 1-5, so the same file is a labels file for flow train --target stress.
            Any other --NAME is kept as a behaviour of your own (a new column).

            """
        case "insights": return """
            usage: flow insights --history H --checkins F [--max-hr N | --age N] [--sleep-need H] [--tz ZONE] [--json]

            For each logged behaviour and each of the next morning's Sleep and Recovery scores,
            HRV and sleeping heart rate: the mornings after evenings "with" it against those
            "without" (evenings not logged are neither). Shown only with at least 5 mornings on
            each side and a difference of at least 2, with its Welch 95 % interval; an
            association in your own data, not a cause. Pairs still short of days are listed.

            """
        case "report": return """
            usage: flow report --history H --out report.html [--model model.json] [--labels labels.csv]
                               [--checkins checkins.csv] [--from D] [--to D] [--tz ZONE]
                               [--target ...] [--scale ...] [--direction ...] [--label-tz ±HH:MM]
                               [--features a,b,...] [--ridge λ]

            One self-contained HTML page (inline styles and drawings, nothing loaded from
            anywhere, light and dark, prints to A4) for a range of days, default the last 90:
            today's Flow and how it is built, the Flow over the range, week, month and year
            views, the reference scores with their tiers (and your insights with --checkins),
            the garden, which measurements each day has, how well the model predicts your
            labels (with --labels; tested only on days it had not seen), and the model card.
            With the reference model, --labels shows how a model fitted to your labels would do
            (its --features, and --ridge, default 3, as for flow train).

            """
        case "simulate": return """
            usage: flow simulate --days N --seed S --out DIR [--start YYYY-MM-DD] [--format csv|apple-health]
                                 [--body-mass]

            Writes DIR/records.csv and DIR/labels.csv for one simulated person: the same files
            for the same seed on every machine. The stress label follows the rule in the README.

              --days N    days to simulate (1 to 36600)
              --seed S    the generator's seed (a whole number)
              --out DIR   the folder to write (created when missing)
              --start D   the first day (default 2026-01-01)
              --body-mass also a morning weighing on most days (body_mass records; a few in
                          pounds in the Apple format); every other record stays the same
              --format F  csv (records.csv, default) or apple-health (export.xml and
                          export.zip of the same person, about 400 MB a simulated year)

            """
        default: return nil
        }
    }
}
