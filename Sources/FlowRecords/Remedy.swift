/// What a person can give to get past an error, named as the thing itself, never as an
/// option: the command line says which option gives it (one mapping, beside the options'
/// declarations), and an app that embeds flow offers its own control for it.
public enum Remedy: Equatable, Sendable {
    /// The person's labels (daily ratings), which a model that starts from them needs.
    case labels
    /// A session-RPE file, for a model that weighs session load.
    case sessions
    /// The person's time zone, for an export whose times carry none.
    case zone
    /// Another file to write the output to.
    case anotherOutput
    /// Another place for the library.
    case anotherLibrary
    /// A fixed ridge penalty, for too few days to choose one on days not yet seen.
    case fixedPenalty
    /// The scale the labels are on (`low:high`), and their direction when high is good.
    case scale(String)
    /// No model: the fit evaluated on its own.
    case withoutModel
    /// The feature table made again from the records with these settings (nil: the default).
    case remake(maxHR: Double?, sleepNeedHours: Double?)
    /// Another day for what the request asked with one.
    case anotherDay(AskedDay)
    /// The file declared as the person's own check-ins, when a table by date is one.
    case declaredCheckins(file: String)
    /// Zones given by date, with dates within the history.
    case zoneDates
}

/// Which day of a request an error is about.
public enum AskedDay: Equatable, Sendable {
    /// The one morning asked for.
    case date
    /// The first or last day of a range.
    case from, to
    /// The day a view or garden is as of.
    case asOf
}
