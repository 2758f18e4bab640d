import FlowRecords

extension CycleDay {
    /// A morning's place in the logged cycle as flat columns: the `cycle` object of
    /// `flow vitals --json`, and a row of `flow export`'s `cycle` table (which adds the date).
    public static let outputColumns: [OutputColumn<CycleDay>] = [
        OutputColumn("day", .integer) { .integer(Int64($0.day)) },
        OutputColumn("expected_length", .integer) { .integer(Int64($0.expectedLength)) },
        OutputColumn("length_from", .text) { .text($0.lengthFrom.rawValue) },
        OutputColumn("window", .integer) { .flag($0.window) },
    ]
}
