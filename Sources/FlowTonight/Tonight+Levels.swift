import FlowFeatures

extension Tonight {
    /// How much earlier than the usual bedtime a person can still keep, in hours: the hour before
    /// habitual sleep is when falling asleep is hardest, so earlier buys no sleep.
    public static let keepableHeadStart = 1.0
    /// The slack of the keepable comparison, so a bedtime exactly an hour early counts as kept.
    static let slack = 1e-9

    /// The earliest bedtime a person can keep: an hour before the usual one (nil without one).
    public var earliest: Double? { usualBedtime.map { $0 - Tonight.keepableHeadStart } }

    /// The full, most and least levels, in that order, each judged against `earliest`; empty
    /// without a usual wake time.
    public var levels: [BedtimeLevel] {
        guard let usualWake else { return [] }
        return [BedtimeLevel.Name.full, .most, .least].map { name in
            let share = name.share ?? 1
            let sleep = share * need.hours
            let bedtime = usualWake - sleep - awakeInBed
            return BedtimeLevel(
                level: name, share: share, sleepHours: sleep, bedtime: bedtime, lightsOut: bedtime + awakeInBed,
                keepable: earliest.map { bedtime >= $0 - Tonight.slack })
        }
    }

    /// The plan: the fullest keepable level; when none is, the earliest keepable time and the
    /// share of the need it leaves room for; without a usual bedtime, the full level. Nil
    /// without a usual wake time.
    public var plan: BedtimeLevel? {
        let levels = self.levels
        guard let full = levels.first, let usualWake else { return nil }
        guard let earliest else { return full }
        if let kept = levels.first(where: { $0.keepable == true }) { return kept }
        let sleep = usualWake - earliest - awakeInBed
        return BedtimeLevel(
            level: .earliest, share: sleep / need.hours, sleepHours: sleep, bedtime: earliest,
            lightsOut: earliest + awakeInBed, keepable: true)
    }

    /// The median bedtime (mid-sleep less half the time in bed) of `rows`, when at least
    /// `fewestMornings` measured it.
    static func usualBedtime(_ rows: some Collection<FeatureRow>) -> Double? {
        let times = rows.compactMap(\.bedTime)
        return times.count >= fewestMornings ? ImputationChain.median(times) : nil
    }
}
