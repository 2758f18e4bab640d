import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTrends

/// `flow trend`: a metric's week, month or year view.
public enum ViewTrend {
    /// What to read, which view of which metric, and the model that scores the Flow.
    public struct Request: Sendable {
        /// The history.
        public var history: HistoryRequest
        /// The metric as asked for (`hrv_rmssd` names the HRV only where it is RMSSD), and the view.
        public var metric: String, view: TrendRequest
        /// The model file (nil: the reference model).
        public var modelFile: String?

        /// A request from its parts.
        public init(history: HistoryRequest, metric: String, view: TrendRequest, modelFile: String?) {
            (self.history, self.metric, self.view, self.modelFile) = (history, metric, view, modelFile)
        }
    }

    /// The view, and the HRV measure the history holds (its unit's name).
    public struct Result: Sendable {
        /// The view.
        public var view: TrendView
        /// The history's HRV measure.
        public var hrv: HRVMeasure
    }

    /// Reads the model and the history with its settings and makes the view.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        let model = try request.modelFile.map { try RecoveryModel.read(path: $0) } ?? RecoveryModel.reference()
        var history = request.history
        history.needsRecords = request.view.metric == .bodyMass  // weighings are records, not table cells
        let read = try HistoryLoader.load(history, settings: model.settings, observer: observer)
        if request.metric == "hrv_rmssd", read.table.hrv == .sdnn {
            throw CommandError.usage(
                "--metric hrv_rmssd: this history's HRV is SDNN (RMSSD is used only without any SDNN); "
                    + "give --metric hrv")
        }
        let view = try request.view.view(
            history: request.history.name, table: read.table, weighings: read.records?.bodyMass, model: model,
            modelFile: request.modelFile)
        return Result(view: view, hrv: read.table.hrv)
    }
}
