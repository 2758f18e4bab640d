import FlowApp

/// `flow completion`: shell completion scripts written from the command descriptors the parser
/// and the help read, so they can never offer an option flow would refuse.
enum CompletionCommand {
    static let descriptor = CommandDescriptor(
        name: "completion",
        summary: "print a completion script: flow completion bash|zsh|fish",
        usage: "usage: flow completion bash|zsh|fish",
        about: "Prints a completion script for the shell: source <(flow completion bash), or\n"
            + "flow completion zsh / fish into the shell's completion folder.",
        words: 1,
        run: { args, console in
            guard args.words.count == 1, let script = script(args.words[0]) else {
                throw CommandError.usage("flow completion takes one shell: bash, zsh or fish")
            }
            console.data(script)
        })

    /// The commands with options to complete.
    static var commands: [CommandDescriptor] { CommandDescriptor.dataCommands }

    /// Every word that can follow `flow`.
    static var commandWords: [String] { CommandDescriptor.listed.map(\.name) }

    /// The names of the commands with options, for `flow help <TAB>`.
    static var commandNames: String { commands.map(\.name).joined(separator: " ") }

    static func options(_ command: CommandDescriptor) -> [String] {
        command.valued.union(command.flags).union(CommandDescriptor.quietWords)
            .union(HelpCommand.descriptor.aliases.filter { $0.hasPrefix("--") })
            .union(VersionCommand.descriptor.aliases).sorted()
    }

    /// The script for `shell` (bash, zsh or fish), or nil for another shell.
    static func script(_ shell: String) -> String? {
        switch shell {
        case "bash":
            var s = "# flow completion for bash: source <(flow completion bash)\n_flow() {\n"
            s += "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" opts\n"
            s +=
                "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W \"\(commandWords.joined(separator: " "))\" -- \"$cur\")); return; fi\n"
            s += "  case \"${COMP_WORDS[1]}\" in\n"
            for c in commands { s += "    \(c.name)) opts=\"\(options(c).joined(separator: " "))\" ;;\n" }
            s +=
                "    completion) opts=\"bash zsh fish\" ;;\n    help) opts=\"\(commandNames)\" ;;\n    *) opts=\"\" ;;\n  esac\n"
            s +=
                "  if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\")); else COMPREPLY=($(compgen -f -- \"$cur\")); fi\n}\n"
            return s + "complete -o default -F _flow flow\n"
        case "zsh":
            var s = "#compdef flow\n# flow completion for zsh: flow completion zsh > \"${fpath[1]}/_flow\"\n_flow() {\n"
            s +=
                "  if (( CURRENT == 2 )); then compadd -- \(commandWords.joined(separator: " ")); return; fi\n  case $words[2] in\n"
            for c in commands { s += "    \(c.name)) compadd -- \(options(c).joined(separator: " ")); _files ;;\n" }
            s += "    completion) compadd -- bash zsh fish ;;\n    help) compadd -- \(commandNames) ;;\n  esac\n}\n"
            return s + "compdef _flow flow\n"
        case "fish":
            var s = "# flow completion for fish: flow completion fish > ~/.config/fish/completions/flow.fish\n"
            s += "complete -c flow -f -n '__fish_use_subcommand' -a '\(commandWords.joined(separator: " "))'\n"
            for c in commands {
                for option in options(c) where option.hasPrefix("--") {
                    s +=
                        "complete -c flow -n '__fish_seen_subcommand_from \(c.name)' -l \(option.dropFirst(2))\(c.valued.contains(option) ? " -r" : "")\n"
                }
                s += "complete -c flow -n '__fish_seen_subcommand_from \(c.name)' -s q -s h\n"
            }
            return s + "complete -c flow -f -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'\n"
        default:
            return nil
        }
    }
}
