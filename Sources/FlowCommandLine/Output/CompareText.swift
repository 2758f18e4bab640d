import FlowApp
import FlowCompare
import FlowInference
import FlowRecords

/// How `flow compare` prints: lines for people, an object for programs.
enum CompareText {
    /// Where device scores come from, for a history without any.
    static var whereFrom: String { FormatList.whereScoresComeFrom }

    static func text(_ r: CompareDevice.Result) -> String {
        guard !r.comparisons.isEmpty else { return whereFrom }
        let device = r.devices.isEmpty ? "device" : r.devices.joined(separator: "/")
        var out =
            "\(device) beside flow, \(r.days.lowerBound) to \(r.days.upperBound). Neither score is the truth: "
            + "agreement says how the two relate, not which is right.\n"
        for c in r.comparisons {
            out += c.summary(device: c.device ?? "the device") + "\n"
            if !c.differing.isEmpty { out += "  the mornings their ranks differ most:\n" }
            for m in c.differing { out += "  " + line(m, device: c.deviceScoreName) + "\n" }
        }
        return out
    }

    /// "2026-01-18: WHOOP 34, flow 71: Sleep duration 8.1 h, usual 6.9 h; …", flow's side told
    /// by what that score reads (`PairedMorning.facts`).
    static func line(_ m: PairedMorning, device: String) -> String {
        "\(m.day): \(device) \(NumberFormat.shortest(m.device)), flow \(NumberFormat.decimals(m.flow, 0))"
            + (m.facts.isEmpty ? "" : ": " + m.facts.joined(separator: "; "))
    }

    static func json(_ r: CompareDevice.Result) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        return .object([
            ("from", .string(r.days.lowerBound.description)), ("to", .string(r.days.upperBound.description)),
            ("devices", .array(r.devices.map { .string($0) })),
            (
                "comparisons",
                .array(
                    r.comparisons.map { c in
                        .object([
                            ("device", .string(c.pair.device)), ("vendor", c.device.map { .string($0) } ?? .null),
                            ("flow", .string(c.pair.flow)),
                            ("n", .number(Double(c.n))), ("needed", .number(Double(DeviceComparison.minimumPairs))),
                            ("spearman", number(c.spearman)), ("pearson", number(c.pearson)),
                            ("mean_difference", number(c.meanDifference)),
                            (
                                "differing",
                                .array(
                                    c.differing.map { m in
                                        .object([
                                            ("date", .string(m.day.description)), ("device", .number(m.device)),
                                            ("device_0_100", .number(m.deviceOn100)), ("flow", .number(m.flow)),
                                            ("device_rank", .number(m.deviceRank)), ("flow_rank", .number(m.flowRank)),
                                            ("drivers", .array(m.drivers.map { .string($0.sentence) })),
                                            ("facts", .array(m.facts.map { .string($0) })),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
