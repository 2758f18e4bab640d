import FlowRecords

extension Remedy {
    /// The words that give it on the command line, each option named through its declaration:
    /// the one place where what an error lacks becomes the option that supplies it.
    var commandLine: String {
        switch self {
        case .labels: return "give \(CommandOption.labels.name) FILE"
        case .sessions: return "give the session-RPE file with \(CommandOption.sessions.name)"
        case .zone:
            return "give \(CommandOption.zone.name) NAME (an IANA name such as America/Los_Angeles)"
        case .anotherOutput: return "give another \(CommandOption.out.name)"
        case .anotherLibrary:
            return "give \(CommandOption.library.name) another path, or set FLOW_LIBRARY"
        case .fixedPenalty:
            let ridge = CommandOption.ridge.name
            return "with fewer days, give a fixed penalty: \(ridge) 0, or a λ such as \(ridge) 3"
        case .scale(let hold):
            return "give the scale they are on, such as \(CommandOption.scale.name) \(hold), and "
                + "\(CommandOption.direction.name) if high is good"
        case .withoutModel:
            return "evaluate a model made by flow train, or evaluate without \(CommandOption.model.name)"
        case .remake(let maxHR, let sleepNeed):
            var words = [String]()
            if let maxHR { words.append("\(CommandOption.maxHR.name) \(NumberFormat.shortest(maxHR))") }
            if let sleepNeed { words.append("\(CommandOption.sleepNeed.name) \(NumberFormat.shortest(sleepNeed))") }
            return "recompute it with flow features \(CommandOption.history.name) <the records> "
                + (words.isEmpty ? "(its default settings)" : words.joined(separator: " "))
        case .anotherDay(let asked): return "give another \(asked.option.name)"
        case .zoneDates: return "give \(CommandOption.zone.name) ZONE@YYYY-MM-DD with a date within the history"
        case .declaredCheckins(let file):
            return "if it holds your own check-ins, declare it: flow import \(CommandOption.checkins.name) \(file)"
        }
    }
}

extension AskedDay {
    /// The option that asks for the day.
    var option: CommandOption {
        switch self {
        case .date: return .date
        case .from: return .from
        case .to: return .to
        case .asOf: return .asOf
        }
    }
}
