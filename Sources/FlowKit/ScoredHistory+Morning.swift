import FlowFeatures
import FlowInference
import FlowMorning
import FlowRecords
import FlowScores
import FlowTonight
import FlowVitals

extension ScoredHistory {
    /// What a morning is asked with besides the history: which morning (nil: the history's last
    /// row), the wall clock's date, the free days, the person's check-ins and their facts.
    public struct MorningRequest: Sendable {
        /// The morning shown (nil: the latest with a measured night, ``LatestNight``).
        public var date: CalendarDay?
        /// The wall clock's date.
        public var today: CalendarDay
        /// Which mornings have no alarm, for tonight's bedtime.
        public var freeDays: FreeDays
        /// The check-ins (a file, a library's, an export's journal), nil when there are none.
        public var checkins: CheckinTable?
        /// Whether every resting HR of the history is a night's (the insights' lag).
        public var restingHRIsNightly: Bool
        /// The day of the last import into a library (nil for an export read directly).
        public var lastImport: CalendarDay?
        /// How many mornings' cards to list, ending with this one (0: none).
        public var past: Int
        /// The latest VO₂max the history recorded, for the quick stats (nil when none).
        public var vo2max: (day: CalendarDay, value: Double)?

        /// A request from its parts.
        public init(
            date: CalendarDay?, today: CalendarDay, freeDays: FreeDays = .weekend, checkins: CheckinTable? = nil,
            restingHRIsNightly: Bool = false, lastImport: CalendarDay? = nil, past: Int = 0
        ) {
            (self.date, self.today, self.freeDays, self.checkins) = (date, today, freeDays, checkins)
            (self.restingHRIsNightly, self.lastImport, self.past) = (restingHRIsNightly, lastImport, past)
        }
    }

    /// The morning asked for, gathered from what every other command computes over this
    /// history: its Flow (this model's), the reference scores and vitals of every row, the
    /// insights of the check-ins; a day outside the history is an error naming its span. The
    /// check-in asked about is `date`'s evening, else today's.
    /// - Complexity: O(rows × 30) for the scores and vitals, and the insights' pairs.
    public func morning(_ request: MorningRequest) throws -> Morning {
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: table.settings.sleepNeedHours)
        let insights = request.checkins.map {
            InsightReport(
                checkins: $0, rows: table.rows, scores: scores, restingHRIsNightly: request.restingHRIsNightly)
        }
        return try morning(request, scores: scores, vitals: Vitals.nights(table), insights: insights)
    }

    /// The morning from the history's scores, vitals and insights already computed (the report's).
    func morning(
        _ request: MorningRequest, scores: [DayScores], vitals: [VitalsNight], insights: InsightReport?
    ) throws -> Morning {
        // Without a date, the latest morning with a measured night; the rows after it are said once.
        let latest = request.date == nil ? LatestNight(rows: table.rows) : nil
        let day = request.date ?? latest?.morning ?? days.upperBound
        guard
            var morning = Morning(
                day: day, today: request.today, rows: table.rows, results: results, scores: scores, vitals: vitals,
                freeDays: request.freeDays, insights: insights, checkins: request.checkins,
                evening: request.date ?? request.today, lastImport: request.lastImport, vo2max: request.vo2max)
        else { throw RequestError.outsideHistory(asked: .date, day: day, history: days) }
        if let latest, latest.hasRowsAfter {
            // Tonight is planned as of the history's last row, as `flow tonight` plans it: the
            // coming night is the one after the day still under way.
            morning.latestNight = latest
            morning.tonight = Tonight(
                rows: table.rows, needs: scores.map(\.need), at: table.rows.count - 1, freeDays: request.freeDays)
        }
        if request.past > 0 {
            morning.pastAsked = request.past
            morning.past = PastMorning.cards(
                count: request.past, endingAt: day, rows: table.rows, results: results, scores: scores, vitals: vitals,
                freeDays: request.freeDays)
        }
        return morning
    }
}
