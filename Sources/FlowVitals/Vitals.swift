import FlowFeatures

/// The vitals of every row of a table against the person's own ranges (SPEC 18).
public enum Vitals {
    /// Each row's readings, ranges and body watch, in table order (rows are consecutive days).
    /// - Complexity: O(rows · 6 · 28 log 28).
    public static func nights(_ table: FeatureTable) -> [VitalsNight] {
        let rows = table.rows
        let values = VitalSign.allCases.map { sign in rows.map(sign.value) }
        var out: [VitalsNight] = []
        out.reserveCapacity(rows.count)
        for (k, row) in rows.enumerated() {
            let readings = VitalSign.allCases.enumerated().map { s, sign -> VitalReading in
                // Rows D−28…D−1: the table has a row for every day, so these are the k−28…k−1 before.
                let window = values[s][max(0, k - VitalRange.windowNights)..<k].compactMap { $0 }
                return VitalReading(
                    sign: sign, value: values[s][k], range: VitalRange(values: window, floor: sign.floor))
            }
            var night = VitalsNight(day: row.day, readings: readings, watch: nil)
            night.temperatureIsDeviation = table.wristTemperatureIsDeviation
            let today = night.outside
            if today.count >= 2, let previous = out.last, previous.day == row.day.adding(days: -1),
                previous.outside.count >= 2
            {
                night.watch = BodyWatch(signs: today)
            }
            out.append(night)
        }
        return out
    }
}
