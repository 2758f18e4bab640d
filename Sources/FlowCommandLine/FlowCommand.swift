import FlowRecords

/// Where a command writes: standard output and standard error, as closures so tests can
/// run commands in-process and read what they printed.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void

    /// A console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }
}

/// The `flow` command line: parses the words, runs the command, maps errors to exit codes.
public enum FlowCommand {
    /// The tool's version, written into tables and models.
    public static let version = "0.1.0"

    /// Runs `flow` with `arguments` (without the program name); never traps on bad input.
    public static func run(arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first else {
            console.err(Help.overview)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch name {
            case "help", "--help", "-h":
                if let topic = rest.first, let text = Help.command(topic) { console.out(text) } else { console.out(Help.overview) }
                return .success
            case "--version", "version":
                console.out("flow \(version)\n")
                return .success
            case "features", "simulate", "train", "evaluate", "predict", "trend", "garden", "scores", "checkin", "insights", "report":
                switch name {
                case "features": try FeaturesCommand.run(rest, console: console)
                case "simulate": try SimulateCommand.run(rest, console: console)
                case "train": try TrainCommand.run(rest, console: console)
                case "predict": try PredictCommand.run(rest, console: console)
                case "trend": try TrendCommand.run(rest, console: console)
                case "garden": try GardenCommand.run(rest, console: console)
                case "scores": try ScoresCommand.run(rest, console: console)
                case "checkin": try CheckinCommand.run(rest, console: console)
                case "insights": try InsightsCommand.run(rest, console: console)
                case "report": try ReportCommand.run(rest, console: console)
                default: try EvaluateCommand.run(rest, console: console)
                }
                return .success
            default:
                throw CommandError.usage("unknown command '\(name)'; see 'flow help'")
            }
        } catch is HelpRequested {
            console.out(Help.command(name) ?? Help.overview)
            return .success
        } catch let error as FlowError {
            console.err("flow: error: \(error)\n")
            if error.exitCode == .usage { console.err("see 'flow \(name) --help'\n") }
            return error.exitCode
        } catch {
            console.err("flow: error: internal: \(error)\n")
            return .software
        }
    }
}
