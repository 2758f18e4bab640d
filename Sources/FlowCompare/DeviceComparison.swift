import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowStatistics

/// A vendor's own score beside its counterpart in flow, morning by morning (SPEC 19): how many
/// mornings have both, how closely they rank and move together, how far apart they sit on
/// 0-100, and the mornings whose ranks differ most. Agreement is a fact about two scores,
/// neither of which is the truth.
public struct DeviceComparison: Sendable, Equatable {
    /// Which pair of scores.
    public var pair: ScorePair
    /// The vendor whose scores these are (`WHOOP`), when known: two vendors' scores of one
    /// kind are compared apart, one comparison each.
    public var device: String? = nil
    /// Mornings with both scores.
    public var n: Int
    /// Spearman's ρ and Pearson's r over those mornings (nil under `minimumPairs`, or when
    /// either score never changes).
    public var spearman: Double?, pearson: Double?
    /// The mean of the device's score minus flow's, both on 0-100 (nil under `minimumPairs`).
    public var meanDifference: Double?
    /// Up to five mornings whose ranks differ most, largest first (ties: earlier date first).
    public var differing: [PairedMorning]
    /// Every paired morning in date order, with its ranks (empty under `minimumPairs`).
    public var paired: [PairedMorning] = []

    /// Mornings needed before the figures mean anything.
    public static let minimumPairs = 14
    /// How many differing mornings are listed.
    public static let listed = 5

    /// The device's score in words, by its vendor's name for it: "WHOOP Recovery".
    public var deviceScoreName: String { ColumnWords.deviceScore(pair.device, vendor: device) }

    /// The comparison in words, with `device` naming the vendor's side: "WHOOP Recovery and flow's
    /// Recovery Flow: 40 mornings, Spearman ρ 0.62, Pearson r 0.58; WHOOP 3.1 points above flow on
    /// average (0-100)", or, under `minimumPairs`, how many mornings have both and how many are needed.
    public func summary(device: String) -> String {
        let head = ColumnWords.heading(deviceScoreName) + " and \(pair.flowPhrase)"
        let mornings = n == 1 ? "1 morning" : "\(n) mornings"
        guard let rho = spearman, let r = pearson, let diff = meanDifference else {
            return "\(head): \(mornings) with both, \(DeviceComparison.minimumPairs) needed"
        }
        return "\(head): \(mornings), Spearman ρ \(NumberFormat.decimals(rho, 2)), Pearson r "
            + "\(NumberFormat.decimals(r, 2)); \(device) \(NumberFormat.decimals(abs(diff), 1)) points "
            + "\(diff >= 0 ? "above" : "below") flow on average (0-100)"
    }
}

/// One device score and the flow score it is compared with.
public struct ScorePair: Sendable, Equatable, Hashable {
    /// The device's column (`device_recovery`).
    public var device: String
    /// flow's counterpart: `recovery_flow` (the reference model's Recovery Flow), or a
    /// reference score's name (`recovery`, `sleep`, `strain`).
    public var flow: String

    /// flow's counterpart in words: "flow's Recovery Flow", "flow's Sleep score".
    public var flowPhrase: String {
        switch flow {
        case "recovery_flow": "flow's Recovery Flow"
        case "recovery": "flow's Recovery score"
        case "sleep": "flow's Sleep score"
        case "activeness": "flow's Activeness score"
        default: "flow's Strain score"
        }
    }

    /// Every pair SPEC 19 and 21 compare, in order. A day's device score on a scale of its own
    /// (WHOOP's Day Strain, 0-21: `strainOutOf` 21) measures strain and sits beside Strain; one
    /// on 0-100 (Oura's Activity Score) measures how active the day was and sits beside Activeness.
    public static func all(strainOutOf: Double = 100) -> [ScorePair] {
        [
            ScorePair(device: "device_recovery", flow: "recovery_flow"),
            ScorePair(device: "device_recovery", flow: "recovery"),
            ScorePair(device: "device_sleep", flow: "sleep"),
            ScorePair(device: "device_strain", flow: strainOutOf == 100 ? "activeness" : "strain"),
        ]
    }
}

/// One morning with both scores: the values as written, the device's on 0-100, each series'
/// average rank among the paired mornings, and flow's drivers that morning.
public struct PairedMorning: Sendable, Equatable {
    /// The morning.
    public var day: CalendarDay
    /// The device's score as the export wrote it, and on 0-100.
    public var device: Double, deviceOn100: Double
    /// flow's score (0-100).
    public var flow: Double
    /// The average ranks among the paired mornings (1 = lowest).
    public var deviceRank: Double, flowRank: Double
    /// flow's measured drivers that morning (the reference model's; empty when not scored).
    public var drivers: [Driver]
    /// What flow's side of the pair was made of that morning, in the person's units: the
    /// Recovery Flow's drivers, or the score's own parts (Activeness: steps and energy against
    /// their usual; Strain: the load against the capacity), so a difference is explained by what
    /// that score reads.
    public var facts: [String] = []

    /// How far apart the two ranks are.
    public var rankGap: Double { abs(deviceRank - flowRank) }
}
