/// `flow simulate`: one simulated person's records and labels.
enum SimulateCommand {
    static func run(_ words: [String], console: Console) throws {
        throw CommandError.usage("not yet")
    }
}
