import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTonight
import FlowTrends
import FlowVitals

/// The report's section: today.
enum TodaySection: PageSection {
    static let id = ReportSection.today

    static func body(_ input: ReportInput) -> [HTML] {
        let last = input.results.last {
            Report.inRange(input, $0.day) && ($0.score != nil || $0.reason == .calibrating)
        }
        let night = nightAndTonight(input)
        if let last, let nights = last.calibratingNights { return [calibrating(last.day, nights: nights), night] }
        guard let latest = last?.score, let row = input.rows.first(where: { $0.day == latest.day }) else {
            return [
                .p(
                    "empty",
                    .text(
                        "No morning in this range could be scored: "
                            + "nothing was measured at night (a main sleep, a resting heart rate, an HRV reading or the sleeping heart rate)."
                    )),
                night,
            ]
        }
        let phase =
            latest.phase.nightsNeeded.map {
                " " + HTML.span("phase", .text("[\(latest.phase.rawValue): \(latest.baselineDays) of \($0) nights]"))
            } ?? ""
        let headline = HTML.p(
            "headline",
            .element("span", ["class": "big", "data-flow": "\(latest.flow)"], .text("\(latest.roundedFlow)")),
            " ", .span("state", .text(latest.state.rawValue)), .text(" on \(latest.day)"), phase)
        let estimated: HTML =
            latest.estimated == 0
            ? ""
            : .p(
                "note",
                .text(
                    "Estimated inputs (filled-in values and missing-data "
                        + "flags) move it by \(Report.d1(latest.estimated)) points."))
        return [
            (latest.shownDrivers.isEmpty
                ? headline + .p("note", "No measured input moved today's Flow by a whole point.")
                : headline + .ul("drivers", latest.shownDrivers.map { .text($0.sentence) })) + night,
            Report.chart { width, cssClass in
                Waterfall.svg(
                    Waterfall.bars(latest, row: row, start: startLabel(input.model)), width: width, cssClass: cssClass)
            }, estimated,
        ]
    }

    /// Last night's sleep against what it needed, and tonight's bedtime (as of the range's last
    /// day), beside the morning's Flow.
    static func nightAndTonight(_ input: ReportInput) -> HTML {
        var lines: [HTML] = []
        if let tonight = input.tonight {
            let last = input.scores.last { $0.day == tonight.need.day.adding(days: -1) }
            if let (slept, need) = last?.sleptAgainstNeed {
                lines.append(
                    .p(
                        "night",
                        .text(
                            "Last night: slept \(NumberFormat.hoursMinutes(slept)) of the "
                                + "\(NumberFormat.hoursMinutes(need)) it needed.")))
            }
            lines.append(
                .p(
                    "tonight",
                    .element(
                        "span", tonight.bedtime.map { ["data-bedtime": ClockTime.text($0)] } ?? [:],
                        .text(tonight.sentence)), " ", .span("note", .text(tonight.needSentence))))
        }
        return .join(lines)
    }

    /// A new history's first screen: no number yet, and how many nights remain before one.
    static func calibrating(_ day: CalendarDay, nights: Int) -> HTML {
        let left = FlowBaseline.nightsBeforeScoring - nights
        return .p(
            "headline",
            .span("state", "Calibrating"), .text(" on \(day): "),
            .span("phase", .text("\(nights) of \(FlowBaseline.nightsBeforeScoring) nights")))
            + .p(
                "note",
                .text(
                    "flow compares each morning only with your own nights, so it gives no number before it has "
                        + "\(FlowBaseline.nightsBeforeScoring) of them: the first Recovery Flow comes after \(left) more "
                        + "measured \(left == 1 ? "night" : "nights")."))
    }

    /// Where the waterfall starts: the usual day, or an anchored model's recent level or average.
    static func startLabel(_ model: RecoveryModel) -> String { model.anchor?.kind.phrase ?? "usual day" }
}
