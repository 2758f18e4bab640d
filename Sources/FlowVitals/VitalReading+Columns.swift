import FlowRecords

extension VitalReading {
    /// A night's reading of one vital as flat columns: the object under the vital's name in
    /// `flow vitals --json`, and a row of the database's `vitals` table (which adds the date,
    /// the vital and the body watch). `threshold` is 2, or 3 in the days before a period (SPEC 18.1).
    public static let outputColumns: [OutputColumn<VitalReading>] = [
        OutputColumn("value", .real) { .real($0.value) },
        OutputColumn("median", .real) { .real($0.range?.median) },
        OutputColumn("spread", .real) { .real($0.range?.spread) },
        OutputColumn("z", .real) { .real($0.z) },
        OutputColumn("outside", .integer) { .flag($0.isOutside) },
        OutputColumn("threshold", .real) { .real($0.threshold) },
    ]
}
