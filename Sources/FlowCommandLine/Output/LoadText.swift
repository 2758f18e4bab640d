import FlowApp
import FlowFeatures
import FlowRecords

/// How `flow load` prints a day: a line of facts for people, an object for programs.
enum LoadText {
    /// "2026-02-03  TRIMP 8.6 · form −0.9 (fitness 0.2, fatigue 1.1) · acute:chronic – · ...".
    /// Before the first measured day (`LoadDay.hasLoad`) fitness, fatigue and form are not
    /// printed: they would be zeros standing for nothing measured.
    static func line(_ d: LoadDay) -> String {
        func opt(_ v: Double?, _ places: Int) -> String { v.map { NumberFormat.decimals($0, places) } ?? "–" }
        var s =
            "\(d.day)  TRIMP \(d.trimp.map { NumberFormat.decimals($0, 1) } ?? "– (worn \(NumberFormat.decimals(d.coverageMinutes, 0)) min)")"
        if d.hasLoad {
            s +=
                " · form \(NumberFormat.signed(d.form, 1)) (fitness \(NumberFormat.decimals(d.ctl, 1)), fatigue \(NumberFormat.decimals(d.atl, 1)))"
            s += " · acute:chronic \(opt(d.acwr, 2)) · monotony \(opt(d.monotony, 2))"
        } else {
            s += " · no load measured yet"
        }
        s += extras(d)
        return s + " · \(d.daysWorn) of 28 days worn\n"
    }

    /// What a day has besides heart-rate load: its session load and VO₂max.
    static func extras(_ d: LoadDay) -> String {
        var s = ""
        if let session = d.sessionLoad { s += " · session load \(NumberFormat.decimals(session, 0))" }
        if let vo2 = d.vo2maxEstimate { s += " · VO₂max about \(NumberFormat.decimals(vo2, 0)) (Uth)" }
        if let vo2 = d.vo2maxRecorded { s += " · VO₂max \(NumberFormat.decimals(vo2, 1)) recorded" }
        return s
    }

    /// Every day's line: with heart rate, load from the first measured day on; without any
    /// heart-rate sample, only the days holding a session load or a recorded VO₂max.
    static func lines(_ r: LoadDays.Result) -> String {
        guard r.hasHeartRate else {
            return r.days.compactMap { d in
                let extras = extras(d)
                return extras.isEmpty ? nil : "\(d.day)  " + extras.dropFirst(3) + "\n"
            }.joined()
        }
        return r.days.map(line).joined()
    }

    /// The day's keys as SPEC 17 names them (the columns the database's `load` table has too).
    static func json(_ d: LoadDay) -> JSONValue { LoadDay.outputColumns.json(d) }

    /// Whose TRIMP weighting the table used and where it came from.
    static func sexLine(_ r: LoadDays.Result) -> String {
        let source: String
        switch r.sexSource {
        case .option: source = "from --sex"
        case .export(let from): source = "from \(from)"
        case .defaulted: source = "the default: the export states none (give --sex female if that is wrong)"
        }
        return "sex: \(r.sex.rawValue), \(source)\n"
    }
}
