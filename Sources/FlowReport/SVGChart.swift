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

    /// One line of a chart: its CSS class, its name in the legend, its points (nil: no
    /// reading), and the largest step in x it bridges (a longer gap breaks the line).
    public struct Line: Sendable {
        /// The line's class (`series`, `trend`, `actual`).
        public var cssClass: String
        /// What the legend calls it (nil: not in the legend).
        public var name: String?
        /// Its points.
        public var points: [(x: Double, y: Double?)]
        /// The largest step in x drawn as one line.
        public var maxStep: Double

        /// A line from its parts.
        public init(_ cssClass: String, _ points: [(x: Double, y: Double?)], name: String? = nil, maxStep: Double = 1) {
            (self.cssClass, self.name, self.points, self.maxStep) = (cssClass, name, points, maxStep)
        }

        /// A line of daily points drawn in at most `columns` points (`thin`): when thinned, one
        /// column's point joins the next, so the line stays a line; a column without a reading
        /// is still a gap.
        public static func thinned(
            _ cssClass: String, _ points: [(x: Double, y: Double?)], columns: Int, name: String? = nil
        ) -> Line {
            let t = SVGChart.thin(points, columns: columns)
            guard t.thinned, let first = points.first?.x, let last = points.last?.x else {
                return Line(cssClass, points, name: name)
            }
            // Columns stand (last − first) / columns apart; a little more absorbs rounding.
            return Line(cssClass, t.points, name: name, maxStep: (last - first) / Double(columns) * 1.001)
        }
    }

    /// The frame of a dated chart `width` × `height`: room on the left for the value labels,
    /// above for the unit and legend, below for the dates and their years.
    public static func datedFrame(
        width: Double, height: Double, days: ClosedRange<Double>, values: ClosedRange<Double>,
        valueTicks: [ChartAxes.Tick]
    ) -> ChartFrame {
        var frame = ChartFrame(
            width: width, height: height, x: days.lowerBound...max(days.upperBound, days.lowerBound + 1), y: values)
        frame.left = ChartAxes.leftMargin(valueTicks)
        frame.right = 8
        frame.top = ChartAxes.fontSize + 8
        frame.bottom = 2 * ChartAxes.fontSize + 8
        return frame
    }

    /// The one line chart of the report, over days: dates along x, the value scale with its
    /// unit along y (`ticks`, else round ticks over `values`), optional coloured bands (value
    /// ranges), the lines (a legend when two or more are named), a dot for a lone reading
    /// between gaps, markers at given points, and runs of days marked behind it all (`spans`).
    public static func lineChart(
        width: Double, height: Double, days: ClosedRange<Double>, values: ClosedRange<Double>, unit: String,
        lines: [Line], bands: [(range: ClosedRange<Double>, cssClass: String)] = [], ticks: [ChartAxes.Tick]? = nil,
        markers: [(x: Double, y: Double)] = [], spans: [(days: ClosedRange<Double>, cssClass: String)] = [],
        label: String, cssClass: String = "chart"
    ) -> SVG {
        let valueTicks = ticks ?? ChartAxes.valueTicks(values, count: max(2, Int(height / 36)))
        let frame = datedFrame(width: width, height: height, days: days, values: values, valueTicks: valueTicks)
        var parts: [SVG] = []
        // A run of days marked from top to bottom, half a day either side of its first and last.
        for span in spans {
            let x1 = frame.px(span.days.lowerBound - 0.5)
            let x2 = frame.px(span.days.upperBound + 0.5)
            parts.append(
                .element(
                    "rect",
                    [
                        "class": .text(span.cssClass), "x": .number(x1), "y": .number(frame.top),
                        "width": .number(max(0, x2 - x1)), "height": .number(frame.height - frame.top - frame.bottom),
                    ]))
        }
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
        parts += ChartAxes.valueAxis(valueTicks, unit: unit, in: frame)
        let dateCount = max(2, Int(width / 85))
        parts += ChartAxes.dateAxis(
            ChartAxes.dateTicks(
                first: Int(frame.xRange.lowerBound), last: Int(frame.xRange.upperBound), count: dateCount),
            in: frame)
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
                            "cy": .number(frame.py(run[0].y)), "r": 2,
                        ]))
            }
        }
        for m in markers {
            parts.append(
                .element(
                    "circle", ["class": "marker", "cx": .number(frame.px(m.x)), "cy": .number(frame.py(m.y)), "r": 2.5])
            )
        }
        let named = lines.compactMap { line in line.name.map { (line.cssClass, $0) } }
        if named.count >= 2 { parts += ChartAxes.legend(named, width: width) }
        return .drawing(cssClass: cssClass, width: width, height: height, label: label, parts)
    }
}
