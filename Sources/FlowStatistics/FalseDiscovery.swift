/// Benjamini and Hochberg's control of the false discovery rate: of the pairs called
/// findings at q, at most a share q are expected to be chance, however many were tried.
public enum FalseDiscovery {
    /// The adjusted p of each p, in the order given: with m values sorted ascending, the i-th
    /// adjusted is min over j ≥ i of m·p₍ⱼ₎/j, at most 1. A pair is a finding at q when its
    /// adjusted p is at most q. Ties in p keep their given order (their adjusted values are equal).
    /// - Complexity: O(m log m).
    public static func adjusted(_ p: [Double]) -> [Double] {
        let m = Double(p.count)
        let order = p.indices.sorted { p[$0] != p[$1] ? p[$0] < p[$1] : $0 < $1 }
        var out = p
        var running = 1.0
        for rank in stride(from: order.count, through: 1, by: -1) {
            let i = order[rank - 1]
            running = min(running, m * p[i] / Double(rank))
            out[i] = running
        }
        return out
    }
}
