import FlowFeatures
import FlowRecords
import FlowTraining

/// What a caller is told while a history loads, at the moment each thing is known, so a
/// command line can print the import report before the features are computed and a long
/// read can show progress. Library code prints nothing; every member defaults to doing nothing.
public struct LoadObserver {
    /// Bytes read so far and in all, for the exports that take long (Apple Health).
    public var progress: ((_ done: Int64, _ total: Int64) -> Void)?
    /// The reading has ended (a progress line can be cleared).
    public var readingDone: () -> Void
    /// What the import accepted and rejected.
    public var imported: (ImportReport) -> Void
    /// The feature table, once computed from the records.
    public var featurised: (FeatureTable) -> Void
    /// The labels joined with the table: which were used and which skipped.
    public var labelled: (LabelledDays) -> Void
    /// Something the user should know that is not an error.
    public var note: (String) -> Void

    /// An observer from its parts.
    public init(
        progress: ((_ done: Int64, _ total: Int64) -> Void)? = nil, readingDone: @escaping () -> Void = {},
        imported: @escaping (ImportReport) -> Void = { _ in }, featurised: @escaping (FeatureTable) -> Void = { _ in },
        labelled: @escaping (LabelledDays) -> Void = { _ in }, note: @escaping (String) -> Void = { _ in }
    ) {
        (self.progress, self.readingDone, self.imported) = (progress, readingDone, imported)
        (self.featurised, self.labelled, self.note) = (featurised, labelled, note)
    }

    /// An observer that is told nothing.
    public static var silent: LoadObserver { LoadObserver() }
}
