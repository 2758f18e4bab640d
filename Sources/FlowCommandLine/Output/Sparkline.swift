/// A row of characters, one per day or week, whose height follows the value: Unicode block
/// characters (▁ to █), or plain ASCII where the terminal's locale is not UTF-8. A missing
/// reading is a blank, never a zero.
enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let ascii: [Character] = ["_", ".", "-", ":", "=", "+", "*", "#"]

    /// One character per slot, scaled between the smallest and largest value shown (all at
    /// the middle height when they are equal).
    static func draw(_ slots: [Double?], unicode: Bool) -> String {
        let levels = unicode ? blocks : ascii
        let shown = slots.compactMap { $0 }
        guard let lo = shown.min(), let hi = shown.max() else { return String(repeating: " ", count: slots.count) }
        return String(
            slots.map { v -> Character in
                guard let v else { return " " }
                guard hi > lo else { return levels[levels.count / 2] }
                let k = Int(((v - lo) / (hi - lo) * Double(levels.count - 1)).rounded())
                return levels[min(max(k, 0), levels.count - 1)]
            })
    }
}
