/// `flow version` (or `--version`, also after any command): the tool's version.
enum VersionCommand {
    static let descriptor = CommandDescriptor(
        name: "version", aliases: ["--version"],
        summary: "print flow's version",
        usage: "usage: flow version",
        about: "Prints flow's version, the one written into its tables and models.",
        unlisted: true,
        run: { _, console in console.out("flow \(FlowCommand.version)\n") })
}
