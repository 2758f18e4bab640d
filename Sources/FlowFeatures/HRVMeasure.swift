import FlowRecords

/// Which heart rate variability measure a table's `hrv_sdnn` and `hrv_ratio` columns hold
/// (SPEC section 15). Apple writes SDNN; Fitbit and Google give only a nightly RMSSD, so a
/// history with no SDNN at all uses its RMSSD under the same rules rather than no HRV.
/// The two are not interchangeable (RMSSD runs lower for the same person), so a table says
/// which it holds and a trained model refuses the other.
public enum HRVMeasure: String, CaseIterable, Sendable {
    /// SDNN readings (Apple Health), the default.
    case sdnn
    /// RMSSD readings, used only when the history has no SDNN reading at all.
    case rmssd

    /// The measure a history's features use: RMSSD when it has RMSSD and no SDNN.
    public init(history: RecordHistory) {
        self = history.hrvSDNN.isEmpty && !history.hrvRMSSD.isEmpty ? .rmssd : .sdnn
    }
}
