import FlowRecords
import FlowScores

extension Tonight {
    /// The plan in a person's words: "Tonight: in bed by 22:40, lights out 23:05, to sleep 8 h 05
    /// before your usual 06:55 (work day)." or, without a usual wake time, the need and why.
    public var sentence: String {
        guard let bedtime, let lightsOut, let usualWake else {
            return "Tonight: sleep \(NumberFormat.hoursMinutes(need.hours)); no bedtime yet: \(reason ?? "")."
        }
        return "Tonight: in bed by \(ClockTime.text(bedtime)), lights out \(ClockTime.text(lightsOut)), to sleep "
            + "\(NumberFormat.hoursMinutes(need.hours)) before your usual \(ClockTime.text(usualWake)) "
            + "(\(morning.rawValue) day)."
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
}
