import FlowRecords
import Foundation

/// Where a command writes: standard output and standard error, as closures so tests can
/// run commands in-process and read what they printed.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Writes data to standard output (JSON, CSV, a page, a model): its bytes never change.
    public var data: @Sendable (String) -> Void
    /// True when the terminal's locale is UTF-8; otherwise `out` and `err` write plain ASCII.
    public var unicode: Bool
    /// The columns prose is fitted to: the terminal's width (at least 60) when standard output
    /// is one, else `Console.fileWidth`.
    public var width: Int

    /// The width of prose written to a file or a pipe.
    public static let fileWidth = 100
    /// The narrowest terminal prose is fitted to; a narrower one gets lines of this width.
    public static let narrowest = 60

    /// A console from its writers (`data` defaults to `out`).
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        data: (@Sendable (String) -> Void)? = nil, unicode: Bool = true, width: Int = Console.fileWidth
    ) {
        (self.out, self.err) = (out, err)
        self.data = data ?? out
        (self.unicode, self.width) = (unicode, width)
    }
}

/// The `flow` command line: parses the words, runs the command, maps errors to exit codes.
public enum FlowCommand {
    /// The tool's version, written into tables and models.
    public static let version = "0.1.0"

    /// Runs `flow` with `arguments` (without the program name); never traps on bad input.
    /// `environment` decides the text's characters: without a UTF-8 locale (`LC_ALL`,
    /// `LC_CTYPE`, `LANG`) text output is plain ASCII; JSON, CSV and HTML never change.
    public static func run(
        arguments: [String], console: Console,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ExitCode {
        guard let name = arguments.first else {
            console.err(HelpCommand.overview(width: console.width))
            return .usage
        }
        guard let command = CommandDescriptor.named(name) else {
            console.err("flow: error: unknown command '\(name)'; see 'flow help'\n")
            return .usage
        }
        var rest = Array(arguments.dropFirst())
        // `--` ends the options: nothing may follow it, since no command takes other words.
        if let end = rest.firstIndex(of: "--") {
            guard end == rest.count - 1 else {
                console.err("flow: error: unexpected '\(rest[end + 1])' after '--'; see 'flow \(name) --help'\n")
                return .usage
            }
            rest.removeLast()
        }
        // --quiet / -q silences the import report and notes; errors still reach standard error.
        let quiet = rest.contains { CommandDescriptor.quietWords.contains($0) }
        rest.removeAll { CommandDescriptor.quietWords.contains($0) }
        // Text becomes plain ASCII where the locale is not UTF-8; data keeps its bytes.
        let unicode = PlainText.isUTF8(environment: environment)
        let write = console.out
        let warn = console.err
        let commandConsole = Console(
            out: { @Sendable s in write(unicode ? s : PlainText.ascii(s)) },
            err: { @Sendable s in if !quiet { warn(unicode ? s : PlainText.ascii(s)) } },
            data: console.data, unicode: unicode, width: console.width)
        do {
            // --version after any command prints the version, as --help prints its help.
            let asksVersion = rest.contains { VersionCommand.descriptor.aliases.contains($0) }
            let run = asksVersion ? VersionCommand.descriptor : command
            var args = try Arguments(run.name == command.name ? rest : [], for: run)
            args.environment = environment
            try run.run(args, commandConsole)
            return .success
        } catch is HelpRequested {
            console.out(command.help(width: console.width))
            return .success
        } catch let error as FlowError {
            // A library names what is missing as a value; the command line adds the option that gives it.
            console.err("flow: error: \(error)" + (error.remedy.map { "; " + $0.commandLine } ?? "") + "\n")
            let code = ExitCode(error.kind)
            if code == .usage { console.err("see 'flow \(command.name) --help'\n") }
            return code
        } catch {
            console.err("flow: error: internal: \(error)\n")
            return .software
        }
    }
}
