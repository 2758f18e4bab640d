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
                if r.isOutside { s += " (outside your range)" }
            }
            return s
        }
        var s = "\(r.sign.phrase) \(r.sign.text(v))"
        if let range = r.range, let z = r.z {
            let side = z >= 0 ? "above" : "below"
            s +=
                ", \(z >= 0 ? "+" : "−")\(NumberFormat.decimals(abs(z), 1)) of your spread \(side) your "
                + "28-night median \(r.sign.text(range.median))"
            if r.isOutside { s += " (outside your range)" }
        } else {
            s += " (no range yet: it needs 14 of the 28 nights before)"
        }
        return s
    }

    /// One night: its vitals, then the body watch's sentence when it is set.
    static func line(_ n: VitalsNight) -> String {
        let parts = n.readings.compactMap { phrase($0, deviation: n.temperatureIsDeviation) }
        var s = "\(n.day)  " + (parts.isEmpty ? "no vital measured" : parts.joined(separator: " · ")) + "\n"
        if let watch = n.watch { s += "            body watch: \(watch.sentence)\n" }
        return s
    }

    /// SPEC 18's object: each vital's value, median, spread, z and `outside`, and the watch.
    static func json(_ n: VitalsNight) -> JSONValue {
        let vitals = n.readings.map { ($0.sign.rawValue, VitalReading.outputColumns.json($0)) }
        let watch: JSONValue =
            n.watch.map {
                .object([
                    ("vitals", .array($0.signs.map { .string($0.rawValue) })), ("sentence", .string($0.sentence)),
                ])
            } ?? .null
        return .object([("date", .string(n.day.description)), ("vitals", .object(vitals)), ("watch", watch)])
    }
}
