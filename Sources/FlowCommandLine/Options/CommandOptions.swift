/// Every command's options in one table: the parser reads it, a test checks each command's
/// help against it, and `flow completion` writes shell completions from it.
enum CommandOptions {
    /// Options every command accepts: silence the import report and notes.
    static let common: Set<String> = ["--quiet", "-q"]

    /// The options that take a value, and the flags, of each command.
    static let table: [String: (valued: Set<String>, flags: Set<String>)] = [
        "features": (Arguments.featureSettingOptions.union(HistoryInput.options).union(["--from", "--to", "--out"]), ["--json"]),
        "train": (FitOptions.valued.union(Arguments.featureSettingOptions).union(HistoryInput.options).union(["--labels", "--out"]), []),
        "evaluate": (FitOptions.valued.union(Arguments.featureSettingOptions).union(HistoryInput.options).union(["--labels", "--model"]), ["--json"]),
        "predict": (HistoryInput.options.union(["--model", "--date", "--from", "--to", "--last"]), ["--json"]),
        "trend": (HistoryInput.options.union(["--metric", "--range", "--as-of", "--model"]), ["--json"]),
        "garden": (HistoryInput.options.union(["--as-of", "--model"]), ["--json"]),
        "scores": (HistoryInput.options.union(Arguments.featureSettingOptions).union(["--from", "--to", "--date"]), ["--json"]),
        "insights": (HistoryInput.options.union(Arguments.featureSettingOptions).union(["--checkins"]), ["--json"]),
        "report": (HistoryInput.options.union(FitOptions.valued).union(["--model", "--labels", "--checkins", "--from", "--to", "--out"]), []),
        "simulate": (["--days", "--seed", "--out", "--start", "--format"], ["--body-mass"]),
        "checkin": (["--file", "--date", "--alcohol", "--stress"], Set(CheckinFlags.names)),
    ]

    /// The commands, in the order `flow help` lists them.
    static let commands = ["features", "train", "evaluate", "predict", "trend", "garden", "scores", "checkin", "insights", "report", "simulate"]
}

/// The 0/1 behaviours `flow checkin` takes as flags.
enum CheckinFlags {
    static let names = ["--caffeine-late", "--late-meal", "--screen-before-bed", "--late-workout", "--meditation", "--stretching", "--cold-exposure"]
}

extension Arguments {
    /// Parses a command's words with its options from the table.
    init(_ words: [String], command: String) throws {
        let options = CommandOptions.table[command] ?? ([], [])
        try self.init(words, valued: options.valued, flags: options.flags.union(CommandOptions.common))
    }
}
