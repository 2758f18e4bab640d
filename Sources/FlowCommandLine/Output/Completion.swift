/// Shell completion scripts, written from the same option table the parser and the help use,
/// so they can never offer an option flow would refuse.
enum Completion {
    /// Every word that can follow `flow`.
    static var commandWords: [String] { CommandOptions.commands + ["help", "completion"] }

    static func options(_ command: String) -> [String] {
        let o = CommandOptions.table[command] ?? ([], [])
        return (o.valued.union(o.flags).union(CommandOptions.common).union(["--help", "--version"])).sorted()
    }

    /// The script for `shell` (bash, zsh or fish), or nil for another shell.
    static func script(_ shell: String) -> String? {
        switch shell {
        case "bash":
            var s = "# flow completion for bash: source <(flow completion bash)\n_flow() {\n"
            s += "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" opts\n"
            s += "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W \"\(commandWords.joined(separator: " "))\" -- \"$cur\")); return; fi\n"
            s += "  case \"${COMP_WORDS[1]}\" in\n"
            for c in CommandOptions.commands { s += "    \(c)) opts=\"\(options(c).joined(separator: " "))\" ;;\n" }
            s += "    completion) opts=\"bash zsh fish\" ;;\n    help) opts=\"\(CommandOptions.commands.joined(separator: " "))\" ;;\n    *) opts=\"\" ;;\n  esac\n"
            s += "  if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\")); else COMPREPLY=($(compgen -f -- \"$cur\")); fi\n}\n"
            return s + "complete -o default -F _flow flow\n"
        case "zsh":
            var s = "#compdef flow\n# flow completion for zsh: flow completion zsh > \"${fpath[1]}/_flow\"\n_flow() {\n"
            s += "  if (( CURRENT == 2 )); then compadd -- \(commandWords.joined(separator: " ")); return; fi\n  case $words[2] in\n"
            for c in CommandOptions.commands { s += "    \(c)) compadd -- \(options(c).joined(separator: " ")); _files ;;\n" }
            s += "    completion) compadd -- bash zsh fish ;;\n    help) compadd -- \(CommandOptions.commands.joined(separator: " ")) ;;\n  esac\n}\n"
            return s + "compdef _flow flow\n"
        case "fish":
            var s = "# flow completion for fish: flow completion fish > ~/.config/fish/completions/flow.fish\n"
            s += "complete -c flow -f -n '__fish_use_subcommand' -a '\(commandWords.joined(separator: " "))'\n"
            for c in CommandOptions.commands {
                let o = CommandOptions.table[c] ?? ([], [])
                for option in options(c) where option.hasPrefix("--") {
                    s += "complete -c flow -n '__fish_seen_subcommand_from \(c)' -l \(option.dropFirst(2))\(o.valued.contains(option) ? " -r" : "")\n"
                }
                s += "complete -c flow -n '__fish_seen_subcommand_from \(c)' -s q -s h\n"
            }
            return s + "complete -c flow -f -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'\n"
        default:
            return nil
        }
    }
}
