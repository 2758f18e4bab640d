import FlowCompare
import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowReport
import FlowScores
import FlowTonight
import FlowTrends
import FlowVitals

/// The choices behind `flow report`, made once: which days it covers, which metrics it draws,
/// and the penalty it checks an untrained model's features with.
public enum ReportPlan {
    /// The days a report covers when no range is given: the last 90 of the history.
    public static let defaultDays = 90
    /// The ridge penalty for checking the reference model's features against labels: `auto`
    /// would refit for every λ, so the report uses one fixed λ unless `--ridge` gives another.
    public static let fallbackLambda = 3.0
    /// The metrics drawn as week, month and year views (body mass only when there is some).
    public static let trendMetrics: [Metric] = [
        .flow, .feature(.restingHR), .feature(.hrvSDNN), .feature(.sleepHours), .bodyMass,
    ]

    /// The features and λ a report checks against the labels: the model's own when it was
    /// trained, else the features asked for with the fixed λ asked for or `fallbackLambda`.
    public static func check(
        _ model: RecoveryModel, features: [Feature], lambda: Double?
    ) -> (features: [Feature], lambda: Double) {
        // A classic model's inputs are features only (its file cannot name a load column).
        guard model.isUntrained else { return (model.features.compactMap(\.feature.feature), model.lambda) }
        return (features, lambda ?? fallbackLambda)
    }

    /// The days a report covers: `window` clipped to the history. Without a start, the range
    /// reaches back over the last 90 scored mornings up to its end (`--to`, else the last
    /// scored morning), so a sparse tail does not leave the page blank; with no scored morning
    /// there, the 90 days up to that end. `scored` are the scored mornings in date order.
    /// - Complexity: O(log scored).
    public static func range(
        _ window: DayWindow, history: ClosedRange<CalendarDay>, scored: [CalendarDay] = []
    ) throws -> ClosedRange<CalendarDay> {
        let first = history.lowerBound
        let last = history.upperBound
        guard (window.from ?? first) <= last, (window.to ?? last) >= first else {
            throw RequestError.noDayInRange(history: history)
        }
        if let from = window.from {
            let start = max(from, first)
            let end = min(window.to ?? last, last)
            guard start <= end else { throw RequestError.noDayInRange(history: history) }
            return start...end
        }
        let limit = min(window.to ?? last, last)
        // How many scored mornings fall up to the limit.
        let lo = scored.partitionPoint { $0 > limit }
        let end = window.to == nil && lo > 0 ? scored[lo - 1] : limit
        let start = lo > 0 ? scored[max(0, lo - defaultDays)] : end.adding(days: -(defaultDays - 1))
        return max(start, first)...end
    }

    /// What the page says about its dates when they were chosen for it and are not simply the
    /// last 90 days of the history; nil when they are, or when the person chose them. `choosing`
    /// says how other dates are chosen, in the words of whatever shows the page.
    public static func rangeNote(
        _ range: ClosedRange<CalendarDay>, window: DayWindow, history: ClosedRange<CalendarDay>, scoredCount: Int,
        choosing: String
    ) -> String? {
        guard window == DayWindow() else { return nil }
        let plain = max(history.lowerBound, history.upperBound.adding(days: -(defaultDays - 1)))...history.upperBound
        guard range != plain else { return nil }
        let mornings = scoredCount == 1 ? "1 scored morning" : "the last \(scoredCount) scored mornings"
        return "Showing \(range.lowerBound) to \(range.upperBound), \(mornings); the history runs from "
            + "\(history.lowerBound) to \(history.upperBound) (\(choosing))."
    }
}

extension ScoredHistory {
    /// Everything the report shows for `range`: trend views of every metric with readings,
    /// reference scores, insights when there are check-ins (`checkins`, else the export's own
    /// journal), the garden, the model's quality, and the morning its first screen shows (the
    /// range's last scored or calibrating morning, else its last day) as `flow today` gathers it:
    /// `today` the wall clock's date (nil: that morning's), `freeDays` for tonight's bedtime,
    /// `lastImport` a library's.
    /// `records` are the history's raw records (nil for a feature table): they give the body
    /// weighings; the training load comes from the table's own load columns.
    /// The mornings whose cards the first screen folds under this one (this one included).
    public static let pastMornings = 14

    public func report(
        range: ClosedRange<CalendarDay>, records: RecordHistory?, checkins: CheckinTable?,
        quality: ModelQuality?, today: CalendarDay? = nil, freeDays: FreeDays = .weekend,
        lastImport: CalendarDay? = nil, toolVersion: String
    ) -> ReportInput {
        let weighings = records?.bodyMass ?? []
        let end = range.upperBound
        var trends: [(metric: Metric, views: [TrendView])] = []
        for metric in ReportPlan.trendMetrics {
            let points = metric.points(results: results, table: table, weighings: weighings)
            guard let firstReading = points.first?.day, firstReading <= end else { continue }
            trends.append((metric, TrendRange.allCases.map { TrendView(points: points, range: $0, asOf: end) }))
        }
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: model.settings.sleepNeedHours)
        var input = ReportInput(
            historyName: name, range: range, rows: table.rows, results: results, model: model,
            modelName: modelName, trends: trends, scores: scores,
            insights: (checkins ?? records?.checkins).map {
                InsightReport(
                    checkins: $0, rows: table.rows, scores: scores,
                    restingHRIsNightly: records?.restingHRIsNightly ?? false)
            },
            garden: garden(asOf: end), quality: quality, toolVersion: toolVersion)
        input.hrv = table.hrv
        if checkins == nil, records?.checkins != nil { input.checkinsName = "the journal kept in \(name)" }
        input.load = TrainingLoad.days(of: table)
        input.hasHeartRate = records.map { !$0.heartRate.isEmpty } ?? true
        input.vitals = Vitals.nights(table)
        input.breathing = BreathingNight.nights(table.rows)
        // The first screen's morning: the range's last scored (or calibrating) one, up to the
        // latest night when the range runs to the history's end (the days after it are no morning).
        let latest = latestNight.flatMap { $0.hasRowsAfter && range.contains($0.lastRow) ? $0 : nil }
        let limit = min(end, latest?.morning ?? end)
        let shown =
            results.last {
                range.contains($0.day) && $0.day <= limit && ($0.score != nil || $0.reason == .calibrating)
            }?
            .day ?? table.rows.last { $0.day <= limit }?.day
        if let shown {
            input.morning = try? morning(
                MorningRequest(
                    date: shown, today: today ?? shown, freeDays: freeDays, checkins: checkins ?? records?.checkins,
                    restingHRIsNightly: records?.restingHRIsNightly ?? false, lastImport: lastImport,
                    past: ScoredHistory.pastMornings),
                scores: scores, vitals: input.vitals, insights: input.insights)
            input.morning?.latestNight = latest
        }
        // The device's scores beside the reference model's Flow and scores, over the range.
        if let reference = try? RecoveryModel.reference() {
            // One comparison per vendor and score, each vendor's scores apart.
            input.comparisons = DeviceComparison.compare(
                table: table, records: records, days: range,
                results: FlowScorer(model: reference).score(rows: table.rows), scores: scores)
        }
        return input
    }
}
