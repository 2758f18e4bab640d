import FlowRecords
import FlowScores

extension Tonight {
    /// The plan in a person's words, the bedtime first, then what the person's usual time awake
    /// in bed over a night leaves of it: "Tonight: in bed by 22:15. With the 20 min you usually
    /// spend awake in bed over a night, that leaves 7 h 39 of sleep, 85 % of the 9 h you need,
    /// before you usually wake at 06:10 (work day)." No time of falling asleep is given: the time
    /// awake in bed is spread over the night, not spent before sleep. Without a usual wake time,
    /// the need and why there is no bedtime.
    public var sentence: String {
        guard let plan, let usualWake else {
            return "Tonight: sleep \(NumberFormat.hoursMinutes(need.hours)); no bedtime yet: \(reason ?? "")."
        }
        let need = NumberFormat.hoursMinutes(self.need.hours)
        let leaves =
            plan.level == .full
            ? "all \(need) you need"
            : "\(NumberFormat.hoursMinutes(plan.sleepHours)) of sleep, \(Tonight.percent(plan.share)) of the \(need) you need,"
        let awake = NumberFormat.hoursMinutes(awakeInBed)
        let spent =
            awakeInBedNights >= Tonight.fewestMornings
            ? "With the \(awake) you usually spend awake in bed over a night"
            : "Allowing \(awake) awake in bed over a night (until three of your nights measure your own)"
        return "Tonight: in bed by \(ClockTime.text(plan.bedtime)). \(spent), that leaves \(leaves) before you "
            + "usually wake at \(ClockTime.text(usualWake)) (\(morning.rawValue) day)."
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
