import FlowApp
import FlowInference
import FlowMorning
import FlowRecords
import FlowScores
import FlowTonight
import FlowVitals

/// How `flow today` prints the morning: one screen for a person, one line for a status bar,
/// and for programs every part as the command that computes it gives it.
enum TodayText {
    /// The screen: the Flow (as `flow predict` prints it), last night and the scores, the
    /// vitals, the cards, tonight, the person's own findings and the check-in.
    static func text(_ m: Morning, results: [DayResult]) -> String {
        var out =
            m.day == m.today
            ? "This morning, \(m.day.weekday.name) \(m.day)\n"
            : "\(m.day.weekday.name) \(m.day), the latest morning of your history (today is \(m.today))\n"
        if let after = m.latestNight?.sentence(today: m.today) { out += after + "\n" }
        out += PredictText.days([m.flow], results: results)
        out += m.sleepSentence + " " + m.scores.tiersSentence + "\n"
        out += m.activenessSentence + "\n" + m.quickStats + "\n"
        out += vitals(m.vitals) + "\n"
        if !m.cards.isEmpty {
            out += "To note:\n" + m.cards.map { "  • \($0.sentence)\n" }.joined()
        }
        out += m.tonight.sentence + "\n"
        out += ([m.tonight.fullLevelSentence, m.tonight.needSentence].compactMap { $0 }).map { "  \($0)\n" }.joined()
        if let heading = m.findingsHeading {
            out += heading + "\n" + m.findings.map { "  \($0.sentence)\n" }.joined()
        }
        out += m.checkinSentence
        if !m.checkin.isLogged { out += " Log it with flow checkin --alcohol N --stress N (or --NAME for your own)." }
        return out + "\n" + past(m)
    }

    /// The cards of the mornings asked for with --past, newest first and grouped by date, and
    /// how many there were when the history holds fewer than asked; nothing when not asked.
    static func past(_ m: Morning) -> String {
        guard m.pastAsked > 0 else { return "" }
        var out = "\nWhat stood out on the last \(plural(m.past.count, "morning")), each as of its morning:\n"
        if m.past.count < m.pastAsked {
            out += "  (\(m.pastAsked) asked for; the history holds \(m.past.count) up to \(m.day).)\n"
        }
        for p in m.past {
            out += "\(p.day.weekday.name) \(p.day)" + (p.cards.isEmpty ? ": nothing stood out.\n" : "\n")
            out += p.cards.map { "  • \($0.sentence)\n" }.joined()
        }
        return out
    }

    /// The vitals outside the person's range, or that all measured ones are within it; on a
    /// morning in the days before an expected period, first the sentence that says so, and the
    /// vitals between 2 spreads and its threshold with their values (SPEC 18.1).
    static func vitals(_ n: VitalsNight) -> String {
        let intro = n.cycle.flatMap { $0.window ? $0.sentence + "\n" : nil } ?? ""
        let outside = n.readings.filter(\.isOutside)
        let near = n.readings.filter { $0.isOutside || $0.isWithinCycle }
        let phrases = { (readings: [VitalReading]) in
            readings.compactMap { VitalsText.phrase($0, deviation: n.temperatureIsDeviation) }.joined(separator: " · ")
        }
        let measured = n.readings.filter { $0.value != nil && $0.range != nil }
        if near.count > outside.count {
            let within = measured.filter { r in !near.contains { $0.sign == r.sign } }.map(\.sign.phrase)
            return intro + "Vitals: " + phrases(near) + "."
                + (within.isEmpty ? "" : " Within your range: " + within.joined(separator: ", ") + ".")
        }
        guard outside.isEmpty else { return intro + "Vitals outside your range: " + phrases(outside) + "." }
        return intro
            + (measured.isEmpty
                ? "Vitals: none measured against a range yet (a range needs 14 of the 28 nights before)."
                : "Vitals within your range: " + measured.map(\.sign.phrase).joined(separator: ", ") + ".")
    }

    /// One line under 80 characters: "Flow 61 Steady · slept 6 h 15 of 8 h 17 · bed 22:40 · 2 to note".
    static func line(_ m: Morning) -> String {
        var parts: [String] = []
        switch m.flow {
        case .scored(let s): parts.append("Flow \(s.roundedFlow) \(s.state.rawValue)")
        case .calibrating(_, let nights): parts.append("Calibrating \(nights) of \(FlowBaseline.nightsBeforeScoring)")
        case .unscored(_, let reason): parts.append("No Flow (\(reason.rawValue))")
        }
        let need = NumberFormat.hoursMinutes(m.scores.need.hours)
        parts.append(
            m.scores.sleptAgainstNeed.map { "slept \(NumberFormat.hoursMinutes($0.slept)) of \(need)" }
                ?? "no sleep measured")
        parts.append(
            m.tonight.plan.map { "bed \(ClockTime.text($0.bedtime))" }
                ?? "need \(NumberFormat.hoursMinutes(m.tonight.need.hours))")
        if !m.cards.isEmpty { parts.append("\(m.cards.count) to note") }
        var text = parts.joined(separator: " · ")
        while text.count >= 80, parts.count > 1 {
            parts.removeLast()
            text = parts.joined(separator: " · ")
        }
        return text + "\n"
    }

    /// Every part as its own command gives it for the morning: `flow` as `predict --json`,
    /// `scores` as `scores --json`, `vitals` as `vitals --json`, `tonight` and `chronotype` as
    /// `tonight --json`, the findings as `insights --json` lists its pairs; then the check-in,
    /// how current the data are, and the cards.
    static func json(_ m: Morning) -> JSONValue {
        func day(_ d: CalendarDay?) -> JSONValue { d.map { .string($0.description) } ?? .null }
        let insights: JSONValue =
            m.insights.map { report in
                .object([
                    ("tested", .number(Double(report.tested))), ("findings", .number(Double(report.findings))),
                    ("shown", .array(m.findings.map(InsightsText.pair))),
                    ("heading", m.findingsHeading.map { .string($0) } ?? .null),
                ])
            } ?? .null
        return .object([
            ("date", day(m.day)), ("today", day(m.today)),
            ("flow", PredictJSON.day(m.flow)),
            ("scores", ScoresText.json([m.scores]).array?.first ?? .null),
            ("sleep", .string(m.sleepSentence)),
            ("activeness", .string(m.activenessSentence)),
            ("quick_stats", quickStats(m)),
            ("vitals", VitalsText.json(m.vitals)),
            ("tonight", m.tonight.json),
            ("chronotype", Chronotype.outputColumns.json(m.chronotype)),
            ("insights", insights),
            (
                "checkin",
                .object([
                    ("evening", day(m.checkin.evening)), ("logged", .bool(m.checkin.isLogged)),
                    ("answers", .object(m.checkin.answers.map { ($0.name, .number($0.value)) })),
                    ("keeps_checkins", .bool(m.checkin.keepsCheckins)),
                ])
            ),
            ("last_night", day(m.lastNight)), ("last_import", day(m.lastImport)),
            ("cards", .array(m.cards.map(card))),
            (
                "past",
                .array(
                    m.past.map { p in .object([("date", day(p.day)), ("cards", .array(p.cards.map(card)))]) })
            ),
            ("past_asked", .number(Double(m.pastAsked))),
        ])
    }

    /// The quick numbers of the morning, each null when not measured, and their sentence.
    static func quickStats(_ m: Morning) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let vo2maxDate: JSONValue = m.vo2max.map { .string($0.day.description) } ?? .null
        return .object([
            ("steps", number(m.steps)), ("active_kcal", number(m.activeKcal)),
            ("sleep_hours", number(m.scores.sleptAgainstNeed?.slept)), ("vo2max", number(m.vo2max?.value)),
            ("vo2max_date", vo2maxDate), ("sentence", .string(m.quickStats)),
        ])
    }

    /// A card's object: its rule, what it is about, the value, unit, usual and days, and its sentence.
    static func card(_ c: Card) -> JSONValue {
        .object([
            ("rule", .string(c.rule.rawValue)), ("about", .string(c.about)), ("value", .number(c.value)),
            ("unit", .string(c.unit)), ("usual", c.usual.map { .number($0) } ?? .null),
            ("days", .number(Double(c.days))), ("sentence", .string(c.sentence)),
        ])
    }
}
