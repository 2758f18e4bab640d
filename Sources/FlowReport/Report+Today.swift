import FlowFeatures
import FlowGarden
import FlowInference
import FlowMorning
import FlowRecords
import FlowScores
import FlowTonight
import FlowTrends
import FlowVitals

/// The report's section: today.
enum TodaySection: PageSection {
    static let id = ReportSection.today

    static func body(_ input: ReportInput) -> [HTML] {
        let limit = input.morning?.latestNight?.morning
        let last = input.results.last {
            Report.inRange(input, $0.day) && $0.day <= (limit ?? $0.day)
                && ($0.score != nil || $0.reason == .calibrating)
        }
        let after = input.morning.flatMap { m in m.latestNight?.sentence(today: m.today) }
        let morning = (after.map { [HTML.p("note", .text($0))] } ?? []) + (input.morning.map(parts) ?? [])
        if let last, let nights = last.calibratingNights { return [calibrating(last.day, nights: nights)] + morning }
        guard let latest = last?.score, let row = input.rows.first(where: { $0.day == latest.day }) else {
            return [
                .p(
                    "empty",
                    .text(
                        "No morning in this range could be scored: "
                            + "nothing was measured at night (a main sleep, a resting heart rate, an HRV reading or the sleeping heart rate)."
                    ))
            ] + morning
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
            latest.shownDrivers.isEmpty
                ? headline + .p("note", "No measured input moved today's Flow by a whole point.")
                : headline + .ul("drivers", latest.shownDrivers.map { .text($0.sentence) })
        ] + morning + [
            Report.chart { width, cssClass in
                Waterfall.svg(
                    Waterfall.bars(latest, row: row, start: startLabel(input.model)), width: width, cssClass: cssClass)
            }, estimated,
        ]
    }

    /// The rest of the morning as `flow today` gives it: the cards, last night against its need
    /// with the scores, the vitals, tonight, the person's own findings and this evening's check-in.
    static func parts(_ m: Morning) -> [HTML] {
        var out: [HTML] = []
        if !m.cards.isEmpty {
            out.append(
                .element(
                    "ul", ["class": "cards"],
                    m.cards.map {
                        .element("li", ["class": "card", "data-rule": $0.rule.rawValue], .text($0.sentence))
                    }))
        }
        out.append(.p("night", .text(m.sleepSentence + " " + m.scores.tiersSentence)))
        out.append(.p("activity", .text(m.activenessSentence + " " + m.quickStats + ".")))
        if let cycle = m.vitals.cycle, cycle.window { out.append(.p("cycle", .text(cycle.sentence))) }
        let outside = m.vitals.readings.filter(\.isOutside)
        if !outside.isEmpty {
            let phrases = outside.compactMap { r in r.value.map { "\(r.sign.phrase) \(r.sign.text($0))" } }
            out.append(.p("vitals", .text("Outside your range last night: " + phrases.joined(separator: ", ") + ".")))
        }
        out.append(
            .p(
                "tonight",
                .element(
                    "span", m.tonight.plan.map { ["data-bedtime": ClockTime.text($0.bedtime)] } ?? [:],
                    .text(m.tonight.sentence)), " ",
                .span(
                    "note",
                    .text(
                        ([m.tonight.fullLevelSentence, m.tonight.needSentence].compactMap { $0 }).joined(separator: " ")
                    ))))
        if let heading = m.findingsHeading {
            out.append(.p("findings", .text(heading)))
            if !m.findings.isEmpty { out.append(.ul("findings", m.findings.map { .text($0.sentence) })) }
        }
        out.append(.p("checkin", .text(m.checkinSentence)))
        if !m.past.isEmpty { out.append(past(m.past)) }
        return out
    }

    /// The cards of the last mornings, folded: a line per morning, newest first, each card under its date.
    static func past(_ mornings: [PastMorning]) -> HTML {
        let raised = mornings.reduce(0) { $0 + $1.cards.count }
        return .element(
            "details", ["class": "past"],
            .element(
                "summary", [:],
                .text("The last \(mornings.count) mornings: \(raised) \(raised == 1 ? "card" : "cards"), newest first")),
            .element(
                "ul", ["class": "past"],
                mornings.map { p in
                    .element(
                        "li", ["data-date": p.day.description],
                        .text("\(p.day.weekday.name) \(p.day)" + (p.cards.isEmpty ? ": nothing stood out." : "")),
                        p.cards.isEmpty
                            ? ""
                            : .element(
                                "ul", ["class": "cards"],
                                p.cards.map {
                                    .element(
                                        "li", ["class": "card", "data-rule": $0.rule.rawValue], .text($0.sentence))
                                }))
                }))
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
