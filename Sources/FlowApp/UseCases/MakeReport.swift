import FlowFeatures
import FlowImport
import FlowInference
import FlowKit
import FlowRecords
import FlowReport
import FlowTonight
import FlowTraining

/// `flow report`: everything the other commands compute for a range of days, as the input
/// of one HTML page, with an honest check of the model when labels are given.
public enum MakeReport {
    /// What the page covers.
    public struct Request: Sendable {
        /// The history, the model and the labels (for the "how good" section, and an anchored
        /// model's mornings).
        public var scored: ScoredRequest
        /// A check-in file, for the insights section.
        public var checkins: String?
        /// The days the page covers (default: the last 90).
        public var window: DayWindow
        /// The fit the check uses when the model was fitted to nobody's labels.
        public var plan: FitPlan
        /// The tool version the page names.
        public var toolVersion: String
        /// Which mornings have no alarm, for tonight's bedtime.
        public var freeDays: FreeDays = .weekend
        /// The wall clock's date, which says whether the data are current (nil: not said).
        public var today: CalendarDay?

        /// A request from its parts.
        public init(scored: ScoredRequest, checkins: String?, window: DayWindow, plan: FitPlan, toolVersion: String) {
            (self.scored, self.checkins, self.window, self.plan) = (scored, checkins, window, plan)
            self.toolVersion = toolVersion
        }
    }

    /// The page's input and the days it covers.
    public struct Result: Sendable {
        /// Everything the page shows.
        public var input: ReportInput
        /// The days it covers.
        public var range: ClosedRange<CalendarDay>
    }

    /// Reads everything and builds the page's input.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        let checkins = try request.checkins.map(LabelLoader.checkins)
        let load = try ScoredLoad.load(request.scored, observer: observer)
        let model = load.history.model
        let scored = load.history.results.compactMap { $0.score?.day }
        let range = try ReportPlan.range(request.window, history: load.history.days, scored: scored)
        var quality: ModelQuality?
        if let labels = request.scored.labels {
            // An anchored model's labels were read with the history; read them here otherwise.
            let labelled =
                try load.labelled
                ?? LabelLoader.labelledDays(
                    labels, table: load.history.table, historyClock: load.loaded.clock, observer: observer
                ) { model.isUntrained ? try request.plan.target(for: $0) : model.target }
            quality = try check(model, labelled: labelled, plan: request.plan, toolVersion: request.toolVersion)
        }
        var input = load.history.report(
            range: range, records: load.loaded.records, checkins: checkins, quality: quality, today: request.today,
            freeDays: request.freeDays, lastImport: load.loaded.lastImportDay,
            toolVersion: request.toolVersion)
        input.rangeNote = ReportPlan.rangeNote(
            range, window: request.window, history: load.history.days,
            scoredCount: scored.filter { range.contains($0) }.count,
            choosing: "choose other dates with --from and --to")
        if let records = load.loaded.records, let name = CompareDevice.devices(records).first {
            input.deviceName = CompareDevice.devices(records).count == 1 ? name : "your device"
        }
        return Result(input: input, range: range)
    }

    /// The "how good" section's check: each labelled morning predicted from the days before it.
    /// An anchored model is checked by its whole procedure (admission included, at its λ) rerun
    /// on the days before each morning, since its stored selection was made on these same days;
    /// a classic one by rolling origin at its features and λ (the reference model: a fit of the
    /// plan's features at its λ, else the report's fallback).
    public static func check(
        _ model: RecoveryModel, labelled: LabelledDays, plan: FitPlan, toolVersion: String
    )
        throws -> ModelQuality?
    {
        if let anchor = model.anchor {
            return try AnchoredTrainer.train(
                labelled, candidates: model.features.map(\.feature), kind: anchor.kind,
                mode: model.selection?.mode ?? .auto, ridge: .fixed(model.lambda), target: model.target,
                settings: model.settings, toolVersion: toolVersion
            ).nested?.quality
        }
        var fixed: Double?
        if case .fixed(let l) = plan.ridge { fixed = l }
        let check = ReportPlan.check(model, features: try plan.classicFeatures(), lambda: fixed)
        return try RollingOrigin(
            days: labelled.days, features: check.features, lambda: check.lambda, target: labelled.target
        ).quality
    }
}
