import FlowFeatures
import FlowInference
import FlowRecords
import FlowTrends

/// `flow trend`'s outputs: one line of text, or SPEC 12's JSON object.
enum TrendText {
    /// "resting_hr, month to 2026-07-02: ▅▆ ▄… latest 57.0 bpm on 2026-07-02, trend 57.4 bpm,
    /// falling 0.3 bpm a week; 26 of 30 days have a reading".
    static func line(_ view: TrendView, metric: Metric, hrv: HRVMeasure = .sdnn, unicode: Bool) -> String {
        var out = "\(metric.name(hrv: hrv)), \(view.range.rawValue) to \(view.asOf): "
        let latest: String
        switch view.range {
        case .week, .month:
            let byDay = Dictionary(uniqueKeysWithValues: view.days.map { ($0.day.ordinal, $0.value) })
            let count = view.range == .week ? 7 : 30
            out += Sparkline.draw((0..<count).map { byDay[view.firstDay.ordinal + $0] }, unicode: unicode)
            latest =
                view.days.last.map {
                    "latest \(metric.format($0.value)) on \($0.day), trend \(metric.format($0.trend))"
                }
                ?? "no reading in the view"
        case .year:
            let byWeek = Dictionary(uniqueKeysWithValues: view.weeks.map { ($0.weekStart.ordinal, $0.mean) })
            out += Sparkline.draw((0..<52).map { byWeek[view.firstDay.ordinal + 7 * $0] }, unicode: unicode)
            latest =
                view.weeks.last.map {
                    "latest week (from \($0.weekStart)) \(metric.format($0.mean)), trend \(metric.format($0.trend))"
                } ?? "no reading in the view"
        }
        out += "  " + latest
        if let direction = view.direction(metric) {
            out += ", " + direction
        } else if !view.days.isEmpty || !view.weeks.isEmpty {
            out += ", too few readings for a direction"
        }
        let (have, of) = view.coverage
        return out + "; \(have) of \(of) \(view.range == .year ? "weeks" : "days") have a reading\n"
    }

    /// The view as SPEC 12's object.
    static func json(_ view: TrendView, metric: Metric, hrv: HRVMeasure = .sdnn) -> JSONValue {
        let points: [JSONValue]
        switch view.range {
        case .week, .month:
            points = view.days.map {
                .object([
                    ("date", .string($0.day.description)), ("value", .number($0.value)), ("trend", .number($0.trend)),
                ])
            }
        case .year:
            points = view.weeks.map {
                .object([
                    ("week_start", .string($0.weekStart.description)), ("mean", .number($0.mean)),
                    ("n", .number(Double($0.count))),
                    ("trend", .number($0.trend)),
                ])
            }
        }
        let line: JSONValue =
            view.line.map {
                .object([
                    ("slope_per_day", .number($0.slopePerDay)),
                    (
                        "first",
                        .object([("date", .string($0.first.day.description)), ("value", .number($0.first.value))])
                    ),
                    ("last", .object([("date", .string($0.last.day.description)), ("value", .number($0.last.value))])),
                ])
            } ?? .null
        return .object([
            ("metric", .string(metric.name(hrv: hrv))), ("unit", .string(metric.unit)),
            ("range", .string(view.range.rawValue)),
            ("as_of", .string(view.asOf.description)), ("points", .array(points)), ("line", line),
        ])
    }
}
