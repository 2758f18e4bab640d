import FlowApp

extension Arguments {
    /// `--shard I/N` as (I, N) with 1 ≤ I ≤ N, nil when not given; anything else is a usage error.
    func shard() throws -> (index: Int, count: Int)? {
        guard let text = self[.shard] else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, (1...n).contains(i) else {
            throw CommandError.usage(.shard, "takes I/N with 1 ≤ I ≤ N, such as 2/8, not '\(text)'")
        }
        return (i, n)
    }
}
