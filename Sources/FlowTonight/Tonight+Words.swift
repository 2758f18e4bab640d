import FlowRecords
import FlowScores

extension Tonight {
    /// The plan in a person's words: "Tonight: in bed by 22:35 for 85 % of your 9 h 10 need
    /// (7 h 50), lights out 22:50, up at your usual 06:40 (work day)." or, without a usual wake
    /// time, the need and why there is no bedtime.
    public var sentence: String {
        guard let plan, let usualWake else {
            return "Tonight: sleep \(NumberFormat.hoursMinutes(need.hours)); no bedtime yet: \(reason ?? "")."
        }
        let need = NumberFormat.hoursMinutes(self.need.hours)
        let part =
            plan.level == .full
            ? "for all of your \(need) need"
            : "for \(Tonight.percent(plan.share)) of your \(need) need (\(NumberFormat.hoursMinutes(plan.sleepHours)))"
        return
            "Tonight: in bed by \(ClockTime.text(plan.bedtime)) \(part), lights out \(ClockTime.text(plan.lightsOut)), "
            + "up at your usual \(ClockTime.text(usualWake)) (\(morning.rawValue) day)."
    }

    /// When the plan is less than the full need, what the full need would ask and why it is not
    /// the plan: "All of it asks for bed at 21:15, more than an hour before your usual 22:50; the
    /// rest carries into tomorrow's need at half a night's weight." Nil when the plan is the full need.
    public var fullLevelSentence: String? {
        guard let plan, plan.level != .full, let full = levels.first, let usualBedtime else { return nil }
        return "All of it asks for bed at \(ClockTime.text(full.bedtime)), more than an hour before your usual "
            + "\(ClockTime.text(usualBedtime)); the rest carries into tomorrow's need at half a night's weight."
    }

    /// The need split into its parts: "Need 8 h 05: 8 h base, 20 min carried from last night,
    /// 10 min for a usual day."
    public var needSentence: String {
        let carried =
            need.debt > 0
            ? "\(NumberFormat.hoursMinutes(need.debt)) carried from last night" : "no debt from last night"
        return "Need \(NumberFormat.hoursMinutes(need.hours)): \(NumberFormat.hoursMinutes(need.base)) base, "
            + "\(carried), \(NumberFormat.hoursMinutes(need.strain)) for a usual day."
    }

    /// A share as a whole percentage: "85 %".
    static func percent(_ share: Double) -> String { NumberFormat.decimals(share * 100, 0) + " %" }
}
