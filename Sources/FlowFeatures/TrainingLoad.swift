import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The training-load columns of a feature table's row (SPEC 17): extra columns, never imputed.
public struct LoadColumns: Equatable, Sendable {
    /// TRIMP of D−1 when worn 10 hours, and the minutes that were covered.
    public var trimp: Double?, coverageMinutes: Double
    /// Fatigue, fitness and form after D−1.
    public var atl: Double, ctl: Double, form: Double
    /// The acute:chronic ratio, monotony and weekly strain, where there are enough worn days.
    public var acwr: Double?, monotony: Double?, weeklyStrain: Double?
    /// The session load of D−1, inside a session file's span.
    public var sessionLoad: Double?

    /// The columns' names in table order.
    public static let names = LoadColumn.allCases.map(\.rawValue)

    /// The columns in table order (nil where empty).
    public var cells: [Double?] { [trimp, coverageMinutes, atl, ctl, form, acwr, monotony, weeklyStrain, sessionLoad] }

    /// One column's cell (nil where empty).
    public subscript(column: LoadColumn) -> Double? {
        switch column {
        case .trimp: return trimp
        case .trimpCoverage: return coverageMinutes
        case .atl: return atl
        case .ctl: return ctl
        case .form: return form
        case .acwr: return acwr
        case .monotony: return monotony
        case .weeklyStrain: return weeklyStrain
        case .sessionLoad: return sessionLoad
        }
    }

    /// Columns from cells in table order; nil unless the five that are always given are.
    public init?(cells c: [Double?]) {
        guard c.count == 9, let coverage = c[1], let atl = c[2], let ctl = c[3], let form = c[4] else { return nil }
        (trimp, coverageMinutes, self.atl, self.ctl, self.form) = (c[0], coverage, atl, ctl, form)
        (acwr, monotony, weeklyStrain, sessionLoad) = (c[5], c[6], c[7], c[8])
    }
}

/// One morning's training-load facts (SPEC 17): row D carries the load of day D−1.
public struct LoadDay: Equatable, Sendable {
    /// The row's date D.
    public var day: CalendarDay
    /// Banister TRIMP of D−1, when the watch was worn for 10 hours that day.
    public var trimp: Double?
    /// Minutes of D−1 covered by heart-rate pairs at most 15 minutes apart.
    public var coverageMinutes: Double
    /// Fatigue (7-day) and fitness (42-day) after D−1, and form = fitness − fatigue.
    public var atl: Double, ctl: Double, form: Double
    /// Acute:chronic workload ratio, with at least 21 worn days of the 28 before D.
    public var acwr: Double?
    /// Foster's monotony of D−7…D−1 (mean / sd), with at least 5 worn days, and the week's
    /// strain (its load × monotony).
    public var monotony: Double?, weeklyStrain: Double?
    /// Σ RPE × minutes of the sessions ending on D−1, when a session file covers that day.
    public var sessionLoad: Double?
    /// How many of D−28…D−1 were worn for 10 hours.
    public var daysWorn: Int
    /// Uth's estimate, 15.3 · max HR / the resting reference of D−1, in ml/kg/min (nil
    /// unless five of the person's own resting readings make that reference).
    public var vo2maxEstimate: Double? = nil
    /// The export's own latest VO₂max record dated before D (nil when there is none).
    public var vo2maxRecorded: Double? = nil

    /// Whether a load has been measured by this day: its own TRIMP, or fitness and fatigue
    /// carried from an earlier measured day. Before the first, fitness, fatigue and form are 0
    /// by construction and stand for nothing measured.
    public var hasLoad: Bool { trimp != nil || atl != 0 || ctl != 0 }

    /// The day's columns in the feature table.
    public var columns: LoadColumns {
        LoadColumns(cells: [trimp, coverageMinutes, atl, ctl, form, acwr, monotony, weeklyStrain, sessionLoad])!
    }
}

/// Training load from the heart-rate timeline (SPEC 17): Banister's TRIMP against the
/// person's resting reference, worn-time coverage, fatigue, fitness and form, the
/// acute:chronic ratio and Foster's monotony.
public enum TrainingLoad {
    /// Minutes of heart-rate pairs a day needs for its load to count as measured.
    public static let wornMinutes = 600.0
    /// The longest gap between two samples that still counts as worn.
    public static let longestWornGapSeconds = 15.0 * 60
    /// The lowest effort that adds to TRIMP, as a share of the heart-rate reserve.
    public static let lightEffort = 0.30

    /// Uth's VO₂max estimate from the heart-rate ratio: 15.3 · max HR / resting HR.
    public static func uthVO2max(maxHR: Double, restingHR: Double) -> Double? {
        restingHR > 0 && maxHR > restingHR ? 15.3 * maxHR / restingHR : nil
    }

    /// Each row's resting reference of the person's own: the median of the observed resting
    /// heart rates of the 14 rows before it (nil with fewer than 5, where TRIMP uses 60 bpm).
    static func restingReferences(_ table: FeatureTable) -> [Double?] {
        let chain = ImputationChain(settings: table.settings)
        let resting = table.rows.map { $0.isObserved(.restingHR) ? $0[.restingHR] : nil }
        return table.rows.indices.map { chain.windowMedian(resting, before: $0) }
    }

    /// Sets each day's `vo2maxRecorded`: the latest of the export's `vo2max` records whose local
    /// date is before the row's (the latest by instant; records in any order).
    /// - Complexity: O(r log r + days).
    public static func addingRecordedVO2max(_ days: [LoadDay], records: [Measurement]) -> [LoadDay] {
        let sorted = records.sorted {
            $0.start.localDay != $1.start.localDay
                ? $0.start.localDay < $1.start.localDay : $0.start.instant < $1.start.instant
        }
        var out = days
        var next = 0
        var latest: Measurement?
        for k in out.indices {
            while next < sorted.count, sorted[next].start.localDay < out[k].day {
                if latest == nil || sorted[next].start.instant >= latest!.start.instant { latest = sorted[next] }
                next += 1
            }
            out[k].vo2maxRecorded = latest?.value
        }
        return out
    }

    /// The load facts of a table's rows, read from the load columns it was made with (no
    /// second walk over the heart rate); rows without the columns are left out.
    /// - Complexity: O(rows · 28).
    public static func days(of table: FeatureTable) -> [LoadDay] {
        let rest = restingReferences(table)
        let worn = table.rows.map { $0.load?.trimp != nil }
        return table.rows.indices.compactMap { k in
            guard let c = table.rows[k].load else { return nil }
            return LoadDay(
                day: table.rows[k].day, trimp: c.trimp, coverageMinutes: c.coverageMinutes, atl: c.atl, ctl: c.ctl,
                form: c.form, acwr: c.acwr, monotony: c.monotony, weeklyStrain: c.weeklyStrain,
                sessionLoad: c.sessionLoad, daysWorn: (max(0, k - 27)...k).filter { worn[$0] }.count,
                vo2maxEstimate: rest[k].flatMap { uthVO2max(maxHR: table.settings.maxHR, restingHR: $0) })
        }
    }

    /// One pair's TRIMP: its minutes (at most one) at the reserve share of its mean heart rate.
    public static func pairTRIMP(
        from a: (time: Double, bpm: Double), to b: (time: Double, bpm: Double), rest: Double, max: Double,
        sex: BiologicalSex
    ) -> Double {
        let x = ((a.bpm + b.bpm) / 2 - rest) / (max - rest)
        guard x >= lightEffort else { return 0 }
        let minutes = min((b.time - a.time) / 60, 1.0)
        switch sex {
        case .male: return minutes * x * 0.64 * exp(1.92 * x)
        case .female: return minutes * x * 0.86 * exp(1.67 * x)
        }
    }

    /// The load facts of every row of `table`, from `history`'s heart rate; `sessions` maps a
    /// day to its session load (nil: no session file).
    /// - Complexity: one walk over the heart-rate timeline, O(samples + rows · 28).
    public static func days(
        history: RecordHistory, table: FeatureTable, sex: BiologicalSex, sessions: SessionLoads? = nil
    ) -> [LoadDay] {
        guard let firstRow = table.rows.first?.day else { return [] }
        let first = firstRow.ordinal - 1  // the day the first row carries
        let count = table.rows.count
        let maxHR = table.settings.maxHR
        // The resting reference of day d: the median of the observed resting HR of rows d−13…d.
        let ownRest = restingReferences(table)
        let rest = ownRest.map { $0 ?? FeatureRules.fixedRestingHR }
        var trimp = [Double](repeating: 0, count: count)
        var coverage = [Double](repeating: 0, count: count)
        var previous = [PooledHeartRate?](repeating: nil, count: count)
        let hr = HeartRateSeries(samples: history.heartRate, sourceNames: history.sources)
        for p in hr.pooled() {
            let k = p.localDay - first
            guard k >= 0, k < count else { continue }
            if let a = previous[k] {
                let gap = p.instant - a.instant
                if gap <= longestWornGapSeconds { coverage[k] += gap / 60 }
                trimp[k] += pairTRIMP(
                    from: (a.instant, a.bpm), to: (p.instant, p.bpm), rest: rest[k], max: maxHR, sex: sex)
            }
            previous[k] = p
        }
        var out = series(rows: table.rows.map(\.day), trimp: trimp, coverage: coverage, sessions: sessions)
        // VO₂max only from the person's own resting reference, never from the fixed 60 bpm.
        for k in out.indices { out[k].vo2maxEstimate = ownRest[k].flatMap { uthVO2max(maxHR: maxHR, restingHR: $0) } }
        return out
    }

    /// The day-by-day facts from each carried day's TRIMP and worn minutes (`rows[k]` carries
    /// day `rows[k]` − 1): the pure part, testable without a heart-rate sample.
    /// - Complexity: O(rows · 28).
    public static func series(
        rows: [CalendarDay], trimp: [Double], coverage: [Double], sessions: SessionLoads?
    )
        -> [LoadDay]
    {
        let count = rows.count
        let worn = coverage.map { $0 >= wornMinutes }
        let load = (0..<count).map { worn[$0] ? trimp[$0] : 0 }
        var out: [LoadDay] = []
        out.reserveCapacity(count)
        var atl = 0.0
        var ctl = 0.0
        var acute = ExponentialMean(weight: 2.0 / 8)
        var chronic = ExponentialMean(weight: 2.0 / 29)
        let fatigue = 1 - exp(-1.0 / 7)
        let fitness = 1 - exp(-1.0 / 42)
        for k in 0..<count {
            atl += (load[k] - atl) * fatigue
            ctl += (load[k] - ctl) * fitness
            acute.add(load[k])
            chronic.add(load[k])
            let wornDays = (max(0, k - 27)...k).filter { worn[$0] }.count
            let week = (k - 6...k).map { $0 >= 0 ? load[$0] : 0 }
            let weekWorn = (k - 6...k).filter { $0 >= 0 && worn[$0] }.count
            var monotony: Double?
            let mean = week.reduce(0, +) / 7
            let sd = (week.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / 6).squareRoot()
            if weekWorn >= 5, sd > 0 { monotony = mean / sd }
            let chronicValue = chronic.value ?? 0
            out.append(
                LoadDay(
                    day: rows[k], trimp: worn[k] ? trimp[k] : nil, coverageMinutes: coverage[k], atl: atl, ctl: ctl,
                    form: ctl - atl, acwr: wornDays >= 21 && chronicValue > 0 ? (acute.value ?? 0) / chronicValue : nil,
                    monotony: monotony, weeklyStrain: monotony.map { $0 * week.reduce(0, +) },
                    sessionLoad: sessions?.load(on: rows[k].adding(days: -1)), daysWorn: wornDays))
        }
        return out
    }
}

/// Session loads (Foster's session RPE) by day: Σ RPE × minutes of the sessions ending on it,
/// 0 on days between the first and last session without one, unknown outside them.
public struct SessionLoads: Sendable {
    private let byDay: [Int: Double]
    private let span: ClosedRange<Int>?

    /// Loads from each session's local end date, RPE and minutes.
    public init(sessions: [(day: CalendarDay, rpe: Double, minutes: Double)]) {
        var byDay: [Int: Double] = [:]
        for s in sessions { byDay[s.day.ordinal, default: 0] += s.rpe * s.minutes }
        self.byDay = byDay
        span = byDay.keys.min().flatMap { lo in byDay.keys.max().map { lo...$0 } }
    }

    /// The session load of `day`, or nil outside the file's span.
    public func load(on day: CalendarDay) -> Double? {
        guard let span, span.contains(day.ordinal) else { return nil }
        return byDay[day.ordinal] ?? 0
    }
}
