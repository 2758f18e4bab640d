extension CheckinTable {
    /// A table from evenings' answers as logged (`alcohol` in drinks, `stress` 1-5, any other
    /// name a behaviour): behaviours in `columns` order, then any other name met in name order;
    /// alcohol put in its category; evenings in date order, the last answer of a name kept.
    /// - Complexity: O(answers).
    public init(answers: [(day: CalendarDay, name: String, value: Double)], columns: [String] = []) {
        var behaviours = columns.filter { $0 != CheckinTable.stressColumn }
        let others = Set(answers.map(\.name)).subtracting(behaviours).subtracting([CheckinTable.stressColumn])
        behaviours += others.sorted()
        let column = Dictionary(uniqueKeysWithValues: behaviours.enumerated().map { ($1, $0) })
        var days: [CalendarDay: CheckinDay] = [:]
        for answer in answers {
            var day =
                days[answer.day]
                ?? CheckinDay(day: answer.day, values: Array(repeating: nil, count: behaviours.count), stress: nil)
            if let k = column[answer.name] {
                day.values[k] =
                    answer.name == "alcohol" ? CheckinTable.alcoholCategory(drinks: answer.value) : answer.value
            } else {
                day.stress = answer.value
            }
            days[answer.day] = day
        }
        self.init(behaviours: behaviours, days: days.keys.sorted().map { days[$0]! })
    }
}

extension CheckinTable {
    /// Several check-in tables as one: every behaviour (in first-seen order), every evening; on
    /// an evening two tables both answer, the later table's answer stands. Nil for none.
    public static func merged(_ tables: [CheckinTable]) -> CheckinTable? {
        guard let first = tables.first else { return nil }
        guard tables.count > 1 else { return first }
        var behaviours: [String] = []
        for t in tables { for b in t.behaviours where !behaviours.contains(b) { behaviours.append(b) } }
        var days: [CalendarDay: (values: [Double?], stress: Double?)] = [:]
        for t in tables {
            for d in t.days {
                var held = days[d.day] ?? (Array(repeating: nil, count: behaviours.count), nil)
                for (b, v) in zip(t.behaviours, d.values) where v != nil {
                    held.values[behaviours.firstIndex(of: b)!] = v
                }
                held.stress = d.stress ?? held.stress
                days[d.day] = held
            }
        }
        return CheckinTable(
            behaviours: behaviours,
            days: days.keys.sorted().map { CheckinDay(day: $0, values: days[$0]!.values, stress: days[$0]!.stress) },
            questions: tables.reduce(into: [:]) { held, t in held.merge(t.questions) { first, _ in first } })
    }
}
