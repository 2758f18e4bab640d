import FlowRecords
import FlowScores

extension Tonight {
    /// The plan in a person's words, the bedtime first: "Tonight: bed at 22:15 and lights out at
    /// 22:35 leave room for 7 h 39 of sleep, 85 % of the 9 h you need, before you usually wake at
    /// 06:10 (work day)." Without a usual wake time, the need and why there is no bedtime.
    public var sentence: String {
        guard let plan, let usualWake else {
            return "Tonight: sleep \(NumberFormat.hoursMinutes(need.hours)); no bedtime yet: \(reason ?? "")."
        }
        let need = NumberFormat.hoursMinutes(self.need.hours)
        let room =
            plan.level == .full
            ? "all \(need) you need"
            : "\(NumberFormat.hoursMinutes(plan.sleepHours)) of sleep, \(Tonight.percent(plan.share)) of the \(need) you need,"
        return "Tonight: bed at \(ClockTime.text(plan.bedtime)) and lights out at \(ClockTime.text(plan.lightsOut)) "
            + "leave room for \(room) before you usually wake at \(ClockTime.text(usualWake)) (\(morning.rawValue) day)."
    }

    /// When the plan is less than the full need, what the full need would ask and why it is not
    /// the plan; nil when the plan is the full need.
    public var fullLevelSentence: String? {
        guard let plan, plan.level != .full, let full = levels.first, let usualBedtime else { return nil }
        return "The whole need would mean bed at \(ClockTime.text(full.bedtime)), more than an hour ahead of your "
            + "usual \(ClockTime.text(usualBedtime)), when sleep comes hardest; half of what tonight misses is added "
            + "to tomorrow's need."
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
