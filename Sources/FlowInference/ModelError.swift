import FlowFeatures
import FlowRecords

/// Why a model file cannot be used; every case names the field at fault.
public enum ModelError: FlowError, Equatable, Sendable {
    /// The file is not JSON.
    case syntax(file: String, JSONSyntaxError)
    /// A required field is absent.
    case missing(file: String, field: String)
    /// A field has the wrong type or an impossible value.
    case invalid(file: String, field: String, problem: String)
    /// A list has the wrong number of entries.
    case wrongLength(file: String, field: String, expected: Int, found: Int)
    /// A feature or flag name flow does not know.
    case unknownName(file: String, field: String, name: String)
    /// The file was written by a newer flow.
    case newerVersion(file: String, found: Int, supported: Int)
    /// The model was trained on one HRV measure and the table holds the other (SPEC 15).
    case otherHRV(file: String, model: HRVMeasure, table: HRVMeasure)
    /// The model weighs a training-load column the history was read without (SPEC 17).
    case needsLoad(file: String, column: String, why: String?, remedy: Remedy?)

    /// A model file that cannot be used is bad data; a load column left out is a request to mend.
    public var kind: FaultKind {
        if case .needsLoad = self { return .request }
        return .data
    }

    /// The field at fault (the byte, for a file that is not JSON).
    public var place: FaultPlace? {
        switch self {
        case .syntax(let file, let e): return .byte(file: file, offset: Int64(e.offset), line: nil)
        case .missing(let file, let field), .invalid(let file, let field, _), .wrongLength(let file, let field, _, _),
            .unknownName(let file, let field, _):
            return .field(file: file, field: field)
        case .newerVersion(let file, _, _): return .field(file: file, field: "version")
        case .otherHRV(let file, _, _): return .field(file: file, field: "settings.hrv")
        case .needsLoad(let file, _, _, _): return .field(file: file, field: "features")
        }
    }

    /// The session file, for a model that weighs session load.
    public var remedy: Remedy? { if case .needsLoad(_, _, _, let remedy) = self { return remedy } else { return nil } }

    public var description: String {
        switch self {
        case .syntax(let file, let e): return "\(file): \(e)"
        case .missing(let file, let field): return "\(file): field '\(field)' is missing"
        case .invalid(let file, let field, let problem): return "\(file): field '\(field)' \(problem)"
        case .wrongLength(let file, let field, let expected, let found):
            return "\(file): field '\(field)' has \(found) entries, expected \(expected)"
        case .unknownName(let file, let field, let name):
            return "\(file): field '\(field)' names '\(name)', which flow does not know"
        case .newerVersion(let file, let found, let supported):
            return "\(file): model format version \(found) is newer than this flow reads (\(supported)); update flow"
        case .otherHRV(let file, let model, let table):
            return
                "\(file): the model was trained on hrv=\(model.rawValue) and needs it, but this history's table has hrv=\(table.rawValue) "
                + "(\(table == .rmssd ? "RMSSD: no SDNN reading at all" : "SDNN")); train a model on this history, or use the reference model"
        case .needsLoad(let file, let column, let why, _):
            return "\(file): the model weighs \(column), which this history was read without"
                + (why.map { "; " + $0 } ?? "")
        }
    }
}
