import FlowFeatures

/// The vitals of every row of a table against the person's own ranges (SPEC 18).
public enum Vitals {
    /// The vitals whose threshold is raised in the days before an expected period.
    public static let raisedBeforePeriod: Set<VitalSign> = [.restingHR, .sleepingHR, .hrv, .wristTemperature]
    /// The threshold there, in spreads.
    public static let raisedThreshold = 3.0

    /// Each row's readings, ranges and body watch, in table order (rows are consecutive days);
    /// on a morning in the days before a period expected by the table's logged starts, resting
    /// and sleeping heart rate, HRV and wrist temperature are outside only from 3 spreads (SPEC 18.1).
    /// - Complexity: O(rows · 6 · 28 log 28), and O(rows · starts) for the cycle.
    public static func nights(_ table: FeatureTable) -> [VitalsNight] {
        let rows = table.rows
        let values = VitalSign.allCases.map { sign in rows.map(sign.value) }
        var out: [VitalsNight] = []
        out.reserveCapacity(rows.count)
        for (k, row) in rows.enumerated() {
            let cycleDay = CycleDay(morning: row.day, starts: table.periodStarts)
            let raised = cycleDay?.window == true
            let readings = VitalSign.allCases.enumerated().map { s, sign -> VitalReading in
                // Rows D−28…D−1: the table has a row for every day, so these are the k−28…k−1 before.
                let window = values[s][max(0, k - VitalRange.windowNights)..<k].compactMap { $0 }
                var r = VitalReading(
                    sign: sign, value: values[s][k], range: VitalRange(values: window, floor: sign.floor))
                if raised, raisedBeforePeriod.contains(sign) { r.threshold = raisedThreshold }
                return r
            }
            var night = VitalsNight(day: row.day, readings: readings, watch: nil)
            night.cycle = cycleDay
            night.temperatureIsDeviation = table.wristTemperatureIsDeviation
            let today = night.outside
            if today.count >= 2, let previous = out.last, previous.day == row.day.adding(days: -1),
                previous.outside.count >= 2
            {
                night.watch = BodyWatch(signs: today)
                night.watch?.beforePeriod = raised
            }
            out.append(night)
        }
        return out
    }
}
