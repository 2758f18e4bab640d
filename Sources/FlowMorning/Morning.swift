import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowTonight
import FlowVitals

/// This morning in one screen: the Recovery Flow (or why there is none), last night against
/// what it needed with the reference scores, the night's vitals, tonight's plan, what the
/// person's own days have shown, whether this evening is logged, and the cards that state what
/// stands out. Every part is a value another command computes the same way; this only gathers
/// them for one morning.
public struct Morning: Sendable {
    /// The morning shown (a row of the history).
    public var day: CalendarDay
    /// The wall clock's date, which says whether the data are current.
    public var today: CalendarDay
    /// The morning's Flow, or why it has none (calibrating, no night data).
    public var flow: DayResult
    /// The reference scores of the morning, with last night's sleep need.
    public var scores: DayScores
    /// Last night's vitals against the person's own ranges.
    public var vitals: VitalsNight
    /// The coming night's need and bedtime.
    public var tonight: Tonight
    /// The chronotype as of the morning.
    public var chronotype: Chronotype
    /// What the person's check-ins showed (nil when they keep none).
    public var insights: InsightReport?
    /// This evening's check-in.
    public var checkin: Checkin
    /// The last morning of the history up to today with a measured night (nil when none has one).
    public var lastNight: CalendarDay?
    /// The last morning of the history whose night's sleep was measured (nil when none was).
    public var lastSleep: CalendarDay?
    /// The day of the last import into the library (nil for an export read directly).
    public var lastImport: CalendarDay?
    /// Set when the morning was chosen as the history's latest night and rows without a night
    /// follow it (their days are said once, never told as a morning).
    public var latestNight: LatestNight?
    /// Yesterday's measured steps and active energy (kcal), as the morning's row holds them.
    public var steps: Double?, activeKcal: Double?
    /// The latest VO₂max the history recorded, and its day (nil when it has none).
    public var vo2max: (day: CalendarDay, value: Double)?
    /// The 30-night breathing pattern as of the morning (nil when there is none).
    public var breathing: BreathingPattern?
    /// What stands out, in `CardRule` order.
    public var cards: [Card] = []
    /// The cards of the mornings before, newest first (this one included), when asked for.
    public var past: [PastMorning] = []
    /// How many mornings were asked for (0: none); `past` holds fewer when the history is shorter.
    public var pastAsked = 0

    /// The most findings shown.
    public static let shownFindings = 3

    /// The findings among the insights, the most certain first (by adjusted p), at most three.
    public var findings: [Insight] {
        let standing = insights?.standingOut ?? []
        return Array(
            standing.sorted { ($0.test?.pAdjusted ?? 1) < ($1.test?.pAdjusted ?? 1) }.prefix(Morning.shownFindings))
    }

    /// Gathers the morning of `day` (a row of `rows`) from what the other commands compute for
    /// the whole history: `results` (the scorer's), `scores` (`ReferenceScores.scores`), `vitals`
    /// (`Vitals.nights`), each one per row; `insights` from the check-ins; `checkins` kept;
    /// `evening` the check-in asked about. Then the cards. Nil when `day` is not a row.
    /// - Complexity: O(rows) to find the day, then O(window) per part.
    public init?(
        day: CalendarDay, today: CalendarDay, rows: [FeatureRow], results: [DayResult], scores: [DayScores],
        vitals: [VitalsNight], freeDays: FreeDays, insights: InsightReport?, checkins: CheckinTable?,
        evening: CalendarDay, lastImport: CalendarDay?, vo2max: (day: CalendarDay, value: Double)? = nil
    ) {
        guard results.count == rows.count, scores.count == rows.count, vitals.count == rows.count,
            let i = rows.firstIndex(where: { $0.day == day })
        else { return nil }
        (self.day, self.today, self.lastImport, self.insights) = (day, today, lastImport, insights)
        (flow, self.scores, self.vitals) = (results[i], scores[i], vitals[i])
        tonight = Tonight(rows: rows, needs: scores.map(\.need), at: i, freeDays: freeDays)
        chronotype = Chronotype(rows: rows, at: i, freeDays: freeDays)
        checkin = Checkin(evening: evening, checkins: checkins)
        // The history's last night up to today (a morning chosen before it still sees the nights
        // after it: an import that stopped is the history's fact, not the morning's).
        lastNight = rows.last { $0.day <= today && $0.hasNightMeasurement }?.day
        lastSleep = rows[...i].last { $0.isObserved(.sleepHours) }?.day
        (steps, activeKcal) = (rows[i].isObserved(.steps) ? rows[i][.steps] : nil, rows[i].activeKcal)
        self.vo2max = vo2max.flatMap { $0.day <= day ? $0 : nil }
        breathing = BreathingPattern(BreathingNight.nights(Array(rows[max(0, i - 58)...i])), at: min(i, 58))
        cards = CardRule.allCases.flatMap { $0.cards(self, scores: scores, at: i) }
    }
}

/// Whether an evening's check-in is logged, and what it says.
public struct Checkin: Equatable, Sendable {
    /// The evening asked about.
    public var evening: CalendarDay
    /// Its answers (behaviours as insights read them, alcohol in its category; `stress`
    /// last), empty when not logged.
    public var answers: [(name: String, value: Double)]
    /// Whether the person keeps check-ins at all (a library's, a journal, a file given).
    public var keepsCheckins: Bool

    /// Whether the evening is logged.
    public var isLogged: Bool { !answers.isEmpty }

    /// The evening's check-in read from `checkins`.
    public init(evening: CalendarDay, checkins: CheckinTable?) {
        self.evening = evening
        keepsCheckins = checkins != nil
        answers = []
        guard let table = checkins, let day = table.days.first(where: { $0.day == evening }) else { return }
        for case (let name, let value?) in zip(table.behaviours, day.values) { answers.append((name, value)) }
        if let stress = day.stress { answers.append((CheckinTable.stressColumn, stress)) }
    }

    public static func == (a: Checkin, b: Checkin) -> Bool {
        a.evening == b.evening && a.keepsCheckins == b.keepsCheckins && a.answers.map(\.name) == b.answers.map(\.name)
            && a.answers.map(\.value) == b.answers.map(\.value)
    }
}
