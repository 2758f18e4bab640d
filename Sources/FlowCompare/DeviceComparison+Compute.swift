import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowStatistics

extension DeviceComparison {
    /// Compares each device score the rows hold with its counterpart: `results` are the
    /// reference model's mornings, `scores` the reference scores, both in row order;
    /// `strainOutOf` is the device strain's scale (21 for WHOOP's Day Strain, else 100). A pair
    /// whose device column is empty on every row is left out.
    /// - Complexity: O(rows log rows) per pair.
    public static func compare(
        rows: [FeatureRow], results: [DayResult], scores: [DayScores], strainOutOf: Double = 100
    ) -> [DeviceComparison] {
        let flows = Dictionary(results.compactMap(\.score).map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
        let reference = Dictionary(scores.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [DeviceComparison] = []
        for pair in ScorePair.all(strainOutOf: strainOutOf) {
            let device: (FeatureRow) -> Double? =
                switch pair.device {
                case "device_recovery": { $0.deviceRecovery }
                case "device_sleep": { $0.deviceSleep }
                default: { $0.deviceStrain }
                }
            guard rows.contains(where: { device($0) != nil }) else { continue }
            let scale = pair.device == "device_strain" ? 100 / strainOutOf : 1
            var mornings: [PairedMorning] = []
            for row in rows {
                guard let d = device(row), let f = flowValue(pair.flow, flows[row.day], reference[row.day]) else {
                    continue
                }
                var morning = PairedMorning(
                    day: row.day, device: d, deviceOn100: d * scale, flow: f, deviceRank: 0, flowRank: 0,
                    drivers: flows[row.day]?.drivers ?? [])
                morning.facts = facts(pair.flow, flows[row.day], reference[row.day])
                mornings.append(morning)
            }
            out.append(summary(pair, mornings))
        }
        return out
    }

    /// flow's value of a pair on a morning: the Recovery Flow or a reference score's value.
    static func flowValue(_ name: String, _ flow: DayFlow?, _ scores: DayScores?) -> Double? {
        name == "recovery_flow" ? flow?.flow : ScoreKind(rawValue: name).flatMap { scores?[$0].value }
    }

    /// What flow's side of a pair was made of on a morning: the Recovery Flow's three drivers
    /// in their short form, or a reference score's own parts.
    static func facts(_ name: String, _ flow: DayFlow?, _ scores: DayScores?) -> [String] {
        guard name == "recovery_flow" else { return ScoreKind(rawValue: name).map { scores?[$0].facts ?? [] } ?? [] }
        return (flow?.drivers ?? []).prefix(3).map {
            DriverSentence.short(
                $0.feature, quantity: $0.quantity, value: $0.value, usual: $0.usual, source: $0.usualSource,
                fixedReference: $0.fixedReference)
        }
    }

    /// The figures of a pair's paired mornings.
    static func summary(_ pair: ScorePair, _ paired: [PairedMorning]) -> DeviceComparison {
        guard paired.count >= minimumPairs else {
            return DeviceComparison(
                pair: pair, n: paired.count, spearman: nil, pearson: nil, meanDifference: nil, differing: [])
        }
        var mornings = paired
        let dRanks = Correlation.ranks(mornings.map(\.deviceOn100))
        let fRanks = Correlation.ranks(mornings.map(\.flow))
        for k in mornings.indices { (mornings[k].deviceRank, mornings[k].flowRank) = (dRanks[k], fRanks[k]) }
        let differing = mornings.sorted { a, b in a.rankGap != b.rankGap ? a.rankGap > b.rankGap : a.day < b.day }
        return DeviceComparison(
            pair: pair, n: mornings.count,
            spearman: Correlation.pearson(dRanks, fRanks),
            pearson: Correlation.pearson(mornings.map(\.deviceOn100), mornings.map(\.flow)),
            meanDifference: mornings.map { $0.deviceOn100 - $0.flow }.reduce(0, +) / Double(mornings.count),
            differing: Array(differing.prefix(listed)), paired: mornings)
    }
}
