import FlowRecords

extension ClockPeriods {
    /// Where a period's clock came from, for the report.
    enum Origin: Sendable {
        /// Worked out from the nights.
        case inferred
        /// Given by the person (`--tz`).
        case given
    }

    /// The report's lines: one a period ("clock 2023-06-10 to 2025-04-02: Europe/Berlin
    /// (UTC+1/+2), inferred: 212 of 230 nights with evidence fit it"), dated by the local dates
    /// of its first and last instant within `span`, then one for the nights that fit another
    /// clock than their period's when there are any ("clock: 3 nights fit …"). A single period
    /// is one line without dates or the word, as the clock was always said (the report puts
    /// `clock:` before it). `profileFile` names where the profile's zone came from.
    func lines(span: ClosedRange<Double>, profileFile: String?, origin: Origin) -> [String] {
        var out: [String] = []
        for (k, p) in periods.enumerated() {
            let first = max(p.from, span.lowerBound)
            let last = k + 1 < periods.count ? min(periods[k + 1].from, span.upperBound) : span.upperBound
            let offsets = p.clock.offsets(from: first, to: last).map { CandidateOffsets.name($0) }
            let shown =
                p.clock.zone == nil
                ? p.clock.name
                : p.clock.name + " ("
                    + offsets.enumerated().map { $0 == 0 ? $1 : String($1.dropFirst(3)) }
                    .joined(separator: "/") + ")"
            let said: String
            switch origin {
            case .given: said = "the zone given"
            case .inferred:
                said =
                    p.clock.zone != nil && p.clock.zone == profile
                    ? "from \(profileFile ?? "the profile")" : "inferred"
            }
            let fit =
                p.withEvidence == 0
                ? "no night gives evidence of its clock"
                : "\(p.fitting) of \(p.withEvidence) night\(p.withEvidence == 1 ? "" : "s") with evidence fit it"
            guard periods.count > 1 else {
                out.append("\(p.clock.name), \(said): \(fit)")
                continue
            }
            let from = day(first, p.clock)
            let to = day(last - 1, p.clock)
            out.append("clock \(from) to \(to): \(shown), \(said): \(fit)")
        }
        if misfits > 0 {
            out.append(
                "clock: \(misfits) night\(misfits == 1 ? " fits" : "s fit") another clock than their period's (stays shorter "
                    + "than \(ClockPeriods.fewestNights) nights are not followed; a zone given by hand sets the clocks)"
            )
        }
        return out
    }

    /// The local date of an instant on a clock.
    private func day(_ t: Double, _ clock: LivedClock) -> String {
        CalendarDay(containing: t + Double(clock.offset(atInstant: t)))?.description ?? "?"
    }
}
