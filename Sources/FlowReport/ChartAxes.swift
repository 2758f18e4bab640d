import FlowRecords

/// The axes every chart of the report draws: dates along x (a few ticks with month and day,
/// the year under the first tick and wherever it changes), a value scale along y with at least
/// two labelled ticks and its unit, and a legend when lines share a chart. Ticks are chosen
/// here and nowhere else.
public enum ChartAxes {
    /// The size of a chart's text in drawing units (the page's CSS sets the same).
    public static let fontSize = 12.0
    /// The width a character of chart text takes, about (for keeping labels inside).
    static let characterWidth = 0.6 * fontSize

    /// One tick on an axis: where it stands and what it says (`year` under a date, or nil).
    public struct Tick: Equatable, Sendable {
        /// The value (a day's ordinal on a date axis).
        public var value: Double
        /// Its label.
        public var label: String
        /// A second line under a date's label: its year, where the year begins or changes.
        public var year: String?

        /// A tick from its parts.
        public init(value: Double, label: String, year: String? = nil) {
            (self.value, self.label, self.year) = (value, label, year)
        }
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Date ticks over the days `first...last` (ordinals), at least two and at most `count`
    /// (when the span allows): every 1, 2, 3, 7 or 14 days from the first for short spans, else
    /// the first of every 1, 2, 3 or 6 months, or of January every 1, 2, 5 or 10 years; the
    /// finest step that fits is used. The first tick carries its year, and so does any tick
    /// whose year differs from the tick before.
    /// - Complexity: O(span / step).
    public static func dateTicks(first: Int, last: Int, count: Int) -> [Tick] {
        let span = max(0, last - first)
        let most = max(2, count)
        var days: [Int] = []
        if let step = [1, 2, 3, 7, 14].first(where: { span / $0 + 1 <= most }), span / step >= 1 || span == 0 {
            days = Array(stride(from: first, through: last, by: step))
        } else {
            for every in [1, 2, 3, 6, 12, 24, 60, 120] {
                let firsts = monthStarts(first: first, last: last, every: every)
                if firsts.count <= most, firsts.count >= 2 {
                    days = firsts
                    break
                }
            }
            // A span that holds too few firsts of a month on any step gets its ends.
            if days.count < 2 { days = [first, last] }
        }
        var previousYear: Int?
        return days.map { ordinal in
            let c = CalendarDay(ordinal: ordinal).components
            defer { previousYear = c.year }
            return Tick(
                value: Double(ordinal), label: "\(months[c.month - 1]) \(c.day)",
                year: previousYear == c.year ? nil : String(c.year))
        }
    }

    /// The firsts of months within `first...last` on a step of `every` months (from January), or
    /// of January on a step of `every / 12` years.
    static func monthStarts(first: Int, last: Int, every: Int) -> [Int] {
        var days: [Int] = []
        var (y, m, _) = CalendarDay(ordinal: first).components
        while let day = CalendarDay(year: y, month: m, day: 1), day.ordinal <= last, days.count <= 400 {
            let onStep = every < 12 ? (m - 1) % every == 0 : (m == 1 && y % (every / 12) == 0)
            if day.ordinal >= first, onStep { days.append(day.ordinal) }
            m += 1
            if m > 12 { (y, m) = (y + 1, 1) }
        }
        return days
    }

    /// Value ticks over `range`: multiples of 1, 2, 2.5 or 5 × 10ᵏ, as many as fit in `count`
    /// but never fewer than two (a range too narrow for two round ticks gets its two ends).
    /// `write` turns a value and its decimals into its label (a skill's ticks keep their sign).
    public static func valueTicks(
        _ range: ClosedRange<Double>, count: Int = 5,
        write: (Double, Int) -> String = { NumberFormat.decimals($0, $1) }
    ) -> [Tick] {
        let (lo, hi) = (range.lowerBound, range.upperBound)
        guard hi > lo, lo.isFinite, hi.isFinite else { return [] }
        let rough = (hi - lo) / Double(max(1, count - 1))
        var power = 1.0
        while power * 10 <= rough { power *= 10 }
        while power > rough { power /= 10 }
        for step in [1, 2, 2.5, 5, 10].map({ $0 * power }) {
            let start = (lo / step).rounded(.up)
            let end = (hi / step).rounded(.down)
            guard end - start + 1 <= Double(count) else { continue }
            guard end > start else { break }
            let decimals = places(step)
            return stride(from: start, through: end, by: 1).map {
                let v = $0 * step
                return Tick(value: v, label: write(v, decimals), year: nil)
            }
        }
        let decimals = places((hi - lo) / 10)
        return [lo, hi].map { Tick(value: $0, label: write($0, decimals), year: nil) }
    }

    /// Decimals a step needs to show: none for whole steps, else as many as its size asks.
    static func places(_ step: Double) -> Int {
        var places = 0
        var s = step
        while places < 4, abs(s - s.rounded()) > 1e-9 * max(1, abs(s)) {
            s *= 10
            places += 1
        }
        return places
    }

    /// The room the left of a plot needs for these ticks' labels.
    static func leftMargin(_ ticks: [Tick]) -> Double {
        Double(ticks.map(\.label.count).max() ?? 1) * characterWidth + 8
    }

    /// The y axis: a grid line and a label at each tick, and the unit above the scale.
    static func valueAxis(_ ticks: [Tick], unit: String, in frame: ChartFrame) -> [SVG] {
        var parts: [SVG] = []
        for t in ticks {
            let y = frame.py(t.value)
            parts.append(
                .element(
                    "line",
                    [
                        "class": "grid", "x1": .number(frame.left), "x2": .number(frame.width - frame.right),
                        "y1": .number(y), "y2": .number(y),
                    ]))
            parts.append(.label(t.label, x: frame.left - 4, y: y + 4, cssClass: "axis y", anchor: "end"))
        }
        if !unit.isEmpty { parts.append(.label(unit, x: 2, y: fontSize, cssClass: "axis unit")) }
        return parts
    }

    /// A value scale along x (a scatter's, a skill's): a vertical grid line at each tick from
    /// `top` to `base` and its label under `base`.
    static func valueAxisAcross(_ ticks: [Tick], in frame: ChartFrame, top: Double, base: Double) -> [SVG] {
        ticks.flatMap { t -> [SVG] in
            let x = frame.px(t.value)
            return [
                .element(
                    "line",
                    ["class": "grid", "x1": .number(x), "x2": .number(x), "y1": .number(top), "y2": .number(base)]),
                .label(t.label, x: x, y: base + 3 + fontSize, cssClass: "axis x", anchor: "middle"),
            ]
        }
    }

    /// The x axis of dates: a short mark and a label under each tick, kept inside the drawing
    /// (the first starts at its tick, the last ends at it, when centring would cut them).
    static func dateAxis(_ ticks: [Tick], in frame: ChartFrame) -> [SVG] {
        var parts: [SVG] = []
        let base = frame.height - frame.bottom
        for t in ticks {
            let x = frame.px(t.value)
            parts.append(
                .element(
                    "line",
                    ["class": "tick", "x1": .number(x), "x2": .number(x), "y1": .number(base), "y2": .number(base + 3)]
                ))
            let half = Double(t.label.count) * characterWidth / 2
            let anchor = x - half < 0 ? "start" : x + half > frame.width ? "end" : "middle"
            let lx = anchor == "start" ? max(0, x - 2) : anchor == "end" ? min(frame.width, x + 2) : x
            parts.append(.label(t.label, x: lx, y: base + 3 + fontSize, cssClass: "axis x", anchor: anchor))
            if let year = t.year {
                parts.append(.label(year, x: lx, y: base + 4 + 2 * fontSize, cssClass: "axis x year", anchor: anchor))
            }
        }
        return parts
    }

    /// A legend on the top line, right-aligned: a short stroke of each line's colour and its name.
    static func legend(_ entries: [(cssClass: String, name: String)], width: Double) -> [SVG] {
        var parts: [SVG] = []
        var x = width - 2
        for entry in entries.reversed() {
            let textWidth = Double(entry.name.count) * characterWidth
            parts.append(.label(entry.name, x: x, y: fontSize, cssClass: "axis legend", anchor: "end"))
            x -= textWidth + 4
            parts.append(
                .element(
                    "line",
                    [
                        "class": .text("key " + entry.cssClass), "x1": .number(x - 14), "x2": .number(x),
                        "y1": .number(fontSize - 4), "y2": .number(fontSize - 4),
                    ]))
            x -= 24
        }
        return parts
    }
}
