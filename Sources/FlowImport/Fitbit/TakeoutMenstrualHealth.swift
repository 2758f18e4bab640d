import FlowRecords

/// A Takeout's `Menstrual Health/` folder (SPEC 18.1), read for what the person logged only:
/// the start of each cycle whose period the person entered (`period_source` `manual`), the
/// days of bleeding they noted, the cycle length they typed in, and hormonal birth control.
/// Fitbit's own forecasts (`computed` rows) are counted as left out; ovulation and fertile
/// columns are never read; spotting is not a period. Dates are local, without a time.
enum TakeoutMenstrualHealth {
    /// The folder's files under a Takeout root (`files` names only those present).
    static func files(_ export: ExportFiles, root: String) -> [String] {
        ["cycles", "symptoms", "settings", "birth_control"].map {
            ExportFiles.join(root, "Menstrual Health/menstrual_health_\($0).csv")
        }.filter(export.contains)
    }

    /// Reads every file of the folder present.
    static func read(_ files: [String], shown: (String) -> String, into reader: inout FitbitReader) throws {
        var spotting = 0
        var otherBirthControl = 0
        for file in files {
            if file.hasSuffix("_cycles.csv") {
                try TakeoutCSV.forEachRow(
                    file, needs: ["period_start_date", "period_source"],
                    header: "id,cycle_start_date,…,period_start_date,period_end_date,period_source,…",
                    reader: &reader
                ) { f, index, reader in
                    let (date, source) = (f["period_start_date"]!, f["period_source"]!)
                    guard date != "null", source != "null" else { return }
                    guard source == "manual" else {
                        return reader.reject(source == "computed" ? .forecast : .cycleCodeUnknown, index: index)
                    }
                    guard let day = CalendarDay(iso: date) else { return reader.reject(.unparseableTime, index: index) }
                    reader.onDate(.periodStart, 1, day: day, index: index)
                }
            } else if file.hasSuffix("_symptoms.csv") {
                try TakeoutCSV.forEachRow(
                    file, needs: ["timestamp", "flow"], header: "timestamp,fluids,flow,conditions,…", reader: &reader
                ) { f, index, reader in
                    let word = f["flow"]!.lowercased()
                    guard word != "null" else { return }
                    guard let day = CalendarDay(iso: String(f["timestamp"]!.prefix(10))) else {
                        return reader.reject(.unparseableTime, index: index)
                    }
                    switch word {
                    case "light": reader.onDate(.menstrualFlow, 1, day: day, index: index)
                    case "medium": reader.onDate(.menstrualFlow, 2, day: day, index: index)
                    case "heavy": reader.onDate(.menstrualFlow, 3, day: day, index: index)
                    case "spotting": spotting += 1
                    default: reader.reject(.cycleCodeUnknown, index: index)
                    }
                }
            } else if file.hasSuffix("_settings.csv") {
                try TakeoutCSV.forEachRow(
                    file, needs: ["avg_cycle_days"], header: "pregnancy_history,birth_control_history,…",
                    reader: &reader
                ) { f, index, reader in
                    guard let days = Int(f["avg_cycle_days"]!), (15...60).contains(days) else {
                        return reader.note(
                            "\(shown(file)) line \(index): a stated cycle length of '\(f["avg_cycle_days"]!)' days "
                                + "is not one of 15-60 and was not used")
                    }
                    reader.stateCycleLength(days, from: shown(file))
                }
            } else {
                var events: [(day: CalendarDay, hormonal: Bool, index: Int)] = []
                try TakeoutCSV.forEachRow(
                    file, needs: ["birth_control_type", "event_date", "has_started"],
                    header: "birth_control_type,event_date,has_started", reader: &reader
                ) { f, index, reader in
                    guard let day = CalendarDay(iso: String(f["event_date"]!.prefix(10))) else {
                        return reader.reject(.unparseableTime, index: index)
                    }
                    let started = f["has_started"]!.lowercased() == "true"
                    let hormonal = started && hormonalBirthControl(f["birth_control_type"]!)
                    if started, !hormonal { otherBirthControl += 1 }
                    events.append((day, hormonal, index))
                }
                // Each hormonal method from its start to the day before the next event, else on.
                events.sort { $0.day < $1.day }
                for (k, e) in events.enumerated() where e.hormonal {
                    let last = k + 1 < events.count ? events[k + 1].day.adding(days: -1) : openEnd
                    reader.days(.cyclePause, 3, from: e.day, to: max(e.day, last), index: e.index)
                }
            }
        }
        if spotting > 0 { reader.note("\(spotting) day\(spotting == 1 ? "" : "s") of spotting: not a period") }
        if otherBirthControl > 0 {
            reader.note(
                "\(otherBirthControl) birth control entr\(otherBirthControl == 1 ? "y" : "ies") of a kind that need not "
                    + "pause a cycle (or not named): periods logged during them are used")
        }
    }

    /// The last day of a method still in use at export: the records' range ends it.
    static let openEnd = CalendarDay(year: 2099, month: 12, day: 30)!

    /// Whether a named method is hormonal (a pill, patch, ring, implant or injection).
    static func hormonalBirthControl(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["pill", "patch", "ring", "implant", "injection", "shot", "hormonal"].contains { n.contains($0) }
    }
}
