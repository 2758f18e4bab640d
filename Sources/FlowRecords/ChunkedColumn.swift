/// An append-only column of values kept in fixed blocks of 65,536, so growing it never
/// copies what it holds: a plain array doubles its buffer and briefly needs three times its
/// size, which for a year of one-second samples is the difference between fitting and not.
struct ChunkedColumn<Element: Sendable>: Sendable {
    private var blocks: [[Element]] = []
    /// How many values the column holds.
    private(set) var count = 0

    private static var shift: Int { 16 }
    private static var blockMask: Int { (1 << shift) - 1 }

    /// Adds a value at the end.
    /// - Complexity: O(1); a new block is reserved every 65,536 values.
    mutating func append(_ x: Element) {
        if count & ChunkedColumn.blockMask == 0 {
            var block: [Element] = []
            block.reserveCapacity(1 << ChunkedColumn.shift)
            blocks.append(block)
        }
        blocks[blocks.count - 1].append(x)
        count += 1
    }

    /// The value at position `i` (0 ≤ i < count).
    subscript(i: Int) -> Element { blocks[i >> ChunkedColumn.shift][i & ChunkedColumn.blockMask] }
}
