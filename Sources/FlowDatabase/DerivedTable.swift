/// The tables `flow export` derives from a history, declared once in the order the database
/// lists them: the export builds one per case (those it has), drops them all before writing,
/// and `flow help export` names each with what it holds.
public enum DerivedTable: String, CaseIterable, Sendable {
    case settings, days, scores
    case sleepNeed = "sleep_need"
    case flow, drivers, labels, checkins, insights, load, vitals, cycle, breathing

    /// What the table holds, in a phrase for the help.
    public var holds: String {
        switch self {
        case .settings: return "the settings the history was read with, and the model"
        case .days: return "the feature table, as flow features writes it"
        case .scores: return "the reference scores, a row per day and score"
        case .sleepNeed: return "each night's sleep need and its parts, as flow tonight lists them"
        case .flow: return "each morning's Recovery Flow, state and trend, from the model given (else the reference)"
        case .drivers: return "the measured facts behind each Flow, ranked"
        case .labels: return "the values of the labels file given"
        case .checkins: return "the answers of the check-in file given, else the export's own journal"
        case .insights: return "what those check-ins go with the next morning"
        case .load: return "training load, when the history holds records"
        case .vitals: return "each night's vitals against the person's usual range"
        case .cycle:
            return "each morning's day in the cycle by the periods logged, and whether it is in the days before "
                + "an expected period (only when a period is logged)"
        case .breathing: return "each night's oxygen dips and breathing disturbances during sleep (a screening sign)"
        }
    }
}
