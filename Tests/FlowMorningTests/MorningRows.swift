import FlowFeatures
import FlowInference
import FlowMorning
import FlowRecords
import FlowScores
import FlowTonight
import FlowVitals

/// A hand-made person for the morning's tests: 41 rows from 2026-03-01 (a Sunday) to 04-10,
/// every feature measured at these usual values (8.5 h asleep, more than any night needs, so no
/// debt; strain load 100, so a usual day reads Strain 40 once 7 loads stand behind it), and a
/// row's `changes`.
let usualNight: [Feature: Double] = [
    .sleepHours: 8.5, .inBedHours: 9, .sleepEfficiency: 0.94, .deepShare: 0.2, .remShare: 0.22, .wakeCount: 2,
    .sleepMidpoint: 3, .hrvSDNN: 50, .sleepingHR: 55, .restingHR: 60, .strainLoad: 100, .napMinutes: 0,
]

/// The rows, each feature observed; `changes[i]` sets row i's values.
func morningRows(_ changes: [Int: [Feature: Double]] = [:]) -> [FeatureRow] {
    (0..<41).map { i in
        FeatureRow(
            day: CalendarDay(iso: "2026-03-01")!.adding(days: i),
            values: Feature.allCases.map { changes[i]?[$0] ?? usualNight[$0] ?? $0.baseline(sleepNeedHours: 8) },
            provenance: Array(repeating: .observed, count: Feature.allCases.count),
            flags: MissingFlag.allCases.map { _ in false })
    }
}

/// The morning of the rows' last day, gathered from what the other commands compute for them.
func lastMorning(
    _ rows: [FeatureRow], today: CalendarDay? = nil, lastImport: CalendarDay? = nil, checkins: CheckinTable? = nil
) throws -> (Morning, [DayScores]) {
    let scores = ReferenceScores.scores(rows: rows)
    let results = FlowScorer(model: try RecoveryModel.reference()).score(rows: rows)
    let vitals = Vitals.nights(FeatureTable(settings: FeatureSettings(), rows: rows))
    let insights = checkins.map { InsightReport(checkins: $0, rows: rows, scores: scores) }
    let day = rows.last!.day
    let morning = Morning(
        day: day, today: today ?? day, rows: rows, results: results, scores: scores, vitals: vitals,
        freeDays: .weekend, insights: insights, checkins: checkins, evening: today ?? day, lastImport: lastImport)!
    return (morning, scores)
}
