import FlowRecords
import FlowVitals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `flow vitals` prints a night: a line of facts for people, an object for programs.
enum VitalsText {
    /// "resting heart rate 58 bpm, +2.4 of your spread above your 28-night median 54 bpm"
    static func phrase(_ r: VitalReading, deviation: Bool = false) -> String? {
        guard let v = r.value else { return nil }
        if deviation, r.sign == .wristTemperature {
            // A ring's deviation from its own baseline: the range is still the person's own.
            var s =
                "wrist temperature \(v >= 0 ? "+" : "−")\(NumberFormat.decimals(abs(v), 2)) °C against the ring's baseline"
            if let z = r.z {
                s +=
                    ", \(z >= 0 ? "+" : "−")\(NumberFormat.decimals(abs(z), 1)) of your spread \(z >= 0 ? "above" : "below") your 28-night median"
                s += verdict(r)
            }
            return s
        }
        var s = "\(r.sign.phrase) \(r.sign.text(v))"
        if let range = r.range, let z = r.z {
            let side = z >= 0 ? "above" : "below"
            s +=
                ", \(z >= 0 ? "+" : "−")\(NumberFormat.decimals(abs(z), 1)) of your spread \(side) your "
                + "28-night median \(r.sign.text(range.median))"
            s += verdict(r)
        } else {
            s += " (no range yet: it needs 14 of the 28 nights before)"
        }
        return s
    }

    /// What a reading's place says, after its numbers: outside, or in the days before a period
    /// between 2 spreads and the raised threshold (SPEC 18.1); nothing when it is within.
    static func verdict(_ r: VitalReading) -> String {
        if r.isOutside {
            return r.threshold > VitalRange.outsideZ
                ? " (outside your range: more than the days before a period usually explain)" : " (outside your range)"
        }
        guard r.isWithinCycle else { return "" }
        return " (\(r.sign.risesWhenStrained ? "higher" : "lower") than usual for you, "
            + "within what the days before a period often bring)"
    }

    /// One night: its vitals, the cycle's note on a night in the days before a period, then the
    /// body watch's sentence when it is set.
    static func line(_ n: VitalsNight) -> String {
        let parts = n.readings.compactMap { phrase($0, deviation: n.temperatureIsDeviation) }
        var s = "\(n.day)  " + (parts.isEmpty ? "no vital measured" : parts.joined(separator: " · ")) + "\n"
        if let cycle = n.cycle, cycle.window { s += "            \(cycle.note)\n" }
        if let watch = n.watch { s += "            body watch: \(watch.sentence)\n" }
        return s
    }

    /// SPEC 18's object: each vital's value, median, spread, z, `outside` and threshold, and the
    /// watch; with a logged period before the night, its place in the cycle (SPEC 18.1).
    static func json(_ n: VitalsNight) -> JSONValue {
        let vitals = n.readings.map { ($0.sign.rawValue, VitalReading.outputColumns.json($0)) }
        let watch: JSONValue =
            n.watch.map {
                .object([
                    ("vitals", .array($0.signs.map { .string($0.rawValue) })), ("sentence", .string($0.sentence)),
                ])
            } ?? .null
        let cycle = n.cycle.map { [("cycle", CycleDay.outputColumns.json($0))] } ?? []
        return .object(
            [("date", .string(n.day.description))] + cycle + [("vitals", .object(vitals)), ("watch", watch)])
    }
}
