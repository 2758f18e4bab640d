import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTraining

/// Joins a labels file with a feature table: the labelled days a fit, an evaluation or an
/// anchored model's mornings use.
public enum LabelLoader {
    /// Reads `request` on its clock (else `history`'s) and joins it with `table` for the target
    /// `target` picks once the labels are read; `observer` is told which labels were used.
    public static func labelledDays(
        _ request: LabelRequest, table: FeatureTable, historyClock: Int, observer: LoadObserver = .silent,
        target: (LabelTable) throws -> TargetScale
    ) throws -> LabelledDays {
        let labels = try InputSpool.reading(request.file) {
            try LabelTable.read(path: $0.path, utcOffsetSeconds: request.clock ?? historyClock)
        }
        var days = try LabelledDays(table: table, labels: labels, target: try target(labels), file: request.file)
        days.replacedDuplicates = labels.replacedDuplicates
        observer.labelled(days)
        return days
    }

    /// Reads the labels file alone, on its clock (else `historyClock`), for the commands that
    /// store or show labels without fitting them.
    public static func table(_ request: LabelRequest, historyClock: Int) throws -> LabelTable {
        try InputSpool.reading(request.file) {
            try LabelTable.read(path: $0.path, utcOffsetSeconds: request.clock ?? historyClock)
        }
    }

    /// Reads a check-in file (a pipe is copied once), for the commands that pair or store them.
    public static func checkins(_ file: String) throws -> CheckinTable {
        try InputSpool.reading(file) { try CheckinsCSV.read(path: $0.path) }
    }
}
