import FlowInference
import FlowRecords

/// The numbers of a chart's drawing: its size, the data's ranges, and how a value becomes a
/// point. Values outside the ranges are clipped to the plot's edge, never drawn off it.
public struct ChartFrame: Equatable, Sendable {
    /// Drawing size in SVG units (the page scales it to the screen).
    public var width: Double, height: Double
    /// Space kept clear around the plot for labels.
    public var left = 34.0, right = 6.0, top = 6.0, bottom = 16.0
    /// The data ranges the plot spans.
    public var xRange: ClosedRange<Double>, yRange: ClosedRange<Double>

    /// A frame from its size and data ranges.
    public init(width: Double, height: Double, x: ClosedRange<Double>, y: ClosedRange<Double>) {
        (self.width, self.height) = (width, height)
        xRange = x
        yRange = y
    }

    /// The horizontal position of x, clipped to the plot.
    public func px(_ x: Double) -> Double {
        let span = xRange.upperBound - xRange.lowerBound
        let t = span > 0 ? (x - xRange.lowerBound) / span : 0.5
        return left + min(1, max(0, t)) * (width - left - right)
    }

    /// The vertical position of y, clipped to the plot (SVG's y grows downwards).
    public func py(_ y: Double) -> Double {
        let span = yRange.upperBound - yRange.lowerBound
        let t = span > 0 ? (y - yRange.lowerBound) / span : 0.5
        return top + (1 - min(1, max(0, t))) * (height - top - bottom)
    }
}

/// Line charts drawn as SVG text, from (x, value) points where a missing value is a gap.
public enum SVGChart {
    /// The runs of consecutive present points: a missing value, or a step in x larger than
    /// `maxStep`, ends a run, so a gap is never bridged by a line.
    public static func segments(_ points: [(x: Double, y: Double?)], maxStep: Double = 1) -> [[(x: Double, y: Double)]]
    {
        var out: [[(x: Double, y: Double)]] = []
        var current: [(x: Double, y: Double)] = []
        for p in points {
            guard let y = p.y else {
                if !current.isEmpty { out.append(current) }
                current = []
                continue
            }
            if let last = current.last, p.x - last.x > maxStep {
                out.append(current)
                current = []
            }
            current.append((p.x, y))
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// An SVG path's `d` for the segments: one `M` per segment, `L` between its points.
    public static func pathData(_ segments: [[(x: Double, y: Double)]], in frame: ChartFrame) -> String {
        segments.map { seg in
            seg.enumerated().map { (k, p) in (k == 0 ? "M" : "L") + number(frame.px(p.x)) + " " + number(frame.py(p.y))
            }.joined()
        }.joined()
    }

    /// At most `columns` points: when there are more, each column keeps the mean of its present
    /// values (nil when none), placed at the column's first x. Returns whether it thinned.
    public static func thin(
        _ points: [(x: Double, y: Double?)], columns: Int
    ) -> (points: [(x: Double, y: Double?)], thinned: Bool) {
        guard points.count > columns, columns > 0, let first = points.first?.x, let last = points.last?.x, last > first
        else {
            return (points, false)
        }
        let width = (last - first) / Double(columns)
        var buckets = [(x: Double, sum: Double, n: Int)](repeating: (0, 0, 0), count: columns)
        for k in 0..<columns { buckets[k].x = first + Double(k) * width }
        for p in points {
            let k = min(columns - 1, Int((p.x - first) / width))
            if let y = p.y {
                buckets[k].sum += y
                buckets[k].n += 1
            }
        }
        return (buckets.map { ($0.x, $0.n > 0 ? $0.sum / Double($0.n) : nil) }, true)
    }

    /// A number for an SVG attribute: one decimal is finer than any screen shows.
    public static func number(_ v: Double) -> String { NumberFormat.decimals(v, 1) }

    /// One line of a chart: its CSS class, its points (nil: no reading), and the largest step
    /// in x it bridges (a longer gap breaks the line).
    public struct Line: Sendable {
        /// The line's class (`series`, `trend`, `actual`).
        public var cssClass: String
        /// Its points.
        public var points: [(x: Double, y: Double?)]
        /// The largest step in x drawn as one line.
        public var maxStep: Double

        /// A line from its parts.
        public init(_ cssClass: String, _ points: [(x: Double, y: Double?)], maxStep: Double = 1) {
            (self.cssClass, self.points, self.maxStep) = (cssClass, points, maxStep)
        }
    }

    /// The one line chart of the report: horizontal grid lines with their labels (`gridLabel`
    /// writes each value), optional coloured bands (value ranges), the lines, a dot for a lone
    /// reading between gaps, and markers at given points.
    public static func lineChart(
        _ frame: ChartFrame, lines: [Line], bands: [(range: ClosedRange<Double>, cssClass: String)] = [],
        gridLines: [Double] = [],
        gridLabel: (Double) -> String = { NumberFormat.decimals($0, $0.rounded() == $0 ? 0 : 1) },
        markers: [(x: Double, y: Double)] = [], label: String
    ) -> SVG {
        var parts: [SVG] = []
        for band in bands {
            let y1 = frame.py(band.range.upperBound)
            let y2 = frame.py(band.range.lowerBound)
            parts.append(
                .element(
                    "rect",
                    [
                        "class": .text(band.cssClass), "x": .number(frame.left), "y": .number(y1),
                        "width": .number(frame.width - frame.left - frame.right), "height": .number(max(0, y2 - y1)),
                    ]))
        }
        for g in gridLines {
            let y = frame.py(g)
            parts.append(
                .element(
                    "line",
                    [
                        "class": "grid", "x1": .number(frame.left), "x2": .number(frame.width - frame.right),
                        "y1": .number(y), "y2": .number(y),
                    ]))
            parts.append(.label(gridLabel(g), x: frame.left - 4, y: y + 3, anchor: "end"))
        }
        for line in lines {
            let runs = segments(line.points, maxStep: line.maxStep)
            let d = pathData(runs, in: frame)
            if !d.isEmpty { parts.append(.element("path", ["class": .text(line.cssClass), "d": .text(d)])) }
            // A lone reading between gaps is a dot, or it would not show.
            for run in runs where run.count == 1 {
                parts.append(
                    .element(
                        "circle",
                        [
                            "class": .text(line.cssClass + " dot"), "cx": .number(frame.px(run[0].x)),
                            "cy": .number(frame.py(run[0].y)), "r": 1.6,
                        ]))
            }
        }
        for m in markers {
            parts.append(
                .element(
                    "circle", ["class": "marker", "cx": .number(frame.px(m.x)), "cy": .number(frame.py(m.y)), "r": 2]))
        }
        return .drawing(width: frame.width, height: frame.height, label: label, parts)
    }
}
