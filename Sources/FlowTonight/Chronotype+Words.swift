import FlowRecords

extension Chronotype {
    /// The chronotype in a person's words, with the nights behind it; facts only, no advice.
    public var sentence: String {
        guard let m = measured else { return "Chronotype: not yet measured: \(reason ?? "")." }
        let jetlag = abs(m.socialJetlag)
        let pull =
            NumberFormat.hoursMinutes(jetlag) == "0 min"
            ? "work days keep it where it is"
            : "on work days it falls \(NumberFormat.hoursMinutes(jetlag)) \(m.socialJetlag >= 0 ? "earlier" : "later") "
                + "(your social jetlag)"
        return "Chronotype: \(m.category.rawValue). On free days the middle of your sleep, catch-up sleep taken out, "
            + "is about \(ClockTime.text(m.msfSC)); \(pull). From \(freeMornings) free-day and \(workMornings) "
            + "work-day mornings of the last \(Chronotype.window) days; the bands are surveyed people's, whose "
            + "middle of sleep is about 04:00 on average."
    }
}
