/// Where a person's library lives when no `--library` names one: `$FLOW_LIBRARY`, else
/// `$XDG_DATA_HOME/flow/library.sqlite`, else `$HOME/.local/share/flow/library.sqlite` (the
/// XDG base directories' default for data a program keeps for its user).
public enum LibraryLocation {
    /// The file's name inside the data folder.
    public static let fileName = "library.sqlite"

    /// The default library's path from the environment, or nil when none of the three is set
    /// (a service account without a home).
    public static func path(environment: [String: String]) -> String? {
        if let explicit = environment["FLOW_LIBRARY"], !explicit.isEmpty { return explicit }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/flow/" + fileName }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/flow/" + fileName }
        return nil
    }

    /// How the default was found, for messages: "$FLOW_LIBRARY", "$XDG_DATA_HOME", "$HOME".
    public static func source(environment: [String: String]) -> String? {
        if let explicit = environment["FLOW_LIBRARY"], !explicit.isEmpty { return "$FLOW_LIBRARY" }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return "$XDG_DATA_HOME" }
        if let home = environment["HOME"], !home.isEmpty { return "$HOME" }
        return nil
    }
}
